import type { Bindings } from './config.ts'
import type { Auth, SessionObject } from './session-do.ts'

/** Hono environment of the app: bindings and per-request variables. */
export interface AppEnv {
  Bindings: Bindings
  Variables: {
    auth: Auth
    /** The request's id, in its log line and the `X-Request-Id` header. */
    requestId: string
    /** The request carries the operator key. */
    operator: boolean
    session: DurableObjectStub<SessionObject>
  }
}
