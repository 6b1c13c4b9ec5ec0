import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { houseWay } from '@felt/break-poker'
import { formatCard } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import { games } from '../src/games.ts'
import type { SessionObject } from '../src/session-do.ts'
import type { RoundBody, RoundOut } from '../src/wire.ts'
import { client, errorOf, ok } from './client.ts'
import { call, finishWithBot, openSession, type Res, withoutRateLimits } from './helpers.ts'
import { answered } from './send.ts'

/** A one-decision round (a hand of Zero), its final action and another legal one. */
const SIMPLEST: {
  deal: Record<string, unknown>
  final: (round: RoundOut) => { type: string }
  other: { type: string }
} = {
  deal: { game: 'zero', wagers: { zero: 10 } },
  final: () => ({ type: 'stand' }),
  other: { type: 'hit' },
}

type Session = { id: string; token: string }

/** The typed client of a session's routes. */
const api = (session: Session) => client(session.token).v1.sessions[':id']

/** The typed client of one round's routes, and its path parameters. */
function roundApi(session: Session, nonce: string) {
  return { round: api(session).rounds[':nonce'], param: { id: session.id, nonce } }
}

/** Deals `body` in the session (the typed client's answer, not read). */
function deal(session: Session, body: unknown, headers?: Record<string, string>) {
  // Options only with headers: hc's `headers: undefined` would replace the client's bearer.
  return api(session).deal.$post(
    { param: { id: session.id }, json: body },
    headers ? { headers } : undefined,
  )
}

/** The session as `GET /v1/sessions/:id` shows it. */
async function sessionOf(session: Session) {
  return ok(await api(session).$get({ param: { id: session.id } }))
}

async function ledger(id: string) {
  const stub = env.SESSIONS.get(env.SESSIONS.idFromName(id)) as DurableObjectStub<SessionObject>
  return runInDurableObject(stub, (instance) =>
    (instance as unknown as SessionObject).ledgerEntries(),
  )
}

/** Deals until a round awaits a decision (instant wins settle at once). */
async function openRound(session: Session, body: Record<string, unknown>): Promise<RoundBody> {
  for (;;) {
    const dealt = await ok(await deal(session, body), 201)
    if (dealt.round.status !== 'settled') return dealt
  }
}

