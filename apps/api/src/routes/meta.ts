import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { openApiJson } from '../openapi.ts'

/** `/health` and `/openapi.json` (`/` is the page, served from the static assets). */
export const metaRoutes = new Hono<AppEnv>()
  .get('/health', (c) => c.json({ ok: true }))
  .get('/openapi.json', (c) =>
    c.body(openApiJson(c.env), 200, { 'Content-Type': 'application/json; charset=utf-8' }),
  )
