import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { SessionObject } from '../src/session-do.ts'
import type { RoundBody } from '../src/wire.ts'
import { client, errorOf, ok } from './client.ts'
import { openSession } from './helpers.ts'

type Session = { id: string; token: string }

const api = (session: Session) => client(session.token).v1.sessions[':id']

async function ledgerSum(id: string): Promise<number> {
  const stub = env.SESSIONS.get(env.SESSIONS.idFromName(id)) as DurableObjectStub<SessionObject>
  const entries = await runInDurableObject(stub, (o) =>
    (o as unknown as SessionObject).ledgerEntries(),
  )
  return entries.reduce((sum, e) => sum + e.amount, 0)
}

// The session object keeps its session row, seeds and open-round count in memory; a change that
// fails after writing is rolled back in SQLite, and must be in memory too.
describe('what the session object keeps in memory', () => {
  it('follows a rolled-back settle: the balance is the stored one, and the round settles later', async () => {
    const session = await openSession({ balance: 1000 })
    const param = { id: session.id }
    // Two boxes of Caribbean Stud: raising the first debits its raise and leaves the second open.
    let dealt: RoundBody
    do {
      dealt = await ok(
        await api(session).deal.$post({
          param,
          json: { game: 'stud-poker', ruleset: 'caribbean-stud', wagers: { ante: 5 }, boxes: 2 },
        }),
        201,
      )
    } while (dealt.round.status === 'settled')
    // The legal action also shows the raise's amount, which an action does not carry.
    const play = dealt.round.legalActions.find((a) => (a as { type: string }).type === 'play')
    expect(play).toBeDefined()
    const raise = { type: 'play', box: (play as { box: number }).box }
    const round = { ...param, nonce: dealt.round.id }
    const settle = (actions: unknown[]) =>
      api(session).rounds[':nonce'].settle.$post({ param: round, json: { actions } })

    const incomplete = await settle([raise])
    expect(incomplete.status).toBe(409)
    expect((await errorOf(incomplete)).code).toBe('ROUND_INCOMPLETE')
    const after = await ok(await api(session).$get({ param }))
    expect(after.balance).toBe(dealt.balance)
    expect(after.balance).toBe(await ledgerSum(session.id))
    expect(after.openRounds).toHaveLength(1)

    const finished = await ok(await settle([raise, { type: 'fold', box: raise.box === 0 ? 1 : 0 }]))
    expect(finished.round.status).toBe('settled')
    expect(finished.balance).toBe(await ledgerSum(session.id))
    const ledger = finished.receipt!.ledger!
    expect(ledger[0]!.balance - ledger[0]!.amount).toBe(1000)
    expect((await ok(await api(session).$get({ param }))).openRounds).toHaveLength(0)
  })
})
