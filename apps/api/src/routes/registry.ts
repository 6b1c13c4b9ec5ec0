import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { operatorAuth } from '../auth.ts'
import { registry } from '../registry/registry-do.ts'
import { describeRoute } from '../route-doc.ts'
import { SessionsPageSchema, SessionsQuerySchema } from '../schemas/registry.ts'
import { queryParams } from '../validate.ts'
import { PAGE_QUERY } from './operator.ts'

/** `GET /v1/operator/sessions`: the operator's list of sessions, a page at a time. */
export const registryRoutes = new Hono<AppEnv>().get(
  '/v1/operator/sessions',
  describeRoute({
    summary:
      'Every session in the order opened, a page at a time: opening balance, and once closed when, why and the final balance.',
    auth: 'operator-only',
    query: { ...PAGE_QUERY, status: '`open` or `closed`: only those (default: all).' },
    ok: { status: 200, description: 'Sessions and the next cursor.', schema: SessionsPageSchema },
    errors: [400, 401, 503],
  }),
  operatorAuth,
  queryParams(SessionsQuerySchema),
  async (c) => {
    const { after, limit, status } = c.req.valid('query')
    return c.json(await registry(c.env).page(after, limit, status), 200)
  },
)
