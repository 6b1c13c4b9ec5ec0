import type { MiddlewareHandler } from 'hono'
import { findTargetHandler } from 'hono/utils/handler'
import type * as v from 'valibot'
import type { ApiConfig } from './config.ts'

/** A valibot schema of any input and output. */
export type Schema = v.GenericSchema<unknown, unknown>

/**
 * The documentation of one route, written beside its registration with `describeRoute`; its
 * method and path are the registration's own, so the document cannot name a route that is not
 * served.
 */
export interface RouteDoc {
  readonly summary: string
  /** `operator`: the key or the open demo; `operator-only`: the key. */
  readonly auth: 'none' | 'operator' | 'operator-only' | 'session'
  /**
   * The body as documented under the configuration, when it differs from the schema the
   * route's `jsonBody` validates with (the deal's wager limits).
   */
  readonly documentedBody?: (config: ApiConfig) => Schema
  readonly idempotent?: boolean
  /**
   * What each query parameter means: exactly the keys of the schema the route's `queryParams`
   * validator validates with (else the document fails to build).
   */
  readonly query?: Readonly<Record<string, string>>
  readonly ok: { readonly status: number; readonly description: string; readonly schema?: Schema }
  /** Error statuses this route may answer with. */
  readonly errors: readonly number[]
  /** The route may call the seamless wallet (its callbacks are documented on it). */
  readonly wallet?: boolean
}

const DOC = Symbol('felt.route-doc')
const BODY = Symbol('felt.route-body')
const QUERY = Symbol('felt.route-query')

/**
 * A pass-through middleware that carries a route's documentation: put it first among the
 * route's handlers (`app.get(path, describeRoute({...}), handler)`), and `openApiDocument`
 * finds it among the app's routes. The same idea as hono-openapi's `describeRoute`; the body
 * schema comes from the route's `jsonBody` validator (`withBodySchema`), not from here.
 */
export function describeRoute(doc: RouteDoc): MiddlewareHandler {
  const pass: MiddlewareHandler = (_c, next) => next()
  return Object.assign(pass, { [DOC]: doc })
}

/** Marks a body validator with the schema it validates with, for the document. */
export function withBodySchema<M extends object>(validator: M, schema: Schema): M {
  return Object.assign(validator, { [BODY]: schema })
}

/** Marks a query validator with the names of the parameters it takes, for the document. */
export function withQueryNames<M extends object>(validator: M, names: readonly string[]): M {
  return Object.assign(validator, { [QUERY]: names })
}

/**
 * What a registered handler carries for the document (through Hono's sub-app wrapping): the
 * route's documentation, or the body schema of its validator.
 */
export function handlerDoc(handler: unknown): {
  doc?: RouteDoc
  body?: Schema
  query?: readonly string[]
} {
  if (typeof handler !== 'function') return {}
  const target = findTargetHandler(handler as Parameters<typeof findTargetHandler>[0]) as {
    [DOC]?: RouteDoc
    [BODY]?: Schema
    [QUERY]?: readonly string[]
  }
  return { doc: target[DOC], body: target[BODY], query: target[QUERY] }
}
