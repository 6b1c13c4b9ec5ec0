import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { isOrigin, oneOf, secret, url, webhookSecret, whole } from './config-fields.ts'
import { ApiError } from './errors.ts'
import { games } from './games.ts'

/** The Worker's secrets (`wrangler secret put`; `.dev.vars` or `--var` locally). */
export interface Secrets {
  /** The operator's bearer key: opens sessions (unless `DEMO_MODE`), sets balances, operator routes. */
  readonly OPERATOR_KEY?: string
  /** HMAC key of session ids (`src/session-id.ts`); required. */
  readonly SESSION_ID_SECRET?: string
  /** HMAC key of the notifications' `webhook-signature`: `whsec_<base64 of 24 to 64 bytes>`. */
  readonly NOTIFY_SECRET?: string
  /** HMAC key of the seamless wallet's calls (`webhook-signature`), the same form. */
  readonly WALLET_SECRET?: string
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
    /** `transfer` (default) or `seamless`: the money model of the sessions opened from now on. */
    readonly WALLET_MODE?: string
    /** The operator's wallet (POST, JSON, signed with WALLET_SECRET), for seamless sessions. */
    readonly WALLET_URL?: string
    /** How long a wallet call may take before its outcome counts as unknown, ms (5000). */
    readonly WALLET_TIMEOUT_MS?: string
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
  /** Days without activity after which a session's alarm closes it; 0: never. */
  readonly idleCloseDays: number
}

/** The operator's wallet of the seamless model (`WALLET_*`). */
export interface WalletConfig {
  /** Sessions opened now use the seamless wallet (`WALLET_MODE` `seamless`), else transfers. */
  readonly seamless: boolean
  /** Where its calls go, and their Standard Webhooks secret; undefined when not set. */
  readonly url: string | undefined
  readonly secret: string | undefined
  /** How long a call may take before its outcome counts as unknown, in ms. */
  readonly timeoutMs: number
}

/** The keys WAGER_LIMITS may set: a wager kind of any game, or `<game>/<kind>`. */
const LIMIT_KEYS: ReadonlySet<string> = new Set(
  Object.values(games).flatMap((game) =>
    game.wagerKinds.flatMap((kind) => [kind, `${game.id}/${kind}`]),
  ),
)

const LIMITS_FORM =
  'WAGER_LIMITS must be a JSON object of {"min": <whole number>, "max": <whole number, at least min>} by wager kind ("main") or game and kind ("zero/zero"), e.g. {"main":{"min":5,"max":50}}'
const LIMIT_AMOUNT = v.pipe(
  v.number(LIMITS_FORM),
  v.safeInteger(LIMITS_FORM),
  v.minValue(0, LIMITS_FORM),
)

const WagerLimitsSchema = v.optional(
  v.pipe(
    v.string(LIMITS_FORM),
    v.parseJson(undefined, LIMITS_FORM),
    // v.record takes an array as an object; an array is no set of limits.
    v.check((json) => !Array.isArray(json), LIMITS_FORM),
    v.record(
      v.pipe(
        v.string(),
        v.check(
          (key) => LIMIT_KEYS.has(key),
          (issue) =>
            `WAGER_LIMITS must name wager kinds of the games ("main") or a game and its kind ("zero/zero"); ${JSON.stringify(issue.input)} is neither`,
        ),
      ),
      v.pipe(
        v.strictObject({ min: LIMIT_AMOUNT, max: LIMIT_AMOUNT }, LIMITS_FORM),
        v.check(({ min, max }) => min <= max, LIMITS_FORM),
      ),
      LIMITS_FORM,
    ),
  ),
  '{}',
)

const CORS_FORM =
  'CORS_ORIGINS must be comma-separated origins, scheme and host only (e.g. "https://casino.example, http://localhost:5173")'
const NOTIFY_FORM = 'NOTIFY_URL must be an http or https URL (e.g. "https://hooks.example/felt")'
const secretForm = (name: string) =>
  `${name} must be a Standard Webhooks secret, whsec_ and the base64 of 24 to 64 random bytes (e.g. "whsec_$(openssl rand -base64 32)"; set it again with wrangler secret put ${name})`
const WALLET_FORM =
  'WALLET_URL must be an http or https URL (e.g. "https://wallet.casino.example/felt")'

/**
 * Every var and secret the Worker reads, in the order of wrangler.jsonc, and how it must look.
 * Absent and empty are the same: the default (a secret: not set).
 */
