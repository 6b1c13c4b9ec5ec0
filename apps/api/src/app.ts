import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from './app-env.ts'
import { drainBody } from './drain.ts'
import { errorReply, notFound, problem, send } from './errors.ts'
import { gameRoutes } from './routes/games.ts'
import { metaRoutes } from './routes/meta.ts'
import { roundRoutes } from './routes/rounds.ts'
import { sessionRoutes } from './routes/sessions.ts'

/** The largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024

/** The Felt API: a Hono app; sessions live in `SessionObject` Durable Objects. */
export const app: Hono<AppEnv> = new Hono<AppEnv>()

app.use('*', drainBody)
app.use(
  '*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      send(c, problem(413, 'PAYLOAD_TOO_LARGE', `the body exceeds ${MAX_BODY_BYTES} bytes`)),
  }),
)
app.route('/', metaRoutes)
app.route('/', gameRoutes)
app.route('/', sessionRoutes)
app.route('/', roundRoutes)
app.notFound(notFound)
app.onError((err, c) => {
  if (err instanceof HTTPException) {
    const code = err.status === 400 ? 'INVALID_JSON' : 'BAD_REQUEST'
    return send(c, problem(err.status, code, err.message || 'bad request'))
  }
  return send(c, errorReply(err))
})