describe('deal, act and settle', () => {
  it('reserves the nonce and debits the stake with the round', async () => {
    const session = await openSession({ balance: 1000 })
    const dealt = await ok(await deal(session, SIMPLEST.deal), 201)
    expect(dealt.round.nonce).toBe(0)
    expect(dealt.round.id).toBe('0-0')
    const entries = await ledger(session.id)
    expect(entries.map((e) => [e.round, e.kind, e.amount])).toContainEqual(['0-0', 'stake', -10])
    const got = await sessionOf(session)
    expect(got.seed.nonce).toBe(1)
    expect(got.balance).toBe(entries.reduce((s, e) => s + e.amount, 0))
  })

  it('settles once: again returns the same receipt, other actions get 409', async () => {
    const { final, other: otherAction } = SIMPLEST
    const session = await openSession()
    const opened = (await openRound(session, SIMPLEST.deal)).round
    const { round, param } = roundApi(session, opened.id)
    const settle = (actions?: unknown[]) => round.settle.$post({ param, json: { actions } })
    const incomplete = await settle()
    expect(incomplete.status).toBe(409)
    expect((await errorOf(incomplete)).code).toBe('ROUND_INCOMPLETE')
    const first = await ok(await settle([final(opened)]))
    const again = await ok(await settle([final(opened)]))
    expect(again.receipt).toEqual(first.receipt)
    // No body at all (the typed client always sends one).
    const empty = await call('POST', `/v1/sessions/${session.id}/rounds/${opened.id}/settle`, {
      token: session.token,
    })
    expect(empty.body.receipt).toEqual(first.receipt)
    const other = await settle([otherAction])
    expect(other.status).toBe(409)
    expect((await errorOf(other)).code).toBe('ROUND_SETTLED')
    const act = await round.act.$post({ param, json: { action: final(opened) } })
    expect(act.status).toBe(409)
    // Only this round: an instant win dealt before it (a Zero Pair) has its own payout.
    const payouts = (await ledger(session.id)).filter(
      (e) => e.kind === 'payout' && e.round === opened.id,
    )
    expect(payouts).toHaveLength(1)
  })

  it('settles exactly once under 100 concurrent settle requests, with an exact balance', () =>
    withoutRateLimits(async () => {
      const session = await openSession({ balance: 1000 })
      const opened = await openRound(session, SIMPLEST.deal)
      const action = SIMPLEST.final(opened.round)
      const { round, param } = roundApi(session, opened.round.id)
      const results = await Promise.all(
        Array.from({ length: 100 }, () =>
          round.settle.$post({ param, json: { actions: [action] } }).then(ok),
        ),
      )
      expect(new Set(results.map((r) => JSON.stringify(r.receipt))).size).toBe(1)
      const receipt = results[0]!.receipt!
      const entries = await ledger(session.id)
      const ofRound = entries.filter((e) => e.round === opened.round.id)
      expect(ofRound.filter((e) => e.kind === 'payout')).toHaveLength(1)
      const { balance } = await sessionOf(session)
      expect(balance).toBe(receipt.ledger!.at(-1)!.balance)
      expect(balance).toBe(entries.reduce((s, e) => s + e.amount, 0))
      expect(receipt.ledger!.map((e) => e.kind)).toEqual(['stake', 'payout'])
      expect(receipt.ledger).toEqual(
        ofRound.map(({ seq, kind, amount, balance }) => ({ seq, kind, amount, balance })),
      )
    }))

  it('deals exactly once per nonce under concurrent deals', async () => {
    const session = await openSession({ balance: 1000 })
    const results = await Promise.all(
      Array.from({ length: 8 }, async () => ok(await deal(session, SIMPLEST.deal), 201)),
    )
    expect(results.map((r) => r.round.nonce).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ])
    const { balance } = await sessionOf(session)
    const entries = await ledger(session.id)
    expect(balance).toBe(entries.reduce((s, e) => s + e.amount, 0))
  })

  it('replays the stored response for a retried Idempotency-Key, and refuses its reuse', async () => {
    const { final } = SIMPLEST
    const session = await openSession({ balance: 1000 })
    const headers = { 'Idempotency-Key': 'deal-1' }
    let first: RoundBody
    for (let i = 0; ; i++) {
      first = await ok(await deal(session, SIMPLEST.deal, { 'Idempotency-Key': `deal-${i}` }), 201)
      if (first.round.status !== 'settled') {
        headers['Idempotency-Key'] = `deal-${i}`
        break
      }
    }
    expect(await ok(await deal(session, SIMPLEST.deal, headers), 201)).toEqual(first)
    const wagers = SIMPLEST.deal.wagers as object
    const reuse = await deal(
      session,
      { ...SIMPLEST.deal, wagers: Object.fromEntries(Object.keys(wagers).map((k) => [k, 11])) },
      headers,
    )
    expect(reuse.status).toBe(409)
    expect((await errorOf(reuse)).code).toBe('IDEMPOTENCY_KEY_REUSED')
    const { round, param } = roundApi(session, first.round.id)
    const act = () =>
      round.act.$post(
        { param, json: { action: final(first.round) } },
        { headers: { 'Idempotency-Key': 'act-1' } },
      )
    const acted = await ok(await act())
    expect(await ok(await act())).toEqual(acted)
    const settle = (key: string) =>
      round.settle.$post({ param, json: {} }, { headers: { 'Idempotency-Key': key } })
    const s1 = await ok(await settle('settle-1'))
    expect(await ok(await settle('settle-1'))).toEqual(s1)
    expect((await settle('k'.repeat(300))).status).toBe(400)
    // One stake for the round, however often its deal was retried.
    const stakes = (await ledger(session.id)).filter(
      (e) => e.kind === 'stake' && e.round === first.round.id,
    )
    expect(stakes).toHaveLength(1)
  })

  it('refuses rotation and client seed changes while a round is open (409)', async () => {
    const session = await openSession()
    const opened = (await openRound(session, SIMPLEST.deal)).round
    const param = { id: session.id }
    const rotate = () => api(session).rotate.$post({ param, json: {} })
    const refused = await rotate()
    expect(refused.status).toBe(409)
    expect((await errorOf(refused)).code).toBe('ROUND_OPEN')
    const seed = await api(session)['client-seed'].$put({ param, json: { clientSeed: 'new' } })
    expect(seed.status).toBe(409)
    expect((await sessionOf(session)).openRounds.map((r) => r.id)).toEqual([opened.id])
    const { round, param: roundParam } = roundApi(session, opened.id)
    await ok(
      await round.settle.$post({ param: roundParam, json: { actions: [SIMPLEST.final(opened)] } }),
    )
    expect((await rotate()).status).toBe(200)
    // After rotation the nonce restarts; the old round stays reachable by its id.
    const old = await ok(await round.$get({ param: roundParam }))
    expect(old.receipt?.serverSeed).toMatch(/^[0-9a-f]{64}$/)
  })

  it('answers bad input with 400, illegal moves and money problems with 422, unknown rounds with 404', async () => {
    const { deal } = SIMPLEST
    const session = await openSession({ balance: 15 })
    const path = `/v1/sessions/${session.id}`
    const expectError = async (res: Promise<Res>, status: number, code?: string) => {
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
    const res = await deal(session, { game: 'stud-poker', ruleset: 'lunar', wagers: { ante: 5 } })
    expect(res.status).toBe(422)
    expect((await errorOf(res)).code).toBe('INVALID_WAGER')
    const got = await sessionOf(session)
    expect(got.balance).toBe(100)
    expect(got.seed.nonce).toBe(0)
  })

  it('accepts cards as text and answers with codes', async () => {
    const session = await openSession()
    const opened = await openRound(session, { game: 'break-poker', wagers: { main: 5 } })
    const { view } = opened.round
    if (view.game !== 'break-poker') throw new Error(`a ${view.game} round`)
    const way = houseWay(view.legalActions[0]!.cards)
    const { round, param } = roundApi(session, opened.round.id)
    const set = (two: string[], three: string[]) =>
      round.act.$post({ param, json: { action: { type: 'set', two, three } } })
    const res = await ok(await set(way.two.map(formatCard), way.three.map(formatCard)))
    expect((res.receipt!.actions[0] as { two: unknown }).two).toEqual([...way.two])
    expect((await set(['Zz', 'As'], ['Kd', 'Kc', 'Ks'])).status).toBe(400)
  })

  it('limits open rounds per session (409)', async () => {
    const session = await openSession({ balance: 10_000 })
    let opened = 0
    for (let i = 0; i < 30 && opened < 8; i++) {
      const dealt = await ok(await deal(session, SIMPLEST.deal), 201)
      if (dealt.round.status !== 'settled') opened++
    }
    const res = await deal(session, SIMPLEST.deal)
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe('TOO_MANY_OPEN_ROUNDS')
  })
})

