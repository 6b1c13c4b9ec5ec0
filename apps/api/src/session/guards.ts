import { ApiError, roundNotFound } from '../errors.ts'
import type { RoundRow } from './rows.ts'
import type { SessionStore } from './store.ts'

const encoder = new TextEncoder()

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = encoder.encode(a)
  const y = encoder.encode(b)
  if (x.byteLength !== y.byteLength) return false
  return crypto.subtle.timingSafeEqual(x, y)
}

/** 409 `ROUND_OPEN` while the session has an open round. */
export function refuseOpenRounds(store: SessionStore, what: string): void {
  const open = store.openRounds()
  if (open.length > 0) {
    throw new ApiError('ROUND_OPEN', `settle the open rounds before you ${what}`, {
      openRounds: open.map((r) => `${r.seed}-${r.nonce}`),
    })
  }
}

/** The open round `ref`: 404 when there is none, 409 `ROUND_SETTLED` when it is settled. */
export function openRound(store: SessionStore, ref: string): RoundRow {
  const row = store.round(ref)
  if (!row) throw roundNotFound()
  if (row.status === 'settled') {
    throw new ApiError('ROUND_SETTLED', 'the round is already settled')
  }
  return row
}
