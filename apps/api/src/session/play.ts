import type { AnyGame, RoundState } from '@felt/cards'
import * as v from 'valibot'
import { type ApiConfig, wagerLimit } from '../config.ts'
import { ApiError } from '../errors.ts'
import { findGame } from '../games.ts'
import { flattenIssues } from '../issues.ts'
import { ACTION_SCHEMAS } from '../schemas/actions.ts'
import { placedWagers } from '../schemas/wagers.ts'
import type { Receipt, RoundOut } from '../wire.ts'
import type { RoundRow, SeedRow } from './rows.ts'

/** 422 when the balance does not cover a stake. */
export function insufficient(needed: number, balance: number): ApiError {
  return new ApiError('INSUFFICIENT_BALANCE', 'the balance does not cover the stake', {
    needed,
    balance,
  })
}

/** The game with this id; 400 `UNKNOWN_GAME` otherwise. */
export function gameOf(id: string): AnyGame {
  const game = findGame(id)
  if (!game) throw new ApiError('UNKNOWN_GAME', 'no such game', { game: id })
  return game
}

/** Validates a player action against the game's action schema; 400 otherwise. */
export function parseAction(game: AnyGame, action: unknown): unknown {
  const schema = ACTION_SCHEMAS[game.id]
  if (!schema) return action
  const result = v.safeParse(schema, action)
  if (!result.success) {
    throw new ApiError('VALIDATION_FAILED', `not a ${game.id} action`, {
      ...flattenIssues(result.issues),
    })
  }
  return result.output
}

/** 422 `WAGER_LIMIT` when a placed wager is outside the operator's limits for its kind. */
export function checkLimits(config: ApiConfig, game: AnyGame, wagers: unknown): void {
  for (const { kind, amount } of placedWagers(wagers)) {
    // 0 means the optional wager is not placed; the game decides whether that is allowed.
    if (amount === 0) continue
    const limit = wagerLimit(config, game.id, kind)
    if (amount < limit.min || amount > limit.max) {
      throw new ApiError('WAGER_LIMIT', `${kind} must be between ${limit.min} and ${limit.max}`, {
        kind,
        amount,
        ...limit,
      })
    }
  }
}

/** The player's view of the round stored in `row`, in `state`. */
export function roundOut(row: RoundRow, state: RoundState): RoundOut {
  const game = gameOf(row.game)
  // The registry types every game as `AnyGame`, so the link between `row.game` and its view's
  // type is lost here; the view is that game's own (test/views.test.ts checks it per game).
  return {
    id: `${row.seed}-${row.nonce}`,
    seed: row.seed,
    nonce: row.nonce,
    game: row.game,
    ruleset: row.ruleset,
    status: state.status,
    view: game.view(state),
    legalActions: state.status === 'awaiting-action' ? game.legalActions(state) : [],
  } as RoundOut
}

/**
 * The receipt, with the server seed once its pair is revealed (and only then): by a
 * rotation, or when the session is `closed`.
 */
export function withServerSeed(receipt: Receipt, seed: SeedRow, closed = false): Receipt {
  return seed.status === 'revealed' || closed
    ? { ...receipt, serverSeed: seed.server_seed }
    : receipt
}
