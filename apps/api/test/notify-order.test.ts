import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import type { SessionObject } from '../src/session-do.ts'
import { client } from './client.ts'
import { OPERATOR_KEY, openSession, playWithBot } from './helpers.ts'
import { outbox, received, stub, until } from './outbox.ts'

const ZERO = { game: 'zero', wagers: { zero: 5 } }

/** Plays one round of Zero; its id. */
async function play(session: { id: string; token: string }, seed: number): Promise<string> {
  return (await playWithBot(session, ZERO, seeded(seed), chooseAction)).at(-1)!.round.id
}

/** Tells the test receiver to refuse (503) every attempt of a delivery, or no longer. */
async function receiver(what: 'hold' | 'release', webhookId: string): Promise<void> {
  await fetch(`http://notify.test/${what}`, { method: 'POST', body: webhookId })
}

describe('notification order', () => {
  it('numbers each session’s notifications 1, 2, 3... in the signed body, from SQLite', async () => {
    const session = await openSession({ clientSeed: 'notify-seq' })
    await play(session, 1)
    await play(session, 2)
    // The object forgets what it keeps in memory, as a restarted one would: the next number
    // comes from its SQLite outbox.
    await runInDurableObject(stub(session.id), (o) => (o as unknown as SessionObject).forget())
    await play(session, 3)
    const close = client(OPERATOR_KEY).v1.operator.sessions[':id'].close
    expect((await close.$post({ param: { id: session.id } })).status).toBe(200)
    const rows = await until(session.id, (r) => r.length === 4 && r.every((x) => x.delivered_at))
    const got = await received(session.id)
    expect(got.map((r) => r.body.seq)).toEqual([1, 2, 3, 4])
    expect(got.map((r) => r.type)).toEqual([...Array(3).fill('round.settled'), 'session.closed'])
    expect(got.map((r) => r.id)).toEqual([1, 2, 3, 4].map((n) => `${session.id}:${n}`))
    expect(rows.map((r) => JSON.parse(r.body).seq)).toEqual(rows.map((r) => r.seq))
    // Per session: another session starts at 1.
    const other = await openSession({ clientSeed: 'notify-seq-other' })
    await play(other, 4)
    await until(other.id, (r) => r[0]?.delivered_at != null)
    expect((await received(other.id)).map((r) => r.body.seq)).toEqual([1])
  })

  it('after a failed delivery is retried, a receiver orders the notifications by seq', async () => {
    const session = await openSession({ clientSeed: 'notify-order' })
    await receiver('hold', `${session.id}:1`)
    const first = await play(session, 5)
    await until(session.id, (r) => r[0]?.attempts >= 1)
    // The later notifications are delivered while the first one waits for its retry.
    const later = [await play(session, 6), await play(session, 7)]
    await until(session.id, (r) => r.length === 3 && r[1].delivered_at && r[2].delivered_at)
    await receiver('release', `${session.id}:1`)
    // The back-off has passed: the retry is due, and the alarm runs now.
    await runInDurableObject(stub(session.id), (_o, state) => {
      state.storage.sql.exec('UPDATE outbox SET next_at = ? WHERE seq = 1', Date.now())
    })
    await runDurableObjectAlarm(stub(session.id))
    await until(session.id, (r) => r[0].delivered_at != null)
    const got = await received(session.id)
    // Out of order as they arrived; in order by seq.
    expect(got.map((r) => r.body.round)).toEqual([...later, first])
    const bySeq = [...got].sort((a, b) => a.body.seq - b.body.seq)
    expect(bySeq.map((r) => r.body.seq)).toEqual([1, 2, 3])
    expect(bySeq.map((r) => r.body.round)).toEqual([first, ...later])
    expect((await outbox(session.id)).map((r) => r.attempts)).toEqual([expect.any(Number), 1, 1])
  })
})
