import type { MiddlewareHandler } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import type { AppEnv } from './app-env.ts'
import { ApiError } from './errors.ts'

/** Valibot issues by where they are: `root` (the value itself), `nested` (by dot path), `other`. */
export interface FlatIssues {
  readonly root?: string[]
  readonly nested?: Record<string, string[]>
  readonly other?: string[]
}

/**
 * `v.flatten`, but the paths become own properties (`Object.fromEntries`): `v.flatten`
 * assigns them, so a key named `__proto__` set the object's prototype and its message was
 * lost from the answer.
 */
export function flattenIssues(issues: readonly v.BaseIssue<unknown>[]): FlatIssues {
  const root: string[] = []
  const other: string[] = []
  const nested = new Map<string, string[]>()
  for (const issue of issues) {
    const path = issue.path ? v.getDotPath(issue) : undefined
    if (path === undefined) root.push(issue.message)
    else if (path === null) other.push(issue.message)
    else nested.set(path, [...(nested.get(path) ?? []), issue.message])
  }
  return {
    ...(root.length > 0 ? { root } : {}),
    ...(nested.size > 0 ? { nested: Object.fromEntries(nested) } : {}),
    ...(other.length > 0 ? { other } : {}),
  }
}

/** A 400 with the flattened valibot issues as details. */
export function validationError(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', 'the request is not valid', {
    ...flattenIssues(issues),
  })
}

/**
 * Validates the JSON body with a valibot schema, whatever the Content-Type says; an empty
 * body is `{}`. 400 `INVALID_JSON` or `VALIDATION_FAILED` otherwise.
 */
export function jsonBody<S extends v.GenericSchema>(
  schema: S,
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }
> {
  const middleware = validator('json', async (_value, c): Promise<v.InferOutput<S>> => {
    const text = await c.req.text()
    let data: unknown = {}
    if (text.trim() !== '') {
      try {
        data = JSON.parse(text)
      } catch {
        throw new ApiError(400, 'INVALID_JSON', 'the body is not valid JSON')
      }
    }
    const result = v.safeParse(schema, data)
    if (!result.success) throw validationError(result.issues)
    return result.output
  })
  return middleware as unknown as MiddlewareHandler<
    AppEnv,
    string,
    { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }
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
