import type { WagerKinds } from '@felt/cards'

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

/** The seed state a player sees. */
export interface SeedState {
  readonly commitment: string
  readonly nextCommitment: string
  readonly clientSeed: string
  readonly nonce: number
}

/** A legal action with its limits. */
export interface LegalAction {
  readonly type: string
  readonly box?: number
  readonly [limit: string]: unknown
}

/** A round as the player sees it. */
export interface RoundOut {
  readonly id: string
  readonly seed: number
  readonly nonce: number
  readonly game: string
  readonly ruleset: string
  readonly status: 'awaiting-action' | 'complete' | 'settled'
  readonly view: unknown
  readonly legalActions: readonly LegalAction[]
}

/** One game of `GET /v1/games`. */
export interface GameInfo {
  readonly id: string
  readonly title: string
  readonly defaultRuleset: string
  readonly rulesets: Readonly<Record<string, unknown>>
  readonly wagerKinds: readonly string[]
  /** Per rule set: the wager kinds a deal must place, and the side bets it also takes. */
  readonly rulesetWagers?: Readonly<Record<string, WagerKinds>>
  readonly limits: Readonly<Record<string, { min: number; max: number }>>
  readonly actionTypes: readonly string[]
  /** JSON Schema of the deal's `wagers`. */
  readonly wagersSchema?: unknown
}

/** The body of deal, act and settle: the round, its receipt once settled, the balance. */
export interface RoundBody {
  readonly round: RoundOut
  readonly balance: number
  readonly receipt?: Record<string, unknown>
}

/** `GET /v1/games`. */
export interface GamesReply {
  readonly games: readonly GameInfo[]
  readonly defaultBalance?: number
  readonly maxBalance?: number
}

/** `POST /v1/sessions`. */
export interface SessionCreated {
  readonly sessionId: string
  readonly token: string
  readonly balance: number
  readonly seed: SeedState
}

/** `POST .../rotate`. */
export interface Rotated {
  readonly revealed: {
    readonly serverSeed: string
    readonly commitment: string
    readonly clientSeed: string
    readonly nonces: number
  }
  readonly seed: SeedState
}

/** The small client of the Felt API the Play tab uses. */
export class FeltApi {
  readonly base: string
  token: string | undefined

  constructor(base: string) {
    this.base = base.replace(/\/+$/, '')
  }

  /**
   * Sends one request with the session token (or `bearer`, e.g. the operator key that
   * opens sessions on a server that requires one); resolves with the JSON body of a 2xx reply.
   * @throws {ApiError} with the API's code and message, or `NETWORK` when unreachable.
   */
  async request<T>(method: string, path: string, body?: unknown, bearer?: string): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const credential = bearer ?? this.token
    if (credential) headers.Authorization = `Bearer ${credential}`
    let res: Response
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
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
