import { idleMs } from '../config.ts'
import { backoff, deliver, MAX_ATTEMPTS } from '../notify.ts'
import type { SessionContext } from './context.ts'

/** POSTs every notification due now; a failure is retried after `backoff`, at most `MAX_ATTEMPTS`. */
export async function deliverDue(cx: SessionContext): Promise<void> {
  const url = cx.env.NOTIFY_URL
  const secret = cx.env.NOTIFY_SECRET
  if (!url || !secret) return
  const sessionId = cx.store.session()?.session_id
  for (const row of cx.ops.due(Date.now(), 50)) {
    const result = await deliver(url, secret, row.body, `${sessionId}:${row.seq}`)
    const now = Date.now()
    if (result.ok) cx.ops.delivered(row.seq, now)
    else {
      const attempt = row.attempts + 1
      const retryAt = attempt < MAX_ATTEMPTS ? now + backoff(attempt) : undefined
      cx.ops.failed(row.seq, result.error, now, retryAt)
    }
  }
}

/**
 * The idle policy at `now`: `close` when the session has had no money movement or round for
 * `IDLE_CLOSE_DAYS` and has no open round; else when to look again (undefined: never).
 */
export function idleCheck(cx: SessionContext, now: number): 'close' | number | undefined {
  const session = cx.store.session()
  const idle = idleMs(cx.env)
  if (!session || idle === 0 || cx.ops.closure()) return undefined
  const last = cx.ops.lastActivity() ?? session.created_at
  if (now - last < idle) return last + idle
  return cx.store.openRoundCount() > 0 ? now + idle : 'close'
}
