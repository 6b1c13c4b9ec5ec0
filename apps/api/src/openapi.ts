import { toJsonSchema } from '@valibot/to-json-schema'
import { type ApiConfig, apiConfig, type Bindings, wagerLimit } from './config.ts'
import type { RouteDoc, Schema } from './route-doc.ts'
import { OPERATOR_ROUTES } from './routes/operator-docs.ts'
import { ErrorSchema } from './schemas/common.ts'
import { GamesSchema } from './schemas/games.ts'
import { ActSchema, DealSchema, documentedDealSchema, SettleSchema } from './schemas/play.ts'
import { RoundDetailSchema, RoundReplySchema, SettledSchema } from './schemas/rounds.ts'
import {
  ClientSeedBodySchema,
  ClientSeedSetSchema,
  CreateSessionSchema,
  RotatedSchema,
  RotateSchema,
  SessionCreatedSchema,
  SessionSchema,
} from './schemas/sessions.ts'

const SESSION_ERRORS = [400, 401, 404, 409] as const

/** Every route of the API, documented from the schemas the routes validate with. */
export const ROUTES: readonly RouteDoc[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Liveness: a bare route (the load test compares against it).',
    auth: 'none',
    ok: { status: 200, description: '{ ok: true }' },
    errors: [],
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document.',
    auth: 'none',
    ok: { status: 200, description: 'OpenAPI 3.1 document.' },
    errors: [],
  },
  {
    method: 'get',
    path: '/v1/games',
    summary: 'Every game with its rule sets, wager kinds and limits, and action shapes.',
    auth: 'none',
    ok: { status: 200, description: 'The games.', schema: GamesSchema },
    errors: [],
  },
  {
    method: 'post',
    path: '/v1/sessions',
    summary:
      'Opens a session with a fresh committed seed pair. Needs the operator key, unless DEMO_MODE is open (then only the operator sets a balance).',
    auth: 'operator',
    body: CreateSessionSchema,
    bodyOptional: true,
    ok: { status: 201, description: 'The session and its token.', schema: SessionCreatedSchema },
    errors: [400, 401, 403, 422, 503],
  },
  {
    method: 'get',
    path: '/v1/sessions/{id}',
    summary: 'Balance, seed state and open rounds.',
    auth: 'session',
    ok: { status: 200, description: 'The session.', schema: SessionSchema },
    errors: [401, 404],
  },
  {
    method: 'put',
    path: '/v1/sessions/{id}/client-seed',
    summary: 'Sets the client seed for the next rounds; 409 while a round is open.',
    auth: 'session',
    body: ClientSeedBodySchema,
    ok: { status: 200, description: 'The new seed state.', schema: ClientSeedSetSchema },
    errors: SESSION_ERRORS,
  },
  {
    method: 'post',
    path: '/v1/sessions/{id}/rotate',
    summary:
      'Reveals the active server seed, activates the committed next one (nonce 0) and commits a new next seed; 409 while a round is open.',
    auth: 'session',
    body: RotateSchema,
    bodyOptional: true,
    ok: {
      status: 200,
      description: 'The revealed pair and the new seed state.',
      schema: RotatedSchema,
    },
    errors: SESSION_ERRORS,
  },
  {
    method: 'post',
    path: '/v1/sessions/{id}/deal',
    summary:
      'Deals a round from the committed deck: reserves the nonce and debits the stakes atomically.',
    auth: 'session',
    body: DealSchema,
    documentedBody: (config) =>
      documentedDealSchema((game, kind) => wagerLimit(config, game, kind)),
    idempotent: true,
    ok: { status: 201, description: 'The round and the new balance.', schema: RoundReplySchema },
    errors: [...SESSION_ERRORS, 422],
  },
  {
    method: 'post',
    path: '/v1/sessions/{id}/rounds/{nonce}/act',
    summary: 'Applies one player action; cards drawn come from the committed deck.',
    auth: 'session',
    body: ActSchema,
    idempotent: true,
    ok: {
      status: 200,
      description: 'The new view, legal actions and balance.',
      schema: RoundReplySchema,
    },
    errors: [...SESSION_ERRORS, 422],
  },
  {
    method: 'post',
    path: '/v1/sessions/{id}/rounds/{nonce}/settle',
    summary:
      'Applies the final actions, settles, credits the payout and returns the receipt. Again: the same receipt; other actions: 409.',
    auth: 'session',
    body: SettleSchema,
    bodyOptional: true,
    idempotent: true,
    ok: { status: 200, description: 'The settled round and its receipt.', schema: SettledSchema },
    errors: [...SESSION_ERRORS, 422],
  },
  {
    method: 'get',
    path: '/v1/sessions/{id}/rounds/{nonce}',
    summary: 'One round; its receipt once settled (with the server seed once rotated).',
    auth: 'session',
    ok: { status: 200, description: 'The round.', schema: RoundDetailSchema },
    errors: [401, 404],
  },
  ...OPERATOR_ROUTES,
]

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Invalid input (flattened valibot issues in details) or malformed JSON.',
  401: 'Missing or wrong bearer token.',
  404: 'No such session or round (or an id of another session).',
  403: 'Only the operator may do this (OPERATOR_ONLY).',
  409: 'Conflict with the current state (open round, settled round, closed session, reused key or reference).',
  413: 'Body larger than 16 KiB.',
  422: 'Illegal action, wager out of limits, insufficient balance, or over MAX_BALANCE.',
  429: 'Too many requests for this session or client address (RATE_LIMITED); see Retry-After.',
  503: 'The Worker lacks a secret this route needs (NOT_CONFIGURED).',
}

