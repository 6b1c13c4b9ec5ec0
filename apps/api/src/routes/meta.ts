import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { openApiJson } from '../openapi.ts'
import { HOME_PAGE } from './home-page.ts'

/** `/`, `/health` and `/openapi.json`. */
export const metaRoutes: Hono<AppEnv> = new Hono<AppEnv>()
  .get('/', (c) => c.html(HOME_PAGE))
  .get('/health', (c) => c.json({ ok: true }))
  .get('/openapi.json', (c) =>
    c.body(openApiJson(), 200, { 'Content-Type': 'application/json; charset=utf-8' }),
  )
