import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { operatorAuth } from '../auth.ts'
import { registry } from '../registry/registry-do.ts'
import { SessionsQuerySchema } from '../schemas/registry.ts'
import { query } from './operator.ts'

/** `GET /v1/operator/sessions`: the operator's list of sessions, a page at a time. */
export const registryRoutes = new Hono<AppEnv>().get(
  '/v1/operator/sessions',
  operatorAuth,
  async (c) => {
    const { after, limit, status } = query(SessionsQuerySchema, c.req.query())
    return c.json(await registry(c.env).page(after, limit, status), 200)
  },
)
