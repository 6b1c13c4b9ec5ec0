import type { Context, MiddlewareHandler } from 'hono'

/** The largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024

async function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    for (;;) if ((await reader.read()).done) return
  } catch {
    // A body that fails to arrive changes nothing about the answer.
  }
}

/**
 * Reads every request body to its end before anything answers, and answers a body over
 * `maxBytes` with `tooLarge` once the rest has been read and discarded. A body left unread
 * breaks the connection it came on: behind `wrangler dev` the next request of any client
 * hung (its dev proxy waits for the rest), and workerd itself reset the sender of a chunked
 * body instead of sending the 413. Reading costs bandwidth, not CPU; on Cloudflare the edge
 * caps a request body (100 MB on the Free and Pro plans), so the read is bounded. A body
 * within the limit is handed on buffered in Hono's body cache (`c.req.text()`, `json()`,
 * `arrayBuffer()` answer from it), so early answers (401, 404) need no drain either; read it
 * through `c.req`, not `c.req.raw`, whose stream is used up.
 */
export function readBody(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw
    if (!raw.body) return next()
    const declared = Number(raw.headers.get('content-length') ?? Number.NaN)
    if (declared > maxBytes) {
      await discard(raw.body.getReader())
      return tooLarge(c)
    }
    // A declared length bounds the body (HTTP framing), so it is read in one call; a chunked
    // body is read piece by piece and stopped at the limit.
    const body = declared >= 0 ? await raw.arrayBuffer() : await readUpTo(raw.body, maxBytes)
    if (body === undefined || body.byteLength > maxBytes) return tooLarge(c)
    // Hono keeps promises there (as its own validator does for form data); its type says values.
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>
    cache.arrayBuffer = Promise.resolve(body)
    cache.text = Promise.resolve(decoder.decode(body))
    return next()
  }
}

const decoder = new TextDecoder()

/** The whole body, or undefined (the rest read and discarded) once it passes `maxBytes`. */
async function readUpTo(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<ArrayBuffer | undefined> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await discard(reader)
      return undefined
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body.buffer
}
