// The notification receiver of the workerd tests, run by Miniflare in Node as the Worker's
// outbound service (vitest.config.ts): every fetch the Worker makes comes here. POST /hook
// records a delivery and checks its signature with the reference library of Standard Webhooks;
// GET /received lists them. A delivery of a session whose client seed starts with "flaky" is
// answered 503 on its first attempt; one whose webhook-id was held (POST /hold, the id as the
// body) on every attempt until it is released (POST /release).

import { Webhook } from 'standardwebhooks'

/** The NOTIFY_SECRET the tests bind: `whsec_` and the base64 of 32 bytes. */
export const TEST_NOTIFY_SECRET = 'whsec_ZmVsdC10ZXN0LW5vdGlmeS1zZWNyZXQtMzItYnl0ZXM='

interface Received {
  readonly id: string
  readonly type: string
  readonly valid: boolean
  readonly body: unknown
  /** The raw body and the request's headers (lowercase names), as they came. */
  readonly text: string
  readonly headers: Record<string, string>
}

const received: Received[] = []
const refused = new Set<string>()
const held = new Set<string>()

/** Whether the delivery verifies with the reference library of Standard Webhooks. */
function validSignature(headers: Headers, body: string): boolean {
  try {
    new Webhook(TEST_NOTIFY_SECRET).verify(body, Object.fromEntries(headers))
    return true
  } catch {
    return false
  }
}

/** Miniflare's outbound service. */
export async function receiver(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (request.method === 'GET' && url.pathname === '/received') return Response.json(received)
  if (request.method === 'POST' && (url.pathname === '/hold' || url.pathname === '/release')) {
    const id = await request.text()
    if (url.pathname === '/hold') held.add(id)
    else held.delete(id)
    return new Response(null, { status: 204 })
  }
  if (request.method !== 'POST' || url.pathname !== '/hook')
    return new Response(null, { status: 404 })
  const text = await request.text()
  const id = request.headers.get('webhook-id') ?? ''
  if (held.has(id)) return new Response('held', { status: 503 })
  if (text.includes('"clientSeed":"flaky') && !refused.has(id)) {
    refused.add(id)
    return new Response('try again', { status: 503 })
  }
  const body = JSON.parse(text) as { type: string }
  received.push({
    id,
    type: body.type,
    valid: validSignature(request.headers, text),
    body,
    text,
    headers: Object.fromEntries(request.headers),
  })
  return new Response(null, { status: 204 })
}
