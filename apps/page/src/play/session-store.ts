import type { FeltApi } from './api.ts'
import type { PlayedRound, PlayState } from './state.ts'

/** Keeps the session across reloads in this tab's sessionStorage: its id, token and kept rounds. */
export interface SessionStore {
  /** Writes the current session (or removes it when there is none); a no-op until restored. */
  readonly save: () => void
  /** Reads the saved session back and reloads it from the server; forgets it if that fails. */
  readonly restore: () => Promise<void>
}

/** A store for the session of the API at `base`. */
export function sessionStore(base: string, api: FeltApi, state: PlayState): SessionStore {
  // A reload keeps the session: its token and receipts stay in this tab's sessionStorage.
  const storageKey = `felt-session:${base}`
  let restored = false
  const save = (): void => {
    // Before the saved session is read back, there is nothing to save over it.
    if (!restored) return
    try {
      if (!state.session || !api.token) sessionStorage.removeItem(storageKey)
      else
        sessionStorage.setItem(
          storageKey,
          JSON.stringify({ id: state.session.id, token: api.token, rounds: state.rounds }),
        )
    } catch {
      // Storage may be disabled; the session then lasts as long as the page.
    }
  }
  const read = async (): Promise<void> => {
    let saved: { id: string; token: string; rounds: PlayedRound[] } | undefined
    try {
      saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') ?? undefined
    } catch {
      saved = undefined
    }
    if (!saved) return
    api.token = saved.token
    try {
      const s = await api.send(api.client.v1.sessions[':id'].$get({ param: { id: saved.id } }))
      state.session = { id: s.sessionId, balance: s.balance, seed: s.seed }
      state.rounds = saved.rounds
      state.round = s.openRounds[0]
    } catch {
      api.token = undefined
      sessionStorage.removeItem(storageKey)
    }
  }
  const restore = (): Promise<void> =>
    read().finally(() => {
      restored = true
    })
  return { save, restore }
}
