import type { FeltApi, GameInfo, Rotated, RoundBody, RoundOut, SeedState } from './api.ts'

/** The session this tab plays in: its id, play-money balance (whole units) and seed pair. */
export interface Session {
  readonly id: string
  balance: number
  seed: SeedState
}

/** A settled round kept for verification, with its verdict once its server seed is revealed. */
export interface PlayedRound {
  readonly id: string
  readonly game: string
  readonly ruleset: string
  readonly nonce: number
  receipt: Record<string, unknown>
  verified?: { valid: boolean; mismatches: number }
}

/** The last settled round with its receipt and the balance after it. */
export interface Settled {
  readonly round: RoundOut
  readonly receipt: Record<string, unknown>
  readonly balance: number
}

/** Everything the Play tab's panels share and change. */
export interface PlayState {
  games: readonly GameInfo[]
  session: Session | undefined
  round: RoundOut | undefined
  lastSettled: Settled | undefined
  rounds: PlayedRound[]
  verifiedPair: { revealed: Rotated['revealed']; rounds: PlayedRound[] } | undefined
  busy: boolean
  chosenGame: string
  chosenRuleset: string
}

/** What each panel gets: the shared state, the API client and the way to run a step. */
export interface PlayContext {
  readonly state: PlayState
  readonly api: FeltApi
  /** Runs one API step with the buttons disabled, then redraws and focuses `focus` (an element id). */
  readonly step: (what: string, fn: () => Promise<void>, focus?: string) => Promise<void>
  readonly openTab: (id: string) => void
}

/** A fresh state: no session, no games loaded yet. */
export function initialState(): PlayState {
  return {
    games: [],
    session: undefined,
    round: undefined,
    lastSettled: undefined,
    rounds: [],
    verifiedPair: undefined,
    busy: false,
    chosenGame: '',
    chosenRuleset: '',
  }
}

/** The current session's typed routes and their path parameter; throws if there is none. */
export function sessionRoutes({ state, api }: Pick<PlayContext, 'state' | 'api'>) {
  return { routes: api.client.v1.sessions[':id'], param: { id: state.session!.id } }
}

/** Takes a deal, act or settle reply: the round, the balance, and the receipt once settled. */
export function applyReply(state: PlayState, reply: RoundBody): void {
  state.round = reply.round
  state.session!.balance = reply.balance
  if (reply.receipt) {
    state.lastSettled = { round: reply.round, receipt: reply.receipt, balance: reply.balance }
    if (!state.rounds.some((r) => r.id === reply.round.id)) {
      state.rounds.push({
        id: reply.round.id,
        game: reply.round.game,
        ruleset: reply.round.ruleset,
        nonce: reply.round.nonce,
        receipt: reply.receipt,
      })
    }
  }
}
