import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { app } from '../src/app.ts'
import type { AppEnv } from '../src/app-env.ts'
import { documentedRoutes } from '../src/openapi.ts'
import { describeRoute } from '../src/route-doc.ts'
import { queryParams } from '../src/validate.ts'
import { call, type Loose } from './helpers.ts'

const ROUTES = documentedRoutes(app.routes)
const doc = describeRoute({
  summary: 'x',
  auth: 'none',
  ok: { status: 200, description: 'x' },
  errors: [],
})

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document of every route the app serves', async () => {
    const res = await call('GET', '/openapi.json')
    expect(res.status).toBe(200)
    expect(res.body.openapi).toBe('3.1.0')
    const documented = new Set<string>()
    for (const [path, ops] of Object.entries(res.body.paths as Record<string, object>)) {
      for (const [method, op] of Object.entries(ops as Record<string, Loose>)) {
        documented.add(`${method.toUpperCase()} ${path}`)
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0)
      }
    }
    const served = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    )
    expect([...documented].sort()).toEqual([...served].sort())
    expect(documented.size).toBe(ROUTES.length)
    const ids = Object.values(res.body.paths as Record<string, Record<string, Loose>>).flatMap(
      (ops) => Object.values(ops).map((op) => op.operationId),
    )
    expect(new Set(ids).size).toBe(ROUTES.length)
    expect(ids).toContain('postV1SessionsIdDeal')
    expect(res.body.servers.length).toBeGreaterThan(0)
  })

  it('documents the notifications as webhooks, with the Standard Webhooks headers', async () => {
    const { body } = await call('GET', '/openapi.json')
    expect(Object.keys(body.webhooks).sort()).toEqual(['round.settled', 'session.closed'])
    for (const hook of Object.values(body.webhooks as Record<string, Loose>)) {
      expect(hook.post.parameters.map((p: { name: string }) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ])
      expect(hook.post.description).toContain('Standard Webhooks')
    }
    const settled = body.webhooks['round.settled'].post.requestBody.content['application/json']
    expect(settled.schema.properties.receipt).toEqual({ $ref: '#/components/schemas/Receipt' })
    expect(settled.schema.properties.seq).toMatchObject({ type: 'integer', minimum: 1 })
    expect(body.webhooks['session.closed'].post.description).toMatch(/at least once.*order.*seq/)
  })

  it('describes request bodies from the valibot schemas', async () => {
    const { body } = await call('GET', '/openapi.json')
    const create = body.paths['/v1/sessions'].post.requestBody.content['application/json'].schema
    expect(create.properties.clientSeed).toMatchObject({
      type: 'string',
      minLength: 1,
      maxLength: 64,
    })
    expect(create.additionalProperties).toBe(false)
    const act = body.paths['/v1/sessions/{id}/rounds/{nonce}/act'].post
    expect(act.parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key')
    expect(JSON.stringify(act.requestBody)).toContain('"exchange"')
    for (const status of ['400', '401', '404', '409', '422']) {
      expect(
        act.responses[status].content['application/json'].schema.properties.error,
      ).toBeDefined()
    }
  })

  it('refuses to document an app with a route that has no describeRoute, or two', () => {
    const undocumented = new Hono()
      .get('/a', doc, (c) => c.text('a'))
      .post('/b', (c) => c.text('b'))
    expect(() => documentedRoutes(undocumented.routes)).toThrow(
      'routes without describeRoute: POST /b',
    )
    const twice = new Hono().get('/a', doc, doc, (c) => c.text('a'))
    expect(() => documentedRoutes(twice.routes)).toThrow('route documented twice: GET /a')
    const sub = new Hono().get('/c/:id', doc, (c) => c.text('c'))
    const parent = new Hono().route('/v', sub)
    parent.onError((_e, c) => c.text('error', 500))
    expect(documentedRoutes(new Hono().route('/', parent).routes).map((r) => r.path)).toEqual([
      '/v/c/{id}',
    ])
  })

  it("refuses a route whose documented query differs from its validator's", () => {
    const schema = v.strictObject({ after: v.optional(v.string()), limit: v.optional(v.string()) })
    const documented = (query: Record<string, string>) =>
      describeRoute({
        summary: 'x',
        auth: 'none',
        query,
        ok: { status: 200, description: 'x' },
        errors: [],
      })
    const app = (query: Record<string, string>) =>
      new Hono<AppEnv>().get('/q', documented(query), queryParams(schema), (c) => c.text('q'))
    expect(documentedRoutes(app({ after: 'a', limit: 'l' }).routes)).toHaveLength(1)
    expect(() => documentedRoutes(app({ after: 'a' }).routes)).toThrow(
      'GET /q documents the query after but takes after,limit',
    )
  })
})
