import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import { call, OPERATOR_KEY, openSession, playWithBot } from './helpers.ts'

// MAX_BALANCE in wrangler.jsonc, which the tests run with.
const MAX_BALANCE = 1_000_000

describe('MAX_BALANCE', () => {
  it('limits the opening balance', async () => {
    const over = await call('POST', '/v1/sessions', {
      body: { balance: MAX_BALANCE + 1 },
      token: OPERATOR_KEY,
    })
    expect(over.status).toBe(422)
    expect(over.body.error).toMatchObject({ code: 'BALANCE_LIMIT', details: { max: MAX_BALANCE } })
    expect((await openSession({ balance: MAX_BALANCE })).created.balance).toBe(MAX_BALANCE)
  })

  it('never cuts a payout: winnings take the balance past it, and play goes on', async () => {
    const session = await openSession({ balance: MAX_BALANCE })
    const rand = seeded(7)
    let balance = MAX_BALANCE
    for (let round = 0; balance <= MAX_BALANCE; round++) {
      expect(round, 'a winning round within 40').toBeLessThan(40)
      const bodies = await playWithBot(
        session,
        { game: 'zero', wagers: { zero: 500 } },
        rand,
        chooseAction,
      )
      balance = bodies.at(-1).balance
    }
    expect(balance).toBeGreaterThan(MAX_BALANCE)
    const got = await call('GET', `/v1/sessions/${session.id}`, { token: session.token })
    expect(got.body.balance).toBe(balance)
    const next = await call('POST', `/v1/sessions/${session.id}/deal`, {
      body: { game: 'zero', wagers: { zero: 500 } },
      token: session.token,
    })
    expect(next.status).toBe(201)
  })
})
