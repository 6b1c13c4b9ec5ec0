import { ApiError, errorReply, type Reply } from '../errors.ts'
import type { SessionStore } from './store.ts'

/** An Idempotency-Key and the fingerprint of the request it was sent with. */
export interface Idempotency {
  readonly key: string
  readonly fingerprint: string
}

/** The idempotency of a request: its key, and the request as its fingerprint. */
export function keyed(key: string | undefined, request: unknown): Idempotency | undefined {
  return key === undefined ? undefined : { key, fingerprint: JSON.stringify(request) }
}

/**
 * The reply stored under the request's Idempotency-Key, if any.
 * @throws {ApiError} 409 `IDEMPOTENCY_KEY_REUSED` when the key came with another request.
 */
export function storedReply(store: SessionStore, idem: Idempotency | undefined): Reply | undefined {
  if (idem === undefined) return undefined
  const stored = store.storedReply(idem.key)
  if (!stored) return undefined
  if (stored.fingerprint !== idem.fingerprint) {
    throw new ApiError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'this Idempotency-Key was used for another request',
    )
  }
  return { status: stored.status, body: JSON.parse(stored.body) }
}

/** Stores a successful reply under its Idempotency-Key (inside the request's transaction). */
export function keepReply(store: SessionStore, idem: Idempotency | undefined, reply: Reply): void {
  if (idem !== undefined && reply.status < 300) {
    store.storeReply(idem.key, idem.fingerprint, reply, Date.now())
  }
}

/**
 * One request at a time: each task starts when the one before has finished (a shuffle or a
 * hash awaits Web Crypto, so without it two requests could interleave), and whatever a task
 * throws becomes its error reply.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve()

  /** Runs `task` after every task queued before it. */
  run(task: () => Reply | Promise<Reply>): Promise<Reply> {
    const run = this.tail.then(async () => {
      try {
        return await task()
      } catch (err) {
        return errorReply(err)
      }
    })
    this.tail = run
    return run
  }
}
