/**
 * A settlement-notification receiver on 127.0.0.1 for the end-to-end run: it checks each POST
 * with the reference library of Standard Webhooks (`webhook-signature` over
 * "<webhook-id>.<webhook-timestamp>.<raw body>" under the `whsec_` secret), answers 204 and
 * keeps the events, deduplicated by `webhook-id`.
 */
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { Webhook } from 'standardwebhooks'

/** One received notification. */
export interface Notification {
  readonly delivery: string
  readonly validSignature: boolean
  // biome-ignore lint/suspicious/noExplicitAny: events are read loosely
  readonly event: any
}

/** A running receiver. */
export interface Receiver {
  readonly url: string
  readonly received: Notification[]
  /** Resolves once `done(received)` holds, or rejects after `ms`. */
  waitFor(done: (received: Notification[]) => boolean, ms: number): Promise<void>
  close(): Promise<void>
}

/** Whether a delivery (its raw body and headers) verifies under the `whsec_` secret. */
export function checkSignature(
  secret: string,
  headers: IncomingHttpHeaders,
  body: string,
): boolean {
  const given: Record<string, string> = {}
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
    given[name] = String(headers[name] ?? '')
  }
  try {
    new Webhook(secret).verify(body, given)
    return true
  } catch {
    return false
  }
}

/** Starts a receiver on a free port of 127.0.0.1. */
export async function startReceiver(secret: string): Promise<Receiver> {
  const received: Notification[] = []
  const seen = new Set<string>()
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const delivery = String(req.headers['webhook-id'] ?? '')
      if (!seen.has(delivery)) {
        seen.add(delivery)
        const validSignature = checkSignature(secret, req.headers, body)
        received.push({ delivery, validSignature, event: JSON.parse(body) })
      }
      res.writeHead(204).end()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return {
    url: `http://127.0.0.1:${address.port}/felt-events`,
    received,
    async waitFor(done, ms) {
      const deadline = Date.now() + ms
      while (!done(received)) {
        if (Date.now() > deadline)
          throw new Error(`notifications: ${received.length} received in ${ms} ms`)
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