/** The JSON Schema (draft 2020-12, no `$schema` key) of a valibot schema's input or output. */
export function jsonSchema(schema: Schema, typeMode: 'input' | 'output'): Record<string, unknown> {
  const out = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
  }) as Record<string, unknown>
  delete out.$schema
  return out
}

function parameters(route: RouteDoc): unknown[] {
  const params: unknown[] = []
  if (route.path.includes('{id}')) {
    params.push({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    })
  }
  if (route.path.includes('{nonce}')) {
    params.push({
      name: 'nonce',
      in: 'path',
      required: true,
      description: 'A nonce of the active seed pair, or a round id "<seed>-<nonce>".',
      schema: { type: 'string', pattern: '^(?:\\d{1,9}-)?\\d{1,9}$' },
    })
  }
  for (const [name, description] of Object.entries(route.query ?? {})) {
    params.push({ name, in: 'query', required: false, description, schema: { type: 'string' } })
  }
  if (route.idempotent) {
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
export function operationId(route: RouteDoc): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter((w) => w !== '')
  return route.method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')
}

function operation(route: RouteDoc, config: ApiConfig): Record<string, unknown> {
  const errorSchema = jsonSchema(ErrorSchema, 'output')
  const responses: Record<string, unknown> = {
    [route.ok.status]: {
      description: route.ok.description,
      ...(route.ok.schema
        ? { content: { 'application/json': { schema: jsonSchema(route.ok.schema, 'output') } } }
        : {}),
    },
  }
  // Every /v1 route is rate limited (src/rate-limit.ts).
  const errors = [
    ...route.errors,
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
    summary: route.summary,
    ...(route.auth === 'none' ? { security: [] } : {}),
    ...(route.auth === 'operator' ? { security: [{}, { operatorKey: [] }] } : {}),
    ...(route.auth === 'operator-only' ? { security: [{ operatorKey: [] }] } : {}),
    ...(route.auth === 'session' ? { security: [{ sessionToken: [] }] } : {}),
    parameters: parameters(route),
    ...(route.body
      ? {
          requestBody: {
            required: !route.bodyOptional,
            content: {
              'application/json': {
                schema: jsonSchema(route.documentedBody?.(config) ?? route.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses,
  }
}

/** The OpenAPI 3.1 document of the API under a configuration (the wager limits). */
export function openApiDocument(config: ApiConfig): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of ROUTES) {
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
  }
}

const cached = new WeakMap<ApiConfig, string>()

/** The document as JSON text under the bindings' configuration, built once per configuration. */
export function openApiJson(env: Bindings): string {
  const config = apiConfig(env)
  let text = cached.get(config)
  if (text === undefined) {
    text = JSON.stringify(openApiDocument(config))
    cached.set(config, text)
  }
  return text
}
