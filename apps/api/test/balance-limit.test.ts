import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import { client, errorOf } from './client.ts'
import { fixServerSeed, OPERATOR_KEY, openSession, playWithBot } from './helpers.ts'

// MAX_BALANCE in wrangler.jsonc, which the tests run with.
const MAX_BALANCE = 1_000_000

describe('MAX_BALANCE', () => {
  it('limits the opening balance', async () => {
    const over = await client(OPERATOR_KEY).v1.sessions.$post({
      json: { balance: MAX_BALANCE + 1 },
    })
    expect(over.status).toBe(422)
    expect(await errorOf(over)).toMatchObject({
      code: 'BALANCE_LIMIT',
      details: { max: MAX_BALANCE },
    })
    expect((await openSession({ balance: MAX_BALANCE })).created.balance).toBe(MAX_BALANCE)
  })

  it('never cuts a payout: winnings take the balance past it, and play goes on', async () => {
    // Fixed seeds: the first of these sessions whose first round wins (same one every run).
    let won: { id: string; token: string; balance: number } | undefined
    for (let i = 0; !won; i++) {
      expect(i, 'a winning first round within 20 sessions').toBeLessThan(20)
      const session = await openSession({ balance: MAX_BALANCE, clientSeed: 'max-balance' })
      await fixServerSeed(session.id, `max-balance-${i}`)
      const bodies = await playWithBot(
        session,
        { game: 'zero', wagers: { zero: 500 } },
        seeded(i),
        chooseAction,
      )
      const last = bodies.at(-1)!
      if (last.receipt!.settlement.net > 0) won = { ...session, balance: last.balance }
    }
    expect(won.balance).toBeGreaterThan(MAX_BALANCE)
    const session = client(won.token).v1.sessions[':id']
    const got = await session.$get({ param: { id: won.id } })
    if (got.status !== 200) throw new Error(`get: ${got.status}`)
    expect((await got.json()).balance).toBe(won.balance)
    const next = await session.deal.$post({
      param: { id: won.id },
      json: { game: 'zero', wagers: { zero: 500 } },
    })
    expect(next.status).toBe(201)
  })
})
