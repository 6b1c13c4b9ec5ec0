import { verifyRound } from '@felt/fair'
import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import type { Receipt, RoundBody } from '../src/wire.ts'
import { client } from './client.ts'
import { finishWithBot, openSession, withoutRateLimits } from './helpers.ts'

const CARIBBEAN = { game: 'stud-poker', ruleset: 'caribbean-stud', wagers: { ante: 5 } }

type Session = { id: string; token: string }

const api = (session: Session) => client(session.token).v1.sessions[':id']

async function deal(session: Session, body: unknown): Promise<RoundBody> {
  const res = await api(session).deal.$post({ param: { id: session.id }, json: body })
  if (res.status !== 201) throw new Error(`deal: ${res.status} ${await res.text()}`)
  return res.json()
}

/** Rotates the pair, then fetches each round's receipt (now with the server seed). */
async function revealed(session: Session, ids: string[]): Promise<Receipt[]> {
  const rotated = await api(session).rotate.$post({ param: { id: session.id }, json: {} })
  expect(rotated.status).toBe(200)
  return Promise.all(
    ids.map(async (nonce) => {
      const res = await api(session).rounds[':nonce'].$get({ param: { id: session.id, nonce } })
      if (res.status !== 200) throw new Error(`round: ${res.status}`)
      return (await res.json()).receipt!
    }),
  )
}

async function invalid(receipts: Receipt[]): Promise<string[]> {
  const reports = await Promise.all(receipts.map((r) => verifyRound(r)))
  return reports.flatMap((report, i) =>
    report.valid ? [] : [`${receipts[i]!.nonce}: ${report.mismatches.map((m) => m.message)}`],
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
      const res = await api(session).rounds[':nonce'].act.$post({
        param: { id: session.id, nonce: id! },
        json: { action: { type: 'fold' } },
      })
      if (res.status !== 200) throw new Error(`fold: ${res.status} ${await res.text()}`)
      expect((await res.json()).round.status).toBe('settled')
    }
    expect(await invalid(await revealed(session, ids))).toEqual([])
  })

  it('all 40 receipts of 4 concurrent clients on one session verify; a tampered payout still fails', () =>
    withoutRateLimits(async () => {
      const session = await openSession({ balance: 100_000 })
      const ids: string[] = []
      await Promise.all(
        Array.from({ length: 4 }, async (_, player) => {
          const rand = seeded(player + 1)
          for (let i = 0; i < 10; i++) {
            const dealt = await deal(session, CARIBBEAN)
            const bodies = await finishWithBot(session, dealt, rand, chooseAction)
            ids.push(bodies.at(-1)!.round.id)
          }
        }),
      )
      expect(ids).toHaveLength(40)
      const receipts = await revealed(session, ids)
      expect(await invalid(receipts)).toEqual([])

      const paid = receipts.find((r) => r.settlement.lines.some((l) => l.payout > 0))
      if (!paid) throw new Error('no receipt with a payout')
      const lines = paid.settlement.lines.map((l) =>
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
