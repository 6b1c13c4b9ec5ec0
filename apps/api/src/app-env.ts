import type { Bindings } from './config.ts'
import type { Auth, SessionObject } from './session-do.ts'

/**
 * The session object's methods as the Worker calls them: the declared results. The RPC stub's
 * own typing (`Rpc.Result`) drops every result branch that holds an `unknown` (a game's view,
 * a receipt's rules); the values are plain JSON from SQLite, so they arrive as declared.
 */
export type SessionApi = Pick<
  SessionObject,
  | 'create'
  | 'authenticate'
  | 'get'
  | 'setClientSeed'
  | 'rotate'
  | 'deal'
  | 'act'
  | 'settle'
  | 'getRound'
  | 'transfer'
  | 'close'
  | 'statement'
  | 'ledgerPage'
  | 'roundsPage'
  | 'walletPage'
>

/** The session object of an id (see `SessionApi`). */
export function sessionApi(env: Bindings, id: string): SessionApi {
  return env.SESSIONS.get(env.SESSIONS.idFromName(id)) as unknown as SessionApi
}

/** Hono environment of the app: bindings and per-request variables. */
export interface AppEnv {
  Bindings: Bindings
  Variables: {
    auth: Auth
    /** The request's id, in its log line and the `X-Request-Id` header. */
    requestId: string
    /** The request carries the operator key. */
    operator: boolean
    session: SessionApi
  }
}
