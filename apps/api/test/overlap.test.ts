import { verifyRound } from '@felt/fair'
import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import { call, finishWithBot, type Loose, openSession, withoutRateLimits } from './helpers.ts'

const CARIBBEAN = { game: 'stud-poker', ruleset: 'caribbean-stud', wagers: { ante: 5 } }

async function deal(session: { id: string; token: string }, body: unknown): Promise<Loose> {
  const res = await call('POST', `/v1/sessions/${session.id}/deal`, { body, token: session.token })
  if (res.status !== 201) throw new Error(`deal: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

/** Rotates the pair, then fetches each round's receipt (now with the server seed). */
async function revealed(session: { id: string; token: string }, ids: string[]): Promise<Loose[]> {
  const rotated = await call('POST', `/v1/sessions/${session.id}/rotate`, { token: session.token })
  expect(rotated.status, JSON.stringify(rotated.body)).toBe(200)
  return Promise.all(
    ids.map(async (id) => {
      const res = await call('GET', `/v1/sessions/${session.id}/rounds/${id}`, {
        token: session.token,
      })
      expect(res.status).toBe(200)
      return res.body.receipt
    }),
  )
}

async function invalid(receipts: Loose[]): Promise<string[]> {
  const reports = await Promise.all(receipts.map((r) => verifyRound(r)))
  return reports.flatMap((report, i) =>
    report.valid ? [] : [`${receipts[i].nonce}: ${report.mismatches.map((m) => m.message)}`],
  )
}

describe('receipts of overlapping rounds', () => {
  it('verify when a later round settles first (two Caribbean Stud rounds, fold the second, then the first)', async () => {
    const session = await openSession({ balance: 1000 })
    const ids: string[] = []
    while (ids.length < 2) {
      const body = await deal(session, CARIBBEAN)
      if (body.round.status !== 'settled') ids.push(body.round.id)
    }
    for (const id of [ids[1], ids[0]]) {
      const res = await call('POST', `/v1/sessions/${session.id}/rounds/${id}/act`, {
        body: { action: { type: 'fold' } },
        token: session.token,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.round.status).toBe('settled')
    }
    expect(await invalid(await revealed(session, ids))).toEqual([])
  })

  it('all 40 receipts of 4 concurrent clients on one session verify; a tampered payout still fails', () =>
    withoutRateLimits(async () => {
      const session = await openSession({ balance: 100_000 })
      const ids: string[] = []
      await Promise.all(
        Array.from({ length: 4 }, async (_, client) => {
          const rand = seeded(client + 1)
          for (let i = 0; i < 10; i++) {
            const dealt = await deal(session, CARIBBEAN)
            const bodies = await finishWithBot(session, dealt, rand, chooseAction)
            ids.push(bodies.at(-1).round.id)
          }
        }),
      )
      expect(ids).toHaveLength(40)
      const receipts = await revealed(session, ids)
      expect(await invalid(receipts)).toEqual([])

      const paid = receipts.find((r) => r.settlement.lines.some((l: Loose) => l.payout > 0))
      expect(paid).toBeDefined()
      const lines = paid.settlement.lines.map((l: Loose) =>
        l.payout > 0 ? { ...l, payout: l.payout + 1 } : l,
      )
      const tampered = {
        ...paid,
        settlement: { ...paid.settlement, lines, returned: paid.settlement.returned + 1 },
      }
      const report = await verifyRound(tampered)
      expect(report.valid).toBe(false)
      expect(report.mismatches.map((m) => m.field)).toContain('settlement.returned')
    }))
})
