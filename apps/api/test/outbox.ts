import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type { SessionObject } from '../src/session-do.ts'
import type { Loose } from './helpers.ts'

// Loose here types the object's SQLite outbox rows and the receiver's log, not API answers.

/** The session object of an id. */
export function stub(id: string): DurableObjectStub<SessionObject> {
  return env.SESSIONS.get(env.SESSIONS.idFromName(id)) as DurableObjectStub<SessionObject>
}

/** The session's notification outbox, oldest first. */
export async function outbox(id: string): Promise<Loose[]> {
  return runInDurableObject(stub(id), (o) => (o as unknown as SessionObject).outboxRows())
}

/** What the test receiver (test/notify-receiver.ts) got for a session, in order of arrival. */
export async function received(sessionId: string): Promise<Loose[]> {
  const all = (await (await fetch('http://notify.test/received')).json()) as Loose[]
  return all.filter((r) => r.body.sessionId === sessionId)
}

/**
 * Reads `read` until its value satisfies `done`. No deadline of its own: how soon the object's
 * alarm runs depends on the machine's load, and the test's limit catches a hang.
 */
export async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read()
    if (done(value)) return value
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Waits until the outbox rows satisfy `done`; the object's alarm delivers. */
export const until = (id: string, done: (rows: Loose[]) => boolean): Promise<Loose[]> =>
  poll(() => outbox(id), done)
