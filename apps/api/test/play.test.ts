import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { houseWay } from '@felt/break-poker'
import { formatCard } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import { games } from '../src/games.ts'
import type { SessionObject } from '../src/session-do.ts'
import { call, finishWithBot, type Loose, openSession, withoutRateLimits } from './helpers.ts'

/** A one-decision round (a hand of Zero), its final action and another legal one. */
const SIMPLEST: { deal: Record<string, unknown>; final: (round: Loose) => Loose; other: unknown } =
  {
    deal: { game: 'zero', wagers: { zero: 10 } },
    final: () => ({ type: 'stand' }),
    other: { type: 'hit' },
  }

async function ledger(id: string) {
  const stub = env.SESSIONS.get(env.SESSIONS.idFromName(id)) as DurableObjectStub<SessionObject>
  return runInDurableObject(stub, (instance) =>
    (instance as unknown as SessionObject).ledgerEntries(),
  )
}

/** Deals until a round awaits a decision (instant wins settle at once). */
async function openRound(session: { id: string; token: string }, deal: Record<string, unknown>) {
  for (;;) {
    const res = await call('POST', `/v1/sessions/${session.id}/deal`, {
      body: deal,
      token: session.token,
    })
    expect(res.status).toBe(201)
    if (res.body.round.status !== 'settled') return res.body
  }
}

