import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './app-env.ts'
import { MAX_BODY_BYTES, readBody } from './body.ts'
import { checkConfig } from './config.ts'
import { failureOf, routeNotFound, sendFailure } from './errors.ts'
import { requestLog } from './observe.ts'
import { addressLimit } from './rate-limit.ts'
import { gameRoutes } from './routes/games.ts'
import { metaRoutes } from './routes/meta.ts'
import { operatorRoutes } from './routes/operator.ts'
import { registryRoutes } from './routes/registry.ts'
import { roundRoutes } from './routes/rounds.ts'
import { sessionRoutes } from './routes/sessions.ts'

/** The Felt API: a Hono app; sessions live in `SessionObject` Durable Objects. */
export const app: Hono<AppEnv> = new Hono<AppEnv>()

app.use('*', requestLog)
// A malformed var or secret: 500 CONFIG_INVALID, never a silent default (parsed once per isolate).
app.use('*', checkConfig)
// Browsers on the origins listed in CORS_ORIGINS (comma-separated) may call the API; the
// page itself is same-origin and needs none.
const corsHeaders = cors({
  origin: (origin, c) => {
    const allowed = ((c.env as AppEnv['Bindings']).CORS_ORIGINS ?? '').split(',')
    return allowed.some((o) => o.trim() === origin) ? origin : null
  },
  allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
  allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
  exposeHeaders: ['X-Request-Id'],
  maxAge: 600,
})
// Only a request with an Origin is a CORS request. Hono's cors sets its headers on the answer
// before there is one, which makes Hono copy the answer twice (a third of a bare request's
// CPU); the others only learn that the answer varies by Origin, in the headers it starts from.
app.use('*', (c, next) => {
  if (c.req.header('Origin') !== undefined) return corsHeaders(c, next)
  c.header('Vary', 'Origin')
  return next()
})
app.use(
  '*',
  readBody(MAX_BODY_BYTES, (c) =>
    sendFailure(c, {
      code: 'PAYLOAD_TOO_LARGE',
      message: `the body exceeds ${MAX_BODY_BYTES} bytes`,
    }),
  ),
)
app.use('/v1/*', addressLimit)
// The session limit and the failed-authentication limit are counted in `sessionAuth`, once per
// request, after the token is read (src/auth.ts).

const routes = app
  .route(
    '/',
    metaRoutes(() => app.routes),
  )
  .route('/', gameRoutes)
  .route('/', sessionRoutes)
  .route('/', roundRoutes)
  .route('/', operatorRoutes)
  .route('/', registryRoutes)

/** The routes' types, for a typed client: `hc<AppType>` (hono/client) or `testClient`. */
export type AppType = typeof routes

app.notFound(routeNotFound)
// The one place an error becomes an HTTP answer: its code's status from `ERROR_STATUS`.
app.onError((err, c) => {
  if (err instanceof HTTPException) {
    const code = err.status === 400 ? 'INVALID_JSON' : 'BAD_REQUEST'
    return sendFailure(c, { code, message: err.message || 'bad request' })
  }
  return sendFailure(c, failureOf(err))
})
