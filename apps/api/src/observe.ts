import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env.ts'

const REQUEST_ID = /^[\x21-\x7e]{1,100}$/

/**
 * One JSON log line per request, with a request id: the caller's `X-Request-Id` when it is
 * 1-100 visible ASCII characters, else a new UUID, echoed in the `X-Request-Id` header.
 * Fields: `msg`, `requestId`, `method`, `route` (the pattern, so session ids stay out of the
 * logs), `status`, `ms`, and `code` for an error answer. Workers Logs indexes JSON fields.
 * With `REQUEST_LOG` set to `errors`, only answers of 400 and above are logged.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const errorsOnly = c.env.REQUEST_LOG === 'errors'
  const given = c.req.header('X-Request-Id')
  const requestId = given !== undefined && REQUEST_ID.test(given) ? given : crypto.randomUUID()
  c.set('requestId', requestId)
  const started = Date.now()
  await next()
  c.res.headers.set('X-Request-Id', requestId)
  const status = c.res.status
  if (errorsOnly && status < 400) return
  const line: Record<string, unknown> = {
    msg: 'request',
    requestId,
    method: c.req.method,
    route: c.req.routePath,
    status,
    ms: Date.now() - started,
  }
  if (status >= 400) {
    try {
      line.code = ((await c.res.clone().json()) as { error?: { code?: string } }).error?.code
    } catch {
      // Not a JSON problem (a static asset's 404).
    }
  }
  const text = JSON.stringify(line)
  if (status >= 500) console.error(text)
  else console.log(text)
}