describe('deal, act and settle', () => {
  it('reserves the nonce and debits the stake with the round', async () => {
    const { deal } = SIMPLEST
    const session = await openSession({ balance: 1000 })
    const res = await call('POST', `/v1/sessions/${session.id}/deal`, {
      body: deal,
      token: session.token,
    })
    expect(res.status).toBe(201)
    expect(res.body.round.nonce).toBe(0)
    expect(res.body.round.id).toBe('0-0')
    const entries = await ledger(session.id)
    expect(entries.map((e) => [e.round, e.kind, e.amount])).toContainEqual(['0-0', 'stake', -10])
    const got = await call('GET', `/v1/sessions/${session.id}`, { token: session.token })
    expect(got.body.seed.nonce).toBe(1)
    expect(got.body.balance).toBe(entries.reduce((s, e) => s + e.amount, 0))
  })

  it('settles once: again returns the same receipt, other actions get 409', async () => {
    const { deal, final, other: otherAction } = SIMPLEST
    const session = await openSession()
    const round = (await openRound(session, deal)).round
    const path = `/v1/sessions/${session.id}/rounds/${round.id}/settle`
    const incomplete = await call('POST', path, { body: {}, token: session.token })
    expect(incomplete.status, JSON.stringify([round, incomplete.body])).toBe(409)
    expect(incomplete.body.error.code).toBe('ROUND_INCOMPLETE')
    const first = await call('POST', path, {
      body: { actions: [final(round)] },
      token: session.token,
    })
    expect(first.status).toBe(200)
    const again = await call('POST', path, {
      body: { actions: [final(round)] },
      token: session.token,
    })
    expect(again.body.receipt).toEqual(first.body.receipt)
    const empty = await call('POST', path, { token: session.token })
    expect(empty.body.receipt).toEqual(first.body.receipt)
    const other = await call('POST', path, {
      body: { actions: [otherAction] },
      token: session.token,
    })
    expect(other.status, JSON.stringify(other.body)).toBe(409)
    expect(other.body.error.code).toBe('ROUND_SETTLED')
    const act = await call('POST', `/v1/sessions/${session.id}/rounds/${round.id}/act`, {
      body: { action: final(round) },
      token: session.token,
    })
    expect(act.status, JSON.stringify(act.body)).toBe(409)
    // Only this round: an instant win dealt before it (a Zero Pair) has its own payout.
    const payouts = (await ledger(session.id)).filter(
      (e) => e.kind === 'payout' && e.round === round.id,
    )
    expect(payouts).toHaveLength(1)
  })

  it('settles exactly once under 100 concurrent settle requests, with an exact balance', () =>
    withoutRateLimits(async () => {
      const { deal, final } = SIMPLEST
      const session = await openSession({ balance: 1000 })
      const opened = await openRound(session, deal)
      const action = final(opened.round)
      const results = await Promise.all(
        Array.from({ length: 100 }, () =>
          call('POST', `/v1/sessions/${session.id}/rounds/${opened.round.id}/settle`, {
            body: { actions: [action] },
            token: session.token,
          }),
        ),
      )
      expect(results.map((r) => r.status)).toEqual(Array(100).fill(200))
      expect(new Set(results.map((r) => JSON.stringify(r.body.receipt))).size).toBe(1)
      const receipt = results[0]!.body.receipt
      const entries = await ledger(session.id)
      const ofRound = entries.filter((e) => e.round === opened.round.id)
      expect(ofRound.filter((e) => e.kind === 'payout')).toHaveLength(1)
      const balance = (await call('GET', `/v1/sessions/${session.id}`, { token: session.token }))
        .body.balance
      expect(balance).toBe(receipt.ledger.at(-1).balance)
      expect(balance).toBe(entries.reduce((s, e) => s + e.amount, 0))
      expect(receipt.ledger.map((e: Loose) => e.kind)).toEqual(['stake', 'payout'])
      expect(receipt.ledger).toEqual(
        ofRound.map(({ seq, kind, amount, balance }) => ({ seq, kind, amount, balance })),
      )
    }))

  it('deals exactly once per nonce under concurrent deals', async () => {
    const { deal } = SIMPLEST
    const session = await openSession({ balance: 1000 })
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', `/v1/sessions/${session.id}/deal`, { body: deal, token: session.token }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201))
    expect(results.map((r) => r.body.round.nonce).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ])
    const balance = (await call('GET', `/v1/sessions/${session.id}`, { token: session.token })).body
      .balance
    const entries = await ledger(session.id)
    expect(balance).toBe(entries.reduce((s, e) => s + e.amount, 0))
  })

  it('replays the stored response for a retried Idempotency-Key, and refuses its reuse', async () => {
    const { deal, final } = SIMPLEST
    const session = await openSession({ balance: 1000 })
    const headers = { 'Idempotency-Key': 'deal-1' }
    let first: Loose
    for (let i = 0; ; i++) {
      first = await call('POST', `/v1/sessions/${session.id}/deal`, {
        body: deal,
        token: session.token,
        headers: { 'Idempotency-Key': `deal-${i}` },
      })
      if (first.body.round.status !== 'settled') {
        headers['Idempotency-Key'] = `deal-${i}`
        break
      }
    }
    const retry = await call('POST', `/v1/sessions/${session.id}/deal`, {
      body: deal,
      token: session.token,
      headers,
    })
    expect(retry.status).toBe(201)
    expect(retry.body).toEqual(first.body)
    const reuse = await call('POST', `/v1/sessions/${session.id}/deal`, {
      body: {
        ...deal,
        ruleset: undefined,
        wagers: Object.fromEntries(Object.keys(deal.wagers as object).map((k) => [k, 11])),
      },
      token: session.token,
      headers,
    })
    expect(reuse.status).toBe(409)
    expect(reuse.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED')
    const act = {
      body: { action: final(first.body.round) },
      token: session.token,
      headers: { 'Idempotency-Key': 'act-1' },
    }
    const path = `/v1/sessions/${session.id}/rounds/${first.body.round.id}`
    const acted = await call('POST', `${path}/act`, act)
    expect(acted.status).toBe(200)
    expect((await call('POST', `${path}/act`, act)).body).toEqual(acted.body)
    const settle = { token: session.token, headers: { 'Idempotency-Key': 'settle-1' } }
    const s1 = await call('POST', `${path}/settle`, settle)
    expect((await call('POST', `${path}/settle`, settle)).body).toEqual(s1.body)
    const bad = await call('POST', `${path}/settle`, {
      token: session.token,
      headers: { 'Idempotency-Key': 'k'.repeat(300) },
    })
    expect(bad.status).toBe(400)
    // One stake for the round, however often its deal was retried.
    const stakes = (await ledger(session.id)).filter(
      (e) => e.kind === 'stake' && e.round === first.body.round.id,
    )
    expect(stakes).toHaveLength(1)
  })

  it('refuses rotation and client seed changes while a round is open (409)', async () => {
    const { deal, final } = SIMPLEST
    const session = await openSession()
    const round = (await openRound(session, deal)).round
    const rotate = await call('POST', `/v1/sessions/${session.id}/rotate`, { token: session.token })
    expect(rotate.status).toBe(409)
    expect(rotate.body.error.code).toBe('ROUND_OPEN')
    const seed = await call('PUT', `/v1/sessions/${session.id}/client-seed`, {
      body: { clientSeed: 'new' },
      token: session.token,
    })
    expect(seed.status).toBe(409)
    const got = await call('GET', `/v1/sessions/${session.id}`, { token: session.token })
    expect(got.body.openRounds.map((r: { id: string }) => r.id)).toEqual([round.id])
    await call('POST', `/v1/sessions/${session.id}/rounds/${round.id}/settle`, {
      body: { actions: [final(round)] },
      token: session.token,
    })
    expect(
      (await call('POST', `/v1/sessions/${session.id}/rotate`, { token: session.token })).status,
    ).toBe(200)
    // After rotation the nonce restarts; the old round stays reachable by its id.
    const old = await call('GET', `/v1/sessions/${session.id}/rounds/${round.id}`, {
      token: session.token,
    })
    expect(old.status).toBe(200)
    expect(old.body.receipt.serverSeed).toMatch(/^[0-9a-f]{64}$/)
  })

  it('answers bad input with 400, illegal moves and money problems with 422, unknown rounds with 404', async () => {
    const { deal } = SIMPLEST
    const session = await openSession({ balance: 15 })
    const path = `/v1/sessions/${session.id}`
    const expectError = async (res: Promise<Loose>, status: number, code?: string) => {
      const r = await res
      expect(r.status, JSON.stringify(r.body)).toBe(status)
      if (code) expect(r.body.error.code).toBe(code)
    }
    const t = { token: session.token }
    await expectError(
      call('POST', `${path}/deal`, { ...t, body: { game: 'poker', wagers: {} } }),
      400,
      'VALIDATION_FAILED',
    )
    await expectError(
      call('POST', `${path}/deal`, { ...t, body: { ...deal, ruleset: 'nope' } }),
      400,
    )
    await expectError(call('POST', `${path}/deal`, { ...t, body: { ...deal, wagers: 'x' } }), 400)
    const [kind] = Object.keys(deal.wagers as object)
    await expectError(
      call('POST', `${path}/deal`, { ...t, body: { ...deal, wagers: { [kind!]: 501 } } }),
      422,
      'WAGER_LIMIT',
    )
    await expectError(
      call('POST', `${path}/deal`, { ...t, body: { ...deal, wagers: { [kind!]: 20 } } }),
      422,
      'INSUFFICIENT_BALANCE',
    )
    await expectError(
      call('POST', `${path}/deal`, {
        ...t,
        raw: '{"game":',
        headers: { 'Content-Type': 'application/json' },
      }),
      400,
      'INVALID_JSON',
    )
    await expectError(
      call('POST', `${path}/rounds/5/act`, { ...t, body: { action: { type: 'stand' } } }),
      404,
      'ROUND_NOT_FOUND',
    )
    await expectError(
      call('POST', `${path}/rounds/abc/act`, { ...t, body: { action: { type: 'stand' } } }),
      404,
    )
    await expectError(call('GET', `${path}/rounds/0`, t), 404)
    const opened = await openRound(session, deal)
    const r = `${path}/rounds/${opened.round.id}`
    await expectError(
      call('POST', `${r}/act`, { ...t, body: { action: { type: 'teleport' } } }),
      400,
    )
    await expectError(
      call('POST', `${r}/act`, { ...t, body: { action: { type: 'split', hand: 1 } } }),
      opened.round.game === 'zero' ? 422 : 400,
    )
    await expectError(call('POST', `${r}/act`, { ...t, body: {} }), 400)
    const unchanged = await call('GET', r, t)
    expect(unchanged.body.round).toEqual(opened.round)
  })

  it('rejects wagers the rule set does not allow with 422, consuming no nonce and no money', async () => {
    const session = await openSession({ balance: 100 })
    const res = await call('POST', `/v1/sessions/${session.id}/deal`, {
      body: { game: 'stud-poker', ruleset: 'lunar', wagers: { ante: 5 } },
      token: session.token,
    })
    expect(res.status).toBe(422)
    expect(res.body.error.code).toBe('INVALID_WAGER')
    const got = await call('GET', `/v1/sessions/${session.id}`, { token: session.token })
    expect(got.body.balance).toBe(100)
    expect(got.body.seed.nonce).toBe(0)
  })

  it('accepts cards as text and answers with codes', async () => {
    const session = await openSession()
    const opened = await openRound(session, { game: 'break-poker', wagers: { main: 5 } })
    const way = houseWay(opened.round.legalActions[0].cards)
    const res = await call('POST', `/v1/sessions/${session.id}/rounds/${opened.round.id}/act`, {
      body: {
        action: { type: 'set', two: way.two.map(formatCard), three: way.three.map(formatCard) },
      },
      token: session.token,
    })
    expect(res.status).toBe(200)
    expect(res.body.receipt.actions[0].two).toEqual([...way.two])
    const bad = await call('POST', `/v1/sessions/${session.id}/rounds/${opened.round.id}/act`, {
      body: { action: { type: 'set', two: ['Zz', 'As'], three: ['Kd', 'Kc', 'Ks'] } },
      token: session.token,
    })
    expect(bad.status).toBe(400)
  })

  it('limits open rounds per session (409)', async () => {
    const { deal } = SIMPLEST
    const session = await openSession({ balance: 10_000 })
    let opened = 0
    for (let i = 0; i < 30 && opened < 8; i++) {
      const res = await call('POST', `/v1/sessions/${session.id}/deal`, {
        body: deal,
        token: session.token,
      })
      if (res.body.round.status !== 'settled') opened++
    }
    const res = await call('POST', `/v1/sessions/${session.id}/deal`, {
      body: deal,
      token: session.token,
    })
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('TOO_MANY_OPEN_ROUNDS')
  })
})

