import type { SessionObject } from './session-do.ts'

/** The Worker's bindings: `wrangler.jsonc` vars, the OPERATOR_KEY secret and the session namespace. */
export interface Bindings {
  readonly SESSIONS: DurableObjectNamespace<SessionObject>
  /** The operator's bearer key: needed to open sessions (unless `DEMO_MODE`), set balances, operator routes. */
  readonly OPERATOR_KEY?: string
  /** `open`: anyone may open a session with the default balance (local dev). Anything else: off. */
  readonly DEMO_MODE?: string
  /** `errors`: log only answers of 400 and above; anything else: every request. */
  readonly REQUEST_LOG?: string
  /** Origins allowed by CORS, comma-separated (`https://a.example,https://b.example`); empty: none. */
  readonly CORS_ORIGINS?: string
  /** Where settlement notifications go (POST, JSON); none are sent without it and NOTIFY_SECRET. */
  readonly NOTIFY_URL?: string
  /** HMAC key of the notifications' `Felt-Signature`. */
  readonly NOTIFY_SECRET?: string
  /** HMAC key of session ids (`src/session-id.ts`); required. */
  readonly SESSION_ID_SECRET?: string
  readonly DEFAULT_BALANCE?: string
  readonly MAX_BALANCE?: string
  readonly MIN_WAGER?: string
  readonly MAX_WAGER?: string
  /** JSON: `{ "<game>/<kind>" | "<kind>": { "min": n, "max": n } }`, overriding the defaults. */
  readonly WAGER_LIMITS?: string
  readonly MAX_OPEN_ROUNDS?: string
  /** Days without a money movement or a round after which a session closes itself (0: never). */
  readonly IDLE_CLOSE_DAYS?: string
}

/** Minimum and maximum of one wager, in whole units. */
export interface WagerLimit {
  readonly min: number
  readonly max: number
}

/** The API configuration, parsed from the bindings. All amounts in whole units. */
export interface ApiConfig {
  readonly defaultBalance: number
  readonly maxBalance: number
  readonly minWager: number
  readonly maxWager: number
  readonly wagerLimits: Readonly<Record<string, WagerLimit>>
  readonly maxOpenRounds: number
}

function whole(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback
  const n = Number(value)
  return Number.isSafeInteger(n) && n >= 0 ? n : fallback
}

function limits(value: string | undefined): Record<string, WagerLimit> {
  if (!value) return {}
  try {
    const parsed: unknown = JSON.parse(value)
    if (typeof parsed !== 'object' || parsed === null) return {}
    const out: Record<string, WagerLimit> = {}
    for (const [key, limit] of Object.entries(parsed as Record<string, unknown>)) {
      const { min, max } = (limit ?? {}) as { min?: unknown; max?: unknown }
      if (Number.isSafeInteger(min) && Number.isSafeInteger(max) && (min as number) >= 0) {
        out[key] = { min: min as number, max: max as number }
      }
    }
    return out
  } catch {
    // A malformed operator setting falls back to the defaults rather than failing every request.
    return {}
  }
}

const cache = new WeakMap<object, ApiConfig>()

/** Parses the configuration from the bindings (cached per bindings object). */
export function apiConfig(env: Bindings): ApiConfig {
  const hit = cache.get(env)
  if (hit) return hit
  const config: ApiConfig = {
    defaultBalance: whole(env.DEFAULT_BALANCE, 1000),
    maxBalance: whole(env.MAX_BALANCE, 1_000_000),
    minWager: Math.max(1, whole(env.MIN_WAGER, 1)),
    maxWager: whole(env.MAX_WAGER, 500),
    wagerLimits: limits(env.WAGER_LIMITS),
    maxOpenRounds: Math.max(1, whole(env.MAX_OPEN_ROUNDS, 8)),
  }
  cache.set(env, config)
  return config
}

/** The limit of one wager kind of a game: `<game>/<kind>`, then `<kind>`, then the defaults. */
export function wagerLimit(config: ApiConfig, game: string, kind: string): WagerLimit {
  return (
    config.wagerLimits[`${game}/${kind}`] ??
    config.wagerLimits[kind] ?? { min: config.minWager, max: config.maxWager }
  )
}

/** How long a session may stay idle before its alarm closes it, in ms (0: never; default 30 days). */
export function idleMs(env: Bindings): number {
  return whole(env.IDLE_CLOSE_DAYS, 30) * 86_400_000
}
