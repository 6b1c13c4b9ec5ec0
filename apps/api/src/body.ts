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
 * within the limit is handed on buffered, so early answers (401, 404) need no drain either.
 */
export function readBody(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw
    if (!raw.body) return next()
    const reader = raw.body.getReader()
    const declared = Number(raw.headers.get('content-length') ?? Number.NaN)
    if (declared > maxBytes) {
      await discard(reader)
      return tooLarge(c)
    }
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await discard(reader)
        return tooLarge(c)
      }
      chunks.push(value)
    }
    const body = new Uint8Array(size)
    let at = 0
    for (const chunk of chunks) {
      body.set(chunk, at)
      at += chunk.byteLength
    }
    c.req.raw = new Request(raw, { body })
    return next()
  }
}
