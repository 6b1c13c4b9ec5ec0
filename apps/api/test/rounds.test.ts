import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { verifyRound } from '@felt/fair'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { boxWagers, chooseAction, seeded } from '../scripts/bot.ts'
import { games } from '../src/games.ts'
import { RoundDetailSchema, RoundReplySchema, SettledSchema } from '../src/schemas/rounds.ts'
import type { SessionObject } from '../src/session-do.ts'
import type { RoundBody, RoundOut } from '../src/wire.ts'
import { client, ok } from './client.ts'
import { fixServerSeed, openSession, playWithBot } from './helpers.ts'

/** The typed client of a session's routes, and its id as the path parameter. */
function sessionClient(session: { id: string; token: string }) {
  return { api: client(session.token).v1.sessions[':id'], param: { id: session.id } }
}

function stub(id: string): DurableObjectStub<SessionObject> {
  return env.SESSIONS.get(env.SESSIONS.idFromName(id)) as DurableObjectStub<SessionObject>
}

async function ledgerOf(id: string) {
  return runInDurableObject(stub(id), (_o, state) => ({
    entries: state.storage.sql
      .exec<{ round: string; kind: string; amount: number }>(
        'SELECT round, kind, amount FROM ledger',
      )
      .toArray(),
    balance: state.storage.sql.exec<{ balance: number }>('SELECT balance FROM session').one()
      .balance,
  }))
}

async function stateOf(id: string, roundId: string) {
  const [seed, nonce] = roundId.split('-').map(Number)
  return runInDurableObject(stub(id), (_o, state) =>
    JSON.parse(
      state.storage.sql
        .exec<{ state: string }>(
          'SELECT state FROM rounds WHERE seed = ? AND nonce = ?',
          seed,
          nonce,
        )
        .one().state,
    ),
  )
}

/** Card codes under keys that hold cards (`cards`, `card`, `upCard`, `two`, `three`, ...). */
function viewCards(value: unknown, key = ''): number[] {
  if (typeof value === 'number') return /card|two|three|first/i.test(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((x) => viewCards(x, key))
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .filter(([k]) => k !== 'legalActions') // its `two: 2, three: 3` are counts, not cards
      .flatMap(([k, x]) => viewCards(x, /card|two|three|first/i.test(key) ? key : k))
  }
  return []
}

/** Checks that an unsettled round's response shows no undealt card and no hidden dealer card. */
async function expectNothingHidden(sessionId: string, body: { round: RoundOut }) {
  const text = JSON.stringify(body)
  expect(text).not.toContain('"deck"')
  const state = await stateOf(sessionId, body.round.id)
  const { round } = body
  const view = round.view
  for (const d of view.dealt) expect(d.position).toBeLessThan(state.next)
  if (round.game === 'zero') {
    expect(round.view.dealer.cards).toHaveLength(1)
    expect(round.view.dealt.some((d) => d.position === 3)).toBe(false)
    return
  }
  const hidden = new Set<number>(state.deck.slice(state.next))
  if (body.round.game === 'break-poker') {
    expect(view.dealer.cards).toBeNull()
    for (const c of state.dealer.cards) hidden.add(c)
  }
  if (body.round.game === 'stud-poker' && !state.dealer.revealed) {
    expect(view.dealer.cards).toBeNull()
    for (const c of state.dealer.cards) if (c !== state.dealer.upCard) hidden.add(c)
  }
  for (const card of viewCards(view)) expect(hidden.has(card), `card ${card} shown`).toBe(false)
}

