import { verifyRound } from '@felt/fair'
import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import { call, type Loose, OPERATOR_KEY, openSession, playWithBot } from './helpers.ts'

const op = (id: string, what: string) => `/v1/operator/sessions/${id}/${what}`

async function transfer(id: string, kind: 'credit' | 'debit', amount: number, reference: string) {
  return call('POST', op(id, kind), { body: { amount, reference }, token: OPERATOR_KEY })
}

describe('operator transfers', () => {
  it('credit and debit under a reference, once: a retry answers the same entry, another amount 409', async () => {
    const { id, token } = await openSession({ balance: 100 })
    const credit = await transfer(id, 'credit', 50, 'dep-1')
    expect(credit.status).toBe(201)
    expect(credit.body).toMatchObject({
      transfer: { reference: 'dep-1', amount: 50, balance: 150 },
      balance: 150,
    })
    const again = await transfer(id, 'credit', 50, 'dep-1')
    expect(again.status).toBe(200)
    expect(again.body.transfer).toEqual(credit.body.transfer)
    const reused = await transfer(id, 'debit', 50, 'dep-1')
    expect(reused.status).toBe(409)
    expect(reused.body.error.code).toBe('REFERENCE_REUSED')
    const debit = await transfer(id, 'debit', 30, 'wd-1')
    expect(debit.body).toMatchObject({ transfer: { amount: -30, balance: 120 }, balance: 120 })
    const got = await call('GET', `/v1/sessions/${id}`, { token })
    expect(got.body.balance).toBe(120)
  })

  it('refuses a debit over the balance and a credit past MAX_BALANCE with 422, balance untouched', async () => {
    const { id, token } = await openSession({ balance: 100 })
    const over = await transfer(id, 'debit', 101, 'wd-x')
    expect(over.status).toBe(422)
    expect(over.body.error.code).toBe('INSUFFICIENT_BALANCE')
    const rich = await transfer(id, 'credit', 1_000_000, 'dep-x')
    expect(rich.status).toBe(422)
    expect(rich.body.error.code).toBe('BALANCE_LIMIT')
    expect((await call('GET', `/v1/sessions/${id}`, { token })).body.balance).toBe(100)
    // A refused reference moved nothing, so it may be used again.
    expect((await transfer(id, 'debit', 100, 'wd-x')).status).toBe(201)
  })

  it('needs the operator key, a valid body and a real session id', async () => {
    const { id, token } = await openSession()
    const body = { amount: 5, reference: 'r' }
    expect((await call('POST', op(id, 'credit'), { body })).status).toBe(401)
    expect((await call('POST', op(id, 'credit'), { body, token })).status).toBe(401)
    for (const bad of [
      { amount: 0, reference: 'r' },
      { amount: 5 },
      { amount: 5, reference: 'a b' },
    ]) {
      const res = await call('POST', op(id, 'credit'), { body: bad, token: OPERATOR_KEY })
      expect(res.status, JSON.stringify(bad)).toBe(400)
    }
    const fake = await call('POST', op('0'.repeat(64), 'credit'), { body, token: OPERATOR_KEY })
    expect(fake.status).toBe(404)
  })
})

describe('closing a session', () => {
  it('is refused while a round is open, then reveals the seeds and states opening + credits - debits + net', async () => {
    const session = await openSession({ balance: 1000, clientSeed: 'closing' })
    await transfer(session.id, 'credit', 200, 'in')
    const rand = seeded(3)
    const receipts: Loose[] = []
    for (let i = 0; i < 4; i++) {
      const bodies = await playWithBot(
        session,
        { game: 'zero', wagers: { zero: 10 } },
        rand,
        chooseAction,
      )
      receipts.push(bodies.at(-1).receipt)
    }
    await transfer(session.id, 'debit', 50, 'out')
    let open: Loose
    do {
      open = (
        await call('POST', `/v1/sessions/${session.id}/deal`, {
          body: { game: 'zero', wagers: { zero: 10 } },
          token: session.token,
        })
      ).body
    } while (open.round.status === 'settled')
    const refused = await call('POST', op(session.id, 'close'), { token: OPERATOR_KEY })
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe('ROUND_OPEN')
    const bodies = await (async () => {
      let body = open
      while (body.round.status !== 'settled') {
        body = (
          await call('POST', `/v1/sessions/${session.id}/rounds/${body.round.id}/act`, {
            body: { action: chooseAction(body.round, rand) },
            token: session.token,
          })
        ).body
      }
      return body
    })()
    expect(bodies.round.status).toBe('settled')

    const closed = await call('POST', op(session.id, 'close'), { token: OPERATOR_KEY })
    expect(closed.status).toBe(200)
    const s = closed.body.statement
    expect(s.opening).toBe(1000)
    expect(s.credits).toBe(200)
    expect(s.debits).toBe(50)
    const got = await call('GET', `/v1/sessions/${session.id}`, { token: session.token })
    expect(s.balance).toBe(got.body.balance)
    expect(s.balance).toBe(s.opening + s.credits - s.debits + s.net)
    expect(s.net).toBe(s.returned - s.staked)
    expect(closed.body.revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/)
    expect((await call('POST', op(session.id, 'close'), { token: OPERATOR_KEY })).body).toEqual(
      closed.body,
    )

    // Every receipt now carries the server seed and verifies; the session takes nothing more.
    const page = await call('GET', op(session.id, 'rounds'), { token: OPERATOR_KEY })
    expect(page.body.rounds.length).toBeGreaterThanOrEqual(5)
    for (const r of page.body.rounds) {
      expect(r.receipt.serverSeed).toBe(closed.body.revealed.serverSeed)
      expect((await verifyRound(r.receipt)).valid).toBe(true)
    }
    const deal = await call('POST', `/v1/sessions/${session.id}/deal`, {
      body: { game: 'zero', wagers: { zero: 10 } },
      token: session.token,
    })
    expect(deal.status).toBe(409)
    expect(deal.body.error.code).toBe('SESSION_CLOSED')
    expect((await transfer(session.id, 'credit', 5, 'late')).body.error.code).toBe('SESSION_CLOSED')
  })
})

describe('audit pages', () => {
  it('list the ledger and the rounds a page at a time, every entry once', async () => {
    const session = await openSession({ balance: 1000 })
    const rand = seeded(9)
    for (let i = 0; i < 5; i++)
      await playWithBot(session, { game: 'zero', wagers: { zero: 5 } }, rand, chooseAction)
    const seen: number[] = []
    let after = 0
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(20)
      const res = await call('GET', `${op(session.id, 'ledger')}?after=${after}&limit=3`, {
        token: OPERATOR_KEY,
      })
      expect(res.status).toBe(200)
      seen.push(...res.body.entries.map((e: Loose) => e.seq))
      if (res.body.next === null) break
      after = res.body.next
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(new Set(seen).size).toBe(seen.length)
    const all = await call('GET', `${op(session.id, 'ledger')}?limit=200`, { token: OPERATOR_KEY })
    expect(all.body.entries.map((e: Loose) => e.seq)).toEqual(seen)
    const rounds = await call('GET', `${op(session.id, 'rounds')}?limit=2`, { token: OPERATOR_KEY })
    expect(rounds.body.rounds.map((r: Loose) => r.id)).toEqual(['0-0', '0-1'])
    expect(rounds.body.rounds[0].receipt.serverSeed).toBeUndefined()
    for (const q of ['limit=0', 'limit=201', 'after=-1', 'other=1']) {
      expect(
        (await call('GET', `${op(session.id, 'ledger')}?${q}`, { token: OPERATOR_KEY })).status,
        q,
      ).toBe(400)
    }
  })
})
