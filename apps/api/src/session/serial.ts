import { ApiError } from '../errors.ts'
import { failed, ok, type Result } from '../result.ts'
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
export function storedReply<T>(
  store: SessionStore,
  idem: Idempotency | undefined,
): { value: T } | undefined {
  if (idem === undefined) return undefined
  const stored = store.storedReply(idem.key)
  if (!stored) return undefined
  if (stored.fingerprint !== idem.fingerprint) {
    throw new ApiError(
      'IDEMPOTENCY_KEY_REUSED',
      'this Idempotency-Key was used for another request',
    )
  }
  return { value: JSON.parse(stored.body) as T }
}

/** Stores a successful reply under its Idempotency-Key (inside the request's transaction). */
export function keepReply(
  store: SessionStore,
  idem: Idempotency | undefined,
  value: unknown,
): void {
  if (idem !== undefined) store.storeReply(idem.key, idem.fingerprint, value, Date.now())
}

/**
 * One request at a time: each task starts when the one before has finished (a shuffle or a
 * hash awaits Web Crypto, so without it two requests could interleave), and whatever a task
 * throws becomes its failed result.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve()

  /** Runs `task` after every task queued before it. */
  run<T>(task: () => T | Promise<T>): Promise<Result<T>> {
    const run = this.tail.then(async (): Promise<Result<T>> => {
      try {
        return ok(await task())
      } catch (err) {
        return failed(err)
      }
    })
    this.tail = run
    return run
  }
}
