import type { MiddlewareHandler } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import type { AppEnv } from './app-env.ts'
import { ApiError } from './errors.ts'
import { validationError } from './issues.ts'
import { withBodySchema, withQueryNames } from './route-doc.ts'

/**
 * Validates the JSON body with a valibot schema, whatever the Content-Type says; an empty
 * body is `{}`. 400 `INVALID_JSON` or `VALIDATION_FAILED` otherwise. The body is parsed once,
 * from the text `readBody` buffered (Hono's `validator('json')` would parse it a second time
 * for JSON content types). The document takes the route's body schema from it.
 */
export function jsonBody<S extends v.GenericSchema>(
  schema: S,
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }
> {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const text = await c.req.text()
    let data: unknown = {}
    if (text.trim() !== '') {
      try {
        data = JSON.parse(text)
      } catch {
        throw new ApiError('INVALID_JSON', 'the body is not valid JSON')
      }
    }
    const result = v.safeParse(schema, data)
    if (!result.success) throw validationError(result.issues)
    c.req.addValidatedData('json', result.output as object)
    await next()
  }
  return withBodySchema(middleware, schema) as unknown as MiddlewareHandler<
    AppEnv,
    string,
    { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }
  >
}

/**
 * Validates the query with a valibot schema (a parameter given twice is a list, which a
 * string schema refuses). 400 `VALIDATION_FAILED` otherwise.
 */
export function queryParams<S extends v.GenericSchema>(
  schema: S,
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { query: v.InferInput<S> }; out: { query: v.InferOutput<S> } }
> {
  const middleware = validator('query', (value): v.InferOutput<S> => {
    const result = v.safeParse(schema, value)
    if (!result.success) throw validationError(result.issues)
    return result.output
  })
  const names = 'entries' in schema ? Object.keys(schema.entries as object) : []
  return withQueryNames(middleware, names) as unknown as MiddlewareHandler<
    AppEnv,
    string,
    { in: { query: v.InferInput<S> }; out: { query: v.InferOutput<S> } }
  >
}

/** Parses a value (a path parameter, a header) or throws the given error. */
export function parseOr<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  error: () => ApiError,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value)
  if (!result.success) throw error()
  return result.output
}
