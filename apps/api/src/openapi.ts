import { type ConversionConfig, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema'
import type { RouterRoute } from 'hono/types'
import * as v from 'valibot'
import { type ApiConfig, apiConfig, type Bindings } from './config.ts'
import { WALLET_CALLBACK_REFS, walletCallbacks } from './openapi-callbacks.ts'
import { webhooksDoc } from './openapi-webhooks.ts'
import { handlerDoc, type RouteDoc, type Schema } from './route-doc.ts'
import { ErrorSchema } from './schemas/common.ts'
import { ReceiptSchema, RoundSchema } from './schemas/rounds.ts'
import { BreakPokerViewSchema, StudViewSchema, ZeroViewSchema } from './schemas/views.ts'

/** One documented route: the registration's method and OpenAPI path, and its documentation. */
export interface DocumentedRoute {
  readonly method: string
  /** OpenAPI path, `{id}` style. */
  readonly path: string
  readonly doc: RouteDoc
  /** The schema the route's body validator validates with. */
  readonly body?: Schema
}

/**
 * The documented routes of an app, from its registrations (`app.routes`): each method and
 * path with the `describeRoute` among its handlers. A route served without one, or documented
 * twice, throws: the document and the app cannot differ.
 */
export function documentedRoutes(routes: readonly RouterRoute[]): DocumentedRoute[] {
  const found = new Map<
    string,
    { method: string; path: string; doc?: RouteDoc; body?: Schema; query?: readonly string[] }
  >()
  for (const route of routes) {
    if (route.method === 'ALL') continue
    const path = route.path.replace(/:(\w+)/g, '{$1}')
    const key = `${route.method} ${path}`
    const entry = found.get(key) ?? { method: route.method.toLowerCase(), path }
    const { doc, body, query } = handlerDoc(route.handler)
    if (doc && entry.doc) throw new Error(`route documented twice: ${key}`)
    found.set(key, {
      ...entry,
      ...(doc ? { doc } : {}),
      ...(body ? { body } : {}),
      ...(query ? { query } : {}),
    })
  }
  const missing = [...found].filter(([, r]) => r.doc === undefined).map(([key]) => key)
  if (missing.length > 0) throw new Error(`routes without describeRoute: ${missing.join(', ')}`)
  for (const [key, { doc, query = [] }] of found) {
    const documented = Object.keys(doc?.query ?? {})
    if (documented.sort().join() !== [...query].sort().join()) {
      throw new Error(`${key} documents the query ${documented} but takes ${query}`)
    }
  }
  return [...found.values()] as DocumentedRoute[]
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Invalid input (flattened valibot issues in details) or malformed JSON.',
  401: 'Missing or wrong bearer token.',
  404: 'No such session or round (or an id of another session).',
  403: 'Only the operator may do this (OPERATOR_ONLY).',
  409: 'Conflict with the current state (open round, settled round, closed session, reused key or reference, a transfer to a seamless session).',
  413: 'Body larger than 16 KiB.',
  422: "Illegal action, wager out of limits, insufficient balance, over MAX_BALANCE, or the seamless wallet refused the stake (WALLET_REFUSED, details.reason the wallet's code).",
  429: 'Too many requests with this session token or from this client address, or too many failed authentications from the address (RATE_LIMITED); see Retry-After.',
  503: 'The Worker lacks a secret this route needs (NOT_CONFIGURED), or the seamless wallet gave no outcome for the stake in time (WALLET_UNAVAILABLE: nothing was dealt or applied, the debit is rolled back; try again).',
}

/**
 * Response schemas the document names once (`#/components/schemas/<name>`) and refers to: a
 * round (one shape per game, `oneOf` keyed by `game`), each game's view, a receipt.
 */
const COMPONENTS: Readonly<Record<string, Schema>> = {
  Round: RoundSchema,
  StudView: StudViewSchema,
  BreakPokerView: BreakPokerViewSchema,
  ZeroView: ZeroViewSchema,
  Receipt: ReceiptSchema,
}

const BASE: ConversionConfig = { target: 'draft-2020-12', errorMode: 'ignore' }

const NAMED: ConversionConfig = {
  ...BASE,
  typeMode: 'output',
  definitions: COMPONENTS,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
}

/** The JSON Schema (draft 2020-12, no `$schema` key) of a valibot schema's input or output. */
export function jsonSchema(schema: Schema, typeMode: 'input' | 'output'): Record<string, unknown> {
  const out = toJsonSchema(schema, { ...BASE, typeMode }) as Record<string, unknown>
  delete out.$schema
  return out
}

/** A response schema in the document: the named components as references. */
function responseSchema(schema: Schema): Record<string, unknown> {
  const out = toJsonSchema(schema, NAMED) as Record<string, unknown>
  delete out.$schema
  // Every conversion carries all the definitions; the document holds them once, in components.
  delete out.$defs
  return out
}

function parameters({ path, doc }: DocumentedRoute): unknown[] {
  const params: unknown[] = []
  if (path.includes('{id}')) {
    params.push({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    })
  }
  if (path.includes('{nonce}')) {
    params.push({
      name: 'nonce',
      in: 'path',
      required: true,
      description: 'A nonce of the active seed pair, or a round id "<seed>-<nonce>".',
      schema: { type: 'string', pattern: '^(?:\\d{1,9}-)?\\d{1,9}$' },
    })
  }
  for (const [name, description] of Object.entries(doc.query ?? {})) {
    params.push({ name, in: 'query', required: false, description, schema: { type: 'string' } })
  }
  if (doc.idempotent) {
    params.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A retry with the same key returns the stored response.',
      schema: { type: 'string', minLength: 1, maxLength: 200 },
    })
  }
  return params
}

