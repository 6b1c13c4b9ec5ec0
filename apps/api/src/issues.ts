import * as v from 'valibot'
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
  return new ApiError('VALIDATION_FAILED', 'the request is not valid', {
    ...flattenIssues(issues),
  })
}
