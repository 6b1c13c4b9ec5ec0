/** The Worker's secrets (`wrangler secret put`; `.dev.vars` or `--var` locally). */
export interface Secrets {
  /** The operator's bearer key: opens sessions (unless `DEMO_MODE`), sets balances, operator routes. */
  readonly OPERATOR_KEY?: string
  /** HMAC key of session ids (`src/session-id.ts`); required. */
  readonly SESSION_ID_SECRET?: string
  /** HMAC key of the notifications' `Felt-Signature`. */
  readonly NOTIFY_SECRET?: string
}

/**
 * The Worker's bindings: the `Env` that `wrangler types` generates from wrangler.jsonc (the
 * session namespace and the vars, documented there), its vars widened to any string (an
 * operator may set other values, and tests do), the optional `NOTIFY_URL`, and the secrets.
 */
export type Bindings = {
  readonly [K in keyof Env]: Env[K] extends string ? string | undefined : Env[K]
} & Secrets & {
    /** Where settlement notifications go (POST, JSON); none are sent without NOTIFY_SECRET. */
    readonly NOTIFY_URL?: string
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
