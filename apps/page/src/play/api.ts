import { type ClientResponse, hc, type InferResponseType } from 'hono/client'
import type { AppType } from '../../../api/.types/apps/api/src/app.d.ts'

/** An error reply of the API (`{ error: { code, message, details } }`), or a network failure. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly details: unknown

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.details = details
  }
}

// The wire types, declared once: inferred from the API's valibot schemas (type-only, erased
// by Vite; the API's schemas import no Worker runtime types).
export type {
  LegalAction,
  Rotated,
  RoundBody,
  RoundOut,
  SeedState,
  SessionCreated,
  SessionOut,
} from '../../../api/src/wire.ts'

/**
 * The Felt API's typed client: Hono's `hc` over the Worker's routes (`AppType`), so that a
 * changed route, body or answer breaks this page's typecheck. The routes' types come from the
 * declarations the API's type check emits (`tsc -p ../api/tsconfig.json`, the first half
 * of this package's typecheck): its sources need the Worker's types, which this DOM program does not have.
 * Type-only: the Worker's code never reaches the page's bundle.
 */
export type FeltClient = ReturnType<typeof hc<AppType>>

/** `GET /v1/games` as the route answers it (its arrays read-only). */
export type GamesReply = InferResponseType<FeltClient['v1']['games']['$get']>
/** One game of `GET /v1/games`. */
export type GameInfo = GamesReply['games'][number]

/** The small client of the Felt API the Play tab uses: `client`, and `send` for its answers. */
export class FeltApi {
  readonly base: string
  token: string | undefined
  /** The typed routes; each call sends the session token (`token`) unless given headers say otherwise. */
  readonly client: FeltClient

  constructor(base: string) {
    this.base = base.replace(/\/+$/, '')
    this.client = hc<AppType>(this.base, {
      headers: (): Record<string, string> => {
        const headers: Record<string, string> = { Accept: 'application/json' }
        if (this.token) headers.Authorization = `Bearer ${this.token}`
        return headers
      },
    })
  }

  /**
   * The JSON body of a typed call's 2xx answer (`send(api.client.v1.games.$get())`).
   * @throws {ApiError} with the API's code and message, or `NETWORK` when unreachable.
   */
  async send<T>(call: Promise<ClientResponse<T>>): Promise<T> {
    let res: ClientResponse<T>
    try {
      res = await call
    } catch (e) {
      throw new ApiError(
        0,
        'NETWORK',
        `The server at ${this.base} cannot be reached (${(e as Error).message}).`,
      )
    }
    const text = await res.text()
    let json: unknown
    try {
      json = text === '' ? undefined : JSON.parse(text)
    } catch {
      json = undefined
    }
    if (!res.ok) {
      const err = (
        json as { error?: { code?: string; message?: string; details?: unknown } } | undefined
      )?.error
      throw new ApiError(
        res.status,
        err?.code ?? `HTTP_${res.status}`,
        err?.message ?? `${res.status} ${res.statusText}`,
        err?.details,
      )
    }
    return json as T
  }
}