/**
 * A stable id per route from its method and path: `postV1SessionsIdDeal`, ... (a client
 * generator names its functions after them).
 */
export function operationId(route: { method: string; path: string }): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter((w) => w !== '')
  return route.method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')
}

function operation(route: DocumentedRoute, config: ApiConfig): Record<string, unknown> {
  const { doc } = route
  const errorSchema = responseSchema(ErrorSchema)
  const responses: Record<string, unknown> = {
    [doc.ok.status]: {
      description: doc.ok.description,
      ...(doc.ok.schema
        ? { content: { 'application/json': { schema: responseSchema(doc.ok.schema) } } }
        : {}),
    },
  }
  // Every /v1 route is rate limited (src/rate-limit.ts).
  const errors = [
    ...doc.errors,
    // The body reader runs before every route: any request may carry an oversized body.
    413,
    ...(route.path.startsWith('/v1/') ? [429] : []),
  ]
  for (const status of [...new Set(errors)].sort()) {
    responses[status] = {
      description: STATUS_TEXT[status],
      content: { 'application/json': { schema: errorSchema } },
    }
  }
  return {
    operationId: operationId(route),
    summary: doc.summary,
    ...(doc.auth === 'none' ? { security: [] } : {}),
    ...(doc.auth === 'operator' ? { security: [{}, { operatorKey: [] }] } : {}),
    ...(doc.auth === 'operator-only' ? { security: [{ operatorKey: [] }] } : {}),
    ...(doc.auth === 'session' ? { security: [{ sessionToken: [] }] } : {}),
    parameters: parameters(route),
    ...(doc.wallet ? { callbacks: WALLET_CALLBACK_REFS } : {}),
    ...(route.body
      ? {
          requestBody: {
            // jsonBody reads an empty body as `{}`.
            required: !v.safeParse(route.body, {}).success,
            content: {
              'application/json': {
                schema: jsonSchema(doc.documentedBody?.(config) ?? route.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses,
  }
}

/**
 * The OpenAPI 3.1 document of an app's routes (its registrations, `app.routes`) under a
 * configuration (the wager limits).
 */
export function openApiDocument(
  routes: readonly RouterRoute[],
  config: ApiConfig,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of documentedRoutes(routes)) {
    paths[route.path] ??= {}
    paths[route.path]![route.method] = operation(route, config)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Felt API',
      license: { name: 'MIT', identifier: 'MIT' },
      version: '1.0.0',
      description:
        'Provably fair casino table games: sessions, deal / act / settle, seed rotation and receipts. Amounts are whole units; cards are codes 0..52 (input also accepts text like "As").',
    },
    servers: [{ url: '/', description: 'The Worker that serves this document.' }],
    components: {
      schemas: toJsonSchemaDefs(COMPONENTS, NAMED),
      callbacks: walletCallbacks(responseSchema),
      securitySchemes: {
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token returned by POST /v1/sessions.',
        },
        operatorKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'The OPERATOR_KEY secret.',
        },
      },
    },
    paths,
    webhooks: webhooksDoc(responseSchema),
  }
}

const cached = new WeakMap<ApiConfig, string>()

/**
 * The document of an app's routes as JSON text under the bindings' configuration, built once
 * per configuration (an app's routes are fixed once it serves).
 */
export function openApiJson(routes: readonly RouterRoute[], env: Bindings): string {
  const config = apiConfig(env)
  let text = cached.get(config)
  if (text === undefined) {
    text = JSON.stringify(openApiDocument(routes, config))
    cached.set(config, text)
  }
  return text
}