describe('GET /v1/games', () => {
  it('lists every game with rule sets, limits and action shapes', async () => {
    const res = await call('GET', '/v1/games')
    expect(res.status).toBe(200)
    expect(res.body.games.map((g: { id: string }) => g.id)).toEqual(Object.keys(games))
    for (const g of res.body.games) {
      expect(Object.keys(g.rulesets)).toContain(g.defaultRuleset)
      for (const kind of g.wagerKinds) expect(g.limits[kind]).toEqual({ min: 1, max: 500 })
      expect(g.actionSchema).toHaveProperty('properties.type')
    }
    expect(res.body.defaultBalance).toBe(1000)
    const stud = res.body.games.find((g: { id: string }) => g.id === 'stud-poker')
    expect(stud.rulesetWagers.lunar).toEqual({
      required: ['ante', 'super'],
      optional: ['dealerSuper'],
    })
    expect(stud.rulesetWagers['caribbean-stud']).toEqual({ required: ['ante'], optional: [] })
  })

  it("lists per rule set exactly the wagers that rule set's deal takes", async () => {
    const { body } = await call('GET', '/v1/games')
    const session = await openSession({ balance: 100_000 })
    const rand = seeded(11)
    /** Deals; a round it opens is played out, so that open rounds never pile up. */
    const deal = async (game: string, ruleset: string, wagers: Record<string, number>) => {
      const res = await call('POST', `/v1/sessions/${session.id}/deal`, {
        body: { game, ruleset, wagers },
        token: session.token,
      })
      if (res.status === 201) await finishWithBot(session, res.body, rand, chooseAction)
      return res
    }
    for (const g of body.games) {
      for (const [ruleset, kinds] of Object.entries<{ required: string[]; optional: string[] }>(
        g.rulesetWagers,
      )) {
        const base = Object.fromEntries(kinds.required.map((k) => [k, 10]))
        expect((await deal(g.id, ruleset, base)).status, `${g.id}/${ruleset}`).toBe(201)
        for (const kind of kinds.required) {
          const { [kind]: _, ...without } = base
          const res = await deal(g.id, ruleset, without)
          expect([400, 422], `${g.id}/${ruleset} without ${kind}`).toContain(res.status)
        }
        for (const kind of g.wagerKinds.filter((k: string) => !kinds.required.includes(k))) {
          const res = await deal(g.id, ruleset, { ...base, [kind]: 5 })
          const offered = kinds.optional.includes(kind)
          expect(res.status, `${g.id}/${ruleset} with ${kind}`).toBe(offered ? 201 : 422)
        }
      }
    }
  })
})
