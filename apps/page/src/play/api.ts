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
  GameInfo,
  GamesReply,
  LegalAction,
  Rotated,
  RoundBody,
  RoundOut,
  SeedState,
  SessionCreated,
  SessionOut,
} from '../../../api/src/wire.ts'

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
