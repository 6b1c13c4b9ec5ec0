import { Hono } from 'hono'
import type { RouterRoute } from 'hono/types'
import type { AppEnv } from '../app-env.ts'
import { openApiJson } from '../openapi.ts'
import { describeRoute } from '../route-doc.ts'

/**
 * `/health` and `/openapi.json` (`/` is the page, served from the static assets): the document
 * of the routes `routesOf` gives (the app's, which registers these too).
 */
export function metaRoutes(routesOf: () => readonly RouterRoute[]) {
  return new Hono<AppEnv>()
    .get(
      '/health',
      describeRoute({
        summary: 'Liveness: a bare route (the load test compares against it).',
        auth: 'none',
        ok: { status: 200, description: '{ ok: true }' },
        errors: [],
      }),
      (c) => c.json({ ok: true }),
    )
    .get(
      '/openapi.json',
      describeRoute({
        summary: 'This document.',
        auth: 'none',
        ok: { status: 200, description: 'OpenAPI 3.1 document.' },
        errors: [],
      }),
      (c) =>
        c.body(openApiJson(routesOf(), c.env), 200, {
          'Content-Type': 'application/json; charset=utf-8',
        }),
    )
}
