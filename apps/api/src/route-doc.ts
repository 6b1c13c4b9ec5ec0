import type * as v from 'valibot'
import type { ApiConfig } from './config.ts'

/** A valibot schema of any input and output. */
export type Schema = v.GenericSchema<unknown, unknown>

/** One documented route. */
export interface RouteDoc {
  readonly method: 'get' | 'post' | 'put'
  /** OpenAPI path, `{id}` style. */
  readonly path: string
  readonly summary: string
  /** `operator`: the key or the open demo; `operator-only`: the key. */
  readonly auth: 'none' | 'operator' | 'operator-only' | 'session'
  readonly body?: Schema
  /** The body as documented under the configuration, when it differs (the deal's wager limits). */
  readonly documentedBody?: (config: ApiConfig) => Schema
  readonly bodyOptional?: boolean
  readonly idempotent?: boolean
  /** Query parameters and what they mean. */
  readonly query?: Readonly<Record<string, string>>
  readonly ok: { readonly status: number; readonly description: string; readonly schema?: Schema }
  /** Error statuses this route may answer with. */
  readonly errors: readonly number[]
}
