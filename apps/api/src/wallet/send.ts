import { signature } from '../notify.ts'
import { type CallType, type Outcome, outcomeOf } from './protocol.ts'

/** Where and how a wallet call goes (`WalletConfig` with its URL and secret set). */
export interface WalletTarget {
  readonly url: string
  readonly secret: string
  readonly timeoutMs: number
}

/**
 * POSTs one call to the operator's wallet, signed as the notifications are (Standard Webhooks:
 * `webhook-id` is the transaction id, the same on every attempt; `webhook-timestamp` this
 * attempt's, Unix seconds; `webhook-signature` over "<id>.<timestamp>.<body>" under
 * WALLET_SECRET), and reads what its answer means (`outcomeOf`). No answer within
 * `timeoutMs`, or none at all, leaves the outcome unknown.
 */
export async function callWallet(
  target: WalletTarget,
  type: CallType,
  id: string,
  body: string,
): Promise<Outcome> {
  try {
    const timestamp = Math.floor(Date.now() / 1000)
    const res = await fetch(target.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': await signature(target.secret, id, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(target.timeoutMs),
    })
    return outcomeOf(type, res.status, (await res.text()).slice(0, 4096))
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError'
    const error = timedOut
      ? `no answer within ${target.timeoutMs} ms`
      : err instanceof Error
        ? err.message
        : String(err)
    return { kind: 'unknown', error }
  }
}
