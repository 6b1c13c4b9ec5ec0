import type { LegalAction, RoundStatus } from '@felt/cards'

/** The seed state a player sees: never a server seed before it is revealed. */
export interface SeedState {
  /** SHA-256 (hex) of the active server seed. */
  readonly commitment: string
  /** SHA-256 (hex) of the server seed that the next rotation makes active. */
  readonly nextCommitment: string
  readonly clientSeed: string
  /** The nonce the next round gets. */
  readonly nonce: number
}

/** A round as the player sees it: only `view` shows cards, and it hides what is hidden. */
export interface RoundOut {
  /** `<seed>-<nonce>`: unique in the session across rotations. */
  readonly id: string
  /** The seed pair's number (0 for the session's first, +1 per rotation). */
  readonly seed: number
  readonly nonce: number
  readonly game: string
  readonly ruleset: string
  readonly status: RoundStatus
  readonly view: unknown
  readonly legalActions: readonly LegalAction[]
}

/** What `felt-fair verify` checks once the seed is revealed (the `@felt/fair` receipt). */
export type { Receipt, ReceiptEntry } from '@felt/fair'

/** The seed pair revealed by a rotation. */
export interface Revealed {
  readonly serverSeed: string
  readonly commitment: string
  readonly clientSeed: string
  /** How many nonces were used under it: rounds 0 .. nonces - 1. */
  readonly nonces: number
}