const ConfigSchema = v.pipe(
  v.object({
    DEMO_MODE: oneOf('DEMO_MODE', ['off', 'open']),
    CORS_ORIGINS: v.optional(
      v.pipe(
        v.string(CORS_FORM),
        v.check(
          (s) =>
            s
              .split(',')
              .map((o) => o.trim())
              .every((o) => o === '' || isOrigin(o)),
          CORS_FORM,
        ),
      ),
    ),
    RATE_LIMITS: oneOf('RATE_LIMITS', ['on', 'off']),
    REQUEST_LOG: oneOf('REQUEST_LOG', ['all', 'errors']),
    DEFAULT_BALANCE: whole('DEFAULT_BALANCE', 1000),
    MAX_BALANCE: whole('MAX_BALANCE', 1_000_000),
    MIN_WAGER: whole('MIN_WAGER', 1, 1),
    MAX_WAGER: whole('MAX_WAGER', 500),
    WAGER_LIMITS: WagerLimitsSchema,
    MAX_OPEN_ROUNDS: whole('MAX_OPEN_ROUNDS', 8, 1),
    IDLE_CLOSE_DAYS: whole('IDLE_CLOSE_DAYS', 30),
    NOTIFY_URL: url(NOTIFY_FORM),
    WALLET_MODE: oneOf('WALLET_MODE', ['transfer', 'seamless']),
    WALLET_URL: url(WALLET_FORM),
    WALLET_TIMEOUT_MS: whole('WALLET_TIMEOUT_MS', 5000, 100, 30_000),
    OPERATOR_KEY: secret('OPERATOR_KEY'),
    SESSION_ID_SECRET: secret('SESSION_ID_SECRET'),
    NOTIFY_SECRET: webhookSecret(secretForm('NOTIFY_SECRET')),
    WALLET_SECRET: webhookSecret(secretForm('WALLET_SECRET')),
  }),
  v.forward(
    v.partialCheck(
      [['WALLET_MODE'], ['WALLET_URL'], ['WALLET_SECRET']],
      (c) =>
        c.WALLET_MODE !== 'seamless' ||
        (c.WALLET_URL !== undefined && c.WALLET_SECRET !== undefined),
      'WALLET_MODE seamless needs WALLET_URL and the secret WALLET_SECRET',
    ),
    ['WALLET_MODE'],
  ),
  v.forward(
    v.partialCheck(
      [['DEFAULT_BALANCE'], ['MAX_BALANCE']],
      (c) => c.DEFAULT_BALANCE <= c.MAX_BALANCE,
      'DEFAULT_BALANCE must not exceed MAX_BALANCE',
    ),
    ['DEFAULT_BALANCE'],
  ),
  v.forward(
    v.partialCheck(
      [['MIN_WAGER'], ['MAX_WAGER']],
      (c) => c.MIN_WAGER <= c.MAX_WAGER,
      'MAX_WAGER must not be below MIN_WAGER',
    ),
    ['MAX_WAGER'],
  ),
)

/** The names of the bindings `ConfigSchema` reads. */
const NAMES = Object.keys(ConfigSchema.entries) as (keyof typeof ConfigSchema.entries)[]

/**
 * The configuration of the bindings, every var and secret validated (`ConfigSchema`).
 * @throws {ApiError} 500 `CONFIG_INVALID` naming each malformed variable and the form it must
 * have (never a value), `details.variables` their names.
 */
function parseConfig(env: Bindings): ApiConfig {
  const input: Record<string, unknown> = {}
  for (const name of NAMES) {
    const value: string | undefined = env[name]
    input[name] = value === '' ? undefined : value
  }
  const result = v.safeParse(ConfigSchema, input)
  if (!result.success) {
    const problems = new Map<string, string>()
    for (const issue of result.issues) {
      const name = String(issue.path?.[0]?.key ?? 'configuration')
      if (!problems.has(name)) problems.set(name, issue.message)
    }
    throw new ApiError(
      'CONFIG_INVALID',
      `the Worker's configuration is invalid: ${[...problems.values()].join('; ')}`,
      { variables: [...problems.keys()] },
    )
  }
  const c = result.output
  const config: ApiConfig = {
    defaultBalance: c.DEFAULT_BALANCE,
    maxBalance: c.MAX_BALANCE,
    minWager: c.MIN_WAGER,
    maxWager: c.MAX_WAGER,
    wagerLimits: c.WAGER_LIMITS,
    maxOpenRounds: c.MAX_OPEN_ROUNDS,
    idleCloseDays: c.IDLE_CLOSE_DAYS,
  }
  wallets.set(config, {
    seamless: c.WALLET_MODE === 'seamless',
    url: c.WALLET_URL,
    secret: c.WALLET_SECRET,
    timeoutMs: c.WALLET_TIMEOUT_MS,
  })
  return config
}

/** The outcome of parsing per bindings object: once per isolate for the Worker's own. */
const cache = new WeakMap<object, ApiConfig | ApiError>()
/** The wallet settings of each parsed configuration (kept beside it: `ApiConfig` is the game's). */
const wallets = new WeakMap<ApiConfig, WalletConfig>()

/**
 * The configuration of the bindings, parsed once per bindings object (a failure too).
 * @throws {ApiError} 500 `CONFIG_INVALID` when a var or secret is malformed (`parseConfig`).
 */
export function apiConfig(env: Bindings): ApiConfig {
  let outcome = cache.get(env)
  if (!outcome) {
    try {
      outcome = parseConfig(env)
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      outcome = err
      console.error(JSON.stringify({ msg: err.message, ...err.details }))
    }
    cache.set(env, outcome)
  }
  if (outcome instanceof ApiError) throw outcome
  return outcome
}

/**
 * Middleware, first of every request: the configuration must parse (`apiConfig`, cached), else
 * the request is answered 500 `CONFIG_INVALID` rather than served under a value the operator
 * did not mean.
 */
export const checkConfig: MiddlewareHandler<{ Bindings: Bindings }> = (c, next) => {
  apiConfig(c.env)
  return next()
}

/** The limit of one wager kind of a game: `<game>/<kind>`, then `<kind>`, then the defaults. */
export function wagerLimit(config: ApiConfig, game: string, kind: string): WagerLimit {
  return (
    config.wagerLimits[`${game}/${kind}`] ??
    config.wagerLimits[kind] ?? { min: config.minWager, max: config.maxWager }
  )
}

/**
 * The wallet settings of the bindings (`WALLET_MODE`, `WALLET_URL`, `WALLET_SECRET`,
 * `WALLET_TIMEOUT_MS`), validated with the rest.
 * @throws {ApiError} 500 `CONFIG_INVALID` when a var or secret is malformed (`apiConfig`).
 */
export function walletConfig(env: Bindings): WalletConfig {
  return wallets.get(apiConfig(env))!
}

/** How long a session may stay idle before its alarm closes it, in ms (0: never; default 30 days). */
export function idleMs(env: Bindings): number {
  return apiConfig(env).idleCloseDays * 86_400_000
}
