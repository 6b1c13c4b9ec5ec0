// The notification receiver of the workerd tests, run by Miniflare in Node as the Worker's
// outbound service (vitest.config.ts): every fetch the Worker makes comes here. POST /hook
// records a delivery and checks its signature; GET /received lists them. A delivery of a
// session whose client seed starts with "flaky" is answered 503 on its first attempt.

/** The NOTIFY_SECRET the tests bind. */
export const TEST_NOTIFY_SECRET = 'test-notify-secret'

interface Received {
  readonly id: string
  readonly type: string
  readonly valid: boolean
  readonly body: unknown
}

const received: Received[] = []
const refused = new Set<string>()

async function validSignature(header: string, body: string): Promise<boolean> {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)
  if (!m) return false
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(TEST_NOTIFY_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  )
  const mac = new Uint8Array(m[2]!.match(/../g)!.map((h) => Number.parseInt(h, 16)))
  return crypto.subtle.verify('HMAC', key, mac, encoder.encode(`${m[1]}.${body}`))
}

/** Miniflare's outbound service. */
export async function receiver(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (request.method === 'GET' && url.pathname === '/received') return Response.json(received)
  if (request.method !== 'POST' || url.pathname !== '/hook')
    return new Response(null, { status: 404 })
  const text = await request.text()
  const id = request.headers.get('Felt-Delivery') ?? ''
  if (text.includes('"clientSeed":"flaky') && !refused.has(id)) {
    refused.add(id)
    return new Response('try again', { status: 503 })
  }
  const body = JSON.parse(text) as { type: string }
  received.push({
    id,
    type: body.type,
    valid: await validSignature(request.headers.get('Felt-Signature') ?? '', text),
    body,
  })
  return new Response(null, { status: 204 })
}
