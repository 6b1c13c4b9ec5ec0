import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './app-env.ts'
import { MAX_BODY_BYTES, readBody } from './body.ts'
import { errorReply, problem, routeNotFound, send } from './errors.ts'
import { requestLog } from './observe.ts'
import { gameRoutes } from './routes/games.ts'
import { metaRoutes } from './routes/meta.ts'
import { operatorRoutes } from './routes/operator.ts'
import { roundRoutes } from './routes/rounds.ts'
import { sessionRoutes } from './routes/sessions.ts'

/** The Felt API: a Hono app; sessions live in `SessionObject` Durable Objects. */
export const app: Hono<AppEnv> = new Hono<AppEnv>()

app.use('*', requestLog)
// Browsers on the origins listed in CORS_ORIGINS (comma-separated) may call the API; the
// page itself is same-origin and needs none.
app.use(
  '*',
  cors({
    origin: (origin, c) => {
      const allowed = ((c.env as AppEnv['Bindings']).CORS_ORIGINS ?? '').split(',')
      return allowed.some((o) => o.trim() === origin) ? origin : null
    },
    allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    exposeHeaders: ['X-Request-Id'],
    maxAge: 600,
  }),
)
app.use(
  '*',
  readBody(MAX_BODY_BYTES, (c) =>
    send(c, problem(413, 'PAYLOAD_TOO_LARGE', `the body exceeds ${MAX_BODY_BYTES} bytes`)),
  ),
)
app.route('/', metaRoutes)
app.route('/', gameRoutes)
app.route('/', sessionRoutes)
app.route('/', roundRoutes)
app.route('/', operatorRoutes)
app.notFound(routeNotFound)
app.onError((err, c) => {
  if (err instanceof HTTPException) {
    const code = err.status === 400 ? 'INVALID_JSON' : 'BAD_REQUEST'
    return send(c, problem(err.status, code, err.message || 'bad request'))
  }
  return send(c, errorReply(err))
})