describe('GET /v1/games', () => {
  it('lists every game with rule sets, limits and action shapes', async () => {
    const body = await ok(await client().v1.games.$get())
    expect(body.games.map((g) => g.id)).toEqual(Object.keys(games))
    for (const g of body.games) {
      expect(Object.keys(g.rulesets)).toContain(g.defaultRuleset)
      for (const kind of g.wagerKinds) expect(g.limits[kind]).toEqual({ min: 1, max: 500 })
      expect(g.actionSchema).toHaveProperty('properties.type')
    }
    expect(body.defaultBalance).toBe(1000)
    const stud = body.games.find((g) => g.id === 'stud-poker')!
    expect(stud.rulesetWagers.lunar).toEqual({
      required: ['ante', 'super'],
      optional: ['dealerSuper'],
    })
    expect(stud.rulesetWagers['caribbean-stud']).toEqual({ required: ['ante'], optional: [] })
  })

  it("lists per rule set exactly the wagers that rule set's deal takes", async () => {
    const body = await ok(await client().v1.games.$get())
    const session = await openSession({ balance: 100_000 })
    const rand = seeded(11)
    /** Deals; a round it opens is played out, so that open rounds never pile up. */
    const play = async (game: string, ruleset: string, wagers: Record<string, number>) => {
      const res = await deal(session, { game, ruleset, wagers })
      if (res.status === 201) await finishWithBot(session, await res.json(), rand, chooseAction)
      return res
    }
    for (const g of body.games) {
      for (const [ruleset, kinds] of Object.entries(g.rulesetWagers)) {
        const base = Object.fromEntries(kinds.required.map((k) => [k, 10]))
        expect((await play(g.id, ruleset, base)).status, `${g.id}/${ruleset}`).toBe(201)
        for (const kind of kinds.required) {
          const { [kind]: _, ...without } = base
          const res = await play(g.id, ruleset, without)
          expect([400, 422], `${g.id}/${ruleset} without ${kind}`).toContain(res.status)
        }
        for (const kind of g.wagerKinds.filter((k) => !kinds.required.includes(k))) {
          const res = await play(g.id, ruleset, { ...base, [kind]: 5 })
          const offered = kinds.optional.includes(kind)
          expect(res.status, `${g.id}/${ruleset} with ${kind}`).toBe(offered ? 201 : 422)
        }
      }
    }
  })
})

describe('a request that gets no answer', () => {
  // A lost answer once held a test to its 5-minute limit with no word of what it awaited.
  it('fails its test naming the request, instead of waiting out the limit', async () => {
    const never = () => new Promise<Response>(() => {})
    await expect(
      answered(never, 'POST /v1/sessions/s/deal (Idempotency-Key deal-1)', 1),
    ).rejects.toThrow('no answer in 0.001 s to POST /v1/sessions/s/deal (Idempotency-Key deal-1)')
  })
})
