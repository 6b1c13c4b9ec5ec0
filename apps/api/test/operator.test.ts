import { verifyRound } from '@felt/fair'
import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import type { Receipt, RoundBody } from '../src/wire.ts'
import { client, errorOf } from './client.ts'
import { call, OPERATOR_KEY, openSession, playWithBot } from './helpers.ts'

const op = (id: string, what: string) => `/v1/operator/sessions/${id}/${what}`
const operator = client(OPERATOR_KEY).v1.operator.sessions[':id']

function transfer(id: string, kind: 'credit' | 'debit', amount: number, reference: string) {
  return operator[kind].$post({ param: { id }, json: { amount, reference } })
}

async function balanceOf(id: string, token: string): Promise<number> {
  const res = await client(token).v1.sessions[':id'].$get({ param: { id } })
  if (res.status !== 200) throw new Error(`get: ${res.status}`)
  return (await res.json()).balance
}

describe('operator transfers', () => {
  it('credit and debit under a reference, once: a retry answers the same entry, another amount 409', async () => {
    const { id, token } = await openSession({ balance: 100 })
    const credit = await transfer(id, 'credit', 50, 'dep-1')
    expect(credit.status).toBe(201)
    const credited = await credit.json()
    expect(credited).toMatchObject({
      transfer: { reference: 'dep-1', amount: 50, balance: 150 },
      balance: 150,
    })
    const again = await transfer(id, 'credit', 50, 'dep-1')
    expect(again.status).toBe(200)
    expect((await again.json()).transfer).toEqual(credited.transfer)
    const reused = await transfer(id, 'debit', 50, 'dep-1')
    expect(reused.status).toBe(409)
    expect((await errorOf(reused)).code).toBe('REFERENCE_REUSED')
    const debit = await transfer(id, 'debit', 30, 'wd-1')
    expect(await debit.json()).toMatchObject({
      transfer: { amount: -30, balance: 120 },
      balance: 120,
    })
    expect(await balanceOf(id, token)).toBe(120)
  })

  it('refuses a debit over the balance and a credit past MAX_BALANCE with 422, balance untouched', async () => {
    const { id, token } = await openSession({ balance: 100 })
    const over = await transfer(id, 'debit', 101, 'wd-x')
    expect(over.status).toBe(422)
    expect((await errorOf(over)).code).toBe('INSUFFICIENT_BALANCE')
    const rich = await transfer(id, 'credit', 1_000_000, 'dep-x')
    expect(rich.status).toBe(422)
    expect((await errorOf(rich)).code).toBe('BALANCE_LIMIT')
    expect(await balanceOf(id, token)).toBe(100)
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
    const receipts: Receipt[] = []
    for (let i = 0; i < 4; i++) {
      const bodies = await playWithBot(
        session,
        { game: 'zero', wagers: { zero: 10 } },
        rand,
        chooseAction,
      )
      receipts.push(bodies.at(-1)!.receipt!)
    }
    await transfer(session.id, 'debit', 50, 'out')
    const player = client(session.token).v1.sessions[':id']
    const param = { id: session.id }
    const deal = () => player.deal.$post({ param, json: { game: 'zero', wagers: { zero: 10 } } })
    let open: RoundBody
    do {
      const res = await deal()
      if (res.status !== 201) throw new Error(`deal: ${res.status}`)
      open = await res.json()
    } while (open.round.status === 'settled')
    const refused = await operator.close.$post({ param })
    expect(refused.status).toBe(409)
    expect((await errorOf(refused)).code).toBe('ROUND_OPEN')
    let body = open
    while (body.round.status !== 'settled') {
      const res = await player.rounds[':nonce'].act.$post({
        param: { ...param, nonce: body.round.id },
        json: { action: chooseAction(body.round, rand) as never },
      })
      if (res.status !== 200) throw new Error(`act: ${res.status}`)
      body = await res.json()
    }

    const closing = await operator.close.$post({ param })
    if (closing.status !== 200) throw new Error(`close: ${closing.status}`)
    const closed = await closing.json()
    const s = closed.statement
    expect(s.opening).toBe(1000)
    expect(s.credits).toBe(200)
    expect(s.debits).toBe(50)
    expect(s.balance).toBe(await balanceOf(session.id, session.token))
    expect(s.balance).toBe(s.opening + s.credits - s.debits + s.net)
    expect(s.net).toBe(s.returned - s.staked)
    expect(closed.revealed.serverSeed).toMatch(/^[0-9a-f]{64}$/)
    expect(await (await operator.close.$post({ param })).json()).toEqual(closed)

    // Every receipt now carries the server seed and verifies; the session takes nothing more.
    const page = await operator.rounds.$get({ param, query: {} })
    if (page.status !== 200) throw new Error(`rounds: ${page.status}`)
    const { rounds } = await page.json()
    expect(rounds.length).toBeGreaterThanOrEqual(5)
    for (const r of rounds) {
      expect(r.receipt?.serverSeed).toBe(closed.revealed.serverSeed)
      expect((await verifyRound(r.receipt!)).valid).toBe(true)
    }
    const late = await deal()
    expect(late.status).toBe(409)
    expect((await errorOf(late)).code).toBe('SESSION_CLOSED')
    expect((await errorOf(await transfer(session.id, 'credit', 5, 'late'))).code).toBe(
      'SESSION_CLOSED',
    )
  })
})

describe('audit pages', () => {
  it('list the ledger and the rounds a page at a time, every entry once', async () => {
    const session = await openSession({ balance: 1000 })
    const rand = seeded(9)
    for (let i = 0; i < 5; i++)
      await playWithBot(session, { game: 'zero', wagers: { zero: 5 } }, rand, chooseAction)
    const param = { id: session.id }
    const ledger = async (query: { after?: string; limit?: string }) => {
      const res = await operator.ledger.$get({ param, query })
      if (res.status !== 200) throw new Error(`ledger: ${res.status}`)
      return res.json()
    }
    const seen: number[] = []
    let after = 0
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(20)
      const page = await ledger({ after: String(after), limit: '3' })
      seen.push(...page.entries.map((e) => e.seq))
      if (page.next === null) break
      after = page.next
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(new Set(seen).size).toBe(seen.length)
    expect((await ledger({ limit: '200' })).entries.map((e) => e.seq)).toEqual(seen)
    const res = await operator.rounds.$get({ param, query: { limit: '2' } })
    if (res.status !== 200) throw new Error(`rounds: ${res.status}`)
    const { rounds } = await res.json()
    expect(rounds.map((r) => r.id)).toEqual(['0-0', '0-1'])
    expect(rounds[0]!.receipt?.serverSeed).toBeUndefined()
    // Malformed queries, which the typed client does not build: sent as they are.
    for (const q of ['limit=0', 'limit=201', 'after=-1', 'other=1', 'limit=3&limit=4']) {
      expect(
        (await call('GET', `${op(session.id, 'ledger')}?${q}`, { token: OPERATOR_KEY })).status,
        q,
      ).toBe(400)
    }
  })
})