describe('full rounds of every game and rule set', () => {
  for (const game of Object.values(games)) {
    for (const [ruleset, rules] of Object.entries(game.rulesets)) {
      it(`plays ${game.id}/${ruleset} to settlement with receipts that verify`, async () => {
        const session = await openSession({ clientSeed: `t-${ruleset}`, balance: 100_000 })
        // The same deals every run, so that a failure can be replayed.
        const serverSeed = await fixServerSeed(session.id, `rounds/${game.id}/${ruleset}`)
        const rand = seeded(ruleset.length * 7919 + game.id.length)
        const receipts: { id: string; before: number; after: number; net: number }[] = []
        const deals: Record<string, unknown>[] = [
          { game: game.id, ruleset, wagers: boxWagers(game.id, rules as Record<string, unknown>) },
          {
            game: game.id,
            ruleset,
            wagers: boxWagers(game.id, rules as Record<string, unknown>, 3),
          },
        ]
        if (game.id !== 'zero') deals.push({ ...deals[0], boxes: 3 })
        for (const deal of deals) {
          const bodies = await playWithBot(session, deal, rand, chooseAction)
          for (const body of bodies.slice(0, -1)) {
            v.parse(RoundReplySchema, body)
            expect(body.round.status).toBe('awaiting-action')
            expect(body.receipt).toBeUndefined()
            await expectNothingHidden(session.id, body)
          }

          const last = v.parse(SettledSchema, bodies.at(-1))
          expect(last.round.game).toBe(game.id)
          receipts.push({
            id: last.round.id,
            before: last.receipt.ledger![0]!.balance - last.receipt.ledger![0]!.amount,
            after: last.receipt.ledger!.at(-1)!.balance,
            net: last.receipt.settlement.net,
          })
        }
        // An open round as GET /v1/sessions/:id and GET .../rounds/:id show it, then finished.
        const { api, param } = sessionClient(session)
        let open: RoundBody = await ok(await api.deal.$post({ param, json: deals[0] }), 201)
        if (open.round.status !== 'settled') {
          const got = await ok(await api.$get({ param }))
          expect(got.openRounds).toHaveLength(1)
          await expectNothingHidden(session.id, { round: got.openRounds[0]! })
          const one = await ok(
            await api.rounds[':nonce'].$get({ param: { ...param, nonce: open.round.id } }),
          )
          expect(one.receipt).toBeUndefined()
          await expectNothingHidden(session.id, one)
          while (open.round.status !== 'settled') {
            const action = chooseAction(open.round, rand) as never
            open = await ok(
              await api.rounds[':nonce'].act.$post({
                param: { ...param, nonce: open.round.id },
                json: { action },
              }),
            )
          }
        }
        const ledger0 = open.receipt!.ledger!
        receipts.push({
          id: open.round.id,
          before: ledger0[0]!.balance - ledger0[0]!.amount,
          after: ledger0.at(-1)!.balance,
          net: open.receipt!.settlement.net,
        })
        // Rounds are played one at a time, so each round's entries are neighbours in the ledger and
        // the balance moves by exactly the round's net.
        for (const r of receipts) expect(r.after - r.before).toBe(r.net)
        const ledger = await ledgerOf(session.id)
        expect(ledger.entries.reduce((s, e) => s + e.amount, 0)).toBe(ledger.balance)
        expect(ledger.balance).toBe(100_000 + receipts.reduce((s, r) => s + r.net, 0))

        const rotated = await ok(await api.rotate.$post({ param, json: {} }))
        expect(rotated.revealed.serverSeed).toBe(serverSeed)
        for (const r of receipts) {
          const res = await api.rounds[':nonce'].$get({ param: { ...param, nonce: r.id } })
          const detail = v.parse(RoundDetailSchema, await ok(res))
          expect(detail.receipt!.serverSeed).toBe(rotated.revealed.serverSeed)
          const report = await verifyRound(detail.receipt!)
          expect(report.mismatches).toEqual([])
          expect(report.valid).toBe(true)
        }
      })
    }
  }
})

describe('decks shuffled ahead of their deal', () => {
  it('deal the committed deck across client seed changes, other deck sizes and rotations', async () => {
    const session = await openSession({ clientSeed: 'ahead', balance: 100_000 })
    const rand = seeded(2026)
    const zero = { game: 'zero', wagers: { zero: 5 } }
    const stud = { game: 'stud-poker', ruleset: 'caribbean-stud', wagers: { ante: 5 } }
    const ids: string[] = []
    const play = async (deal: Record<string, unknown>) => {
      const bodies = await playWithBot(session, deal, rand, chooseAction)
      ids.push(bodies.at(-1)!.round.id)
    }
    const { api, param } = sessionClient(session)
    const rotate = () => api.rotate.$post({ param, json: {} })
    await play(zero)
    await play(zero) // takes the shoe prepared after the first deal
    const put = await api['client-seed'].$put({ param, json: { clientSeed: 'changed' } })
    expect(put.status).toBe(200)
    await play(zero) // the prepared shoe was for the old client seed
    await play(stud) // another deck size
    await play(zero)
    expect((await rotate()).status).toBe(200)
    await play(zero) // a new server seed, nonce 0
    await play(zero)
    expect((await rotate()).status).toBe(200)
    expect(ids).toEqual(['0-0', '0-1', '0-2', '0-3', '0-4', '1-0', '1-1'])
    for (const id of ids) {
      const res = await api.rounds[':nonce'].$get({ param: { ...param, nonce: id } })
      const report = await verifyRound(v.parse(RoundDetailSchema, await ok(res)).receipt!)
      expect(report.mismatches, id).toEqual([])
    }
  })
})
