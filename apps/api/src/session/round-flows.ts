import { RoundIncompleteError, type RoundState } from '@felt/cards'
import { apiConfig } from '../config.ts'
import { ApiError, roundNotFound } from '../errors.ts'
import { rulesOf } from '../games.ts'
import type { RoundBody } from '../wire.ts'
import { type DealInput, json, type SessionContext } from './context.ts'
import type { DeckAhead } from './deck-ahead.ts'
import { addedStakeKind, advance, settledBody } from './ledger.ts'
import { checkLimits, gameOf, parseAction } from './play.ts'
import type { RoundRow, SessionRow } from './rows.ts'
import { type Approval, debit, isSeamless, takeStake, type WalletHost } from './wallet-flows.ts'

/**
 * Prepares a deal: checks the wagers and the open rounds, shuffles the committed deck (or
 * takes the one shuffled ahead) and deals; in a seamless session the wallet then debits the
 * stake (`debit`: refused or unknown, nothing is dealt and the nonce stays unused). The
 * returned commit reserves the nonce, debits the stakes and stores the round in one
 * transaction (a round complete at once is settled too).
 */
export async function prepareDeal(
  host: WalletHost,
  decks: DeckAhead,
  session: SessionRow,
  input: DealInput,
): Promise<() => RoundBody> {
  const { cx } = host
  const game = gameOf(input.game)
  const rules = rulesOf(game, input.ruleset)
  const config = apiConfig(cx.env)
  checkLimits(config, game, input.wagers)
  if (cx.store.openRoundCount() >= config.maxOpenRounds) {
    throw new ApiError('TOO_MANY_OPEN_ROUNDS', 'settle an open round first', {
      max: config.maxOpenRounds,
    })
  }
  const seed = cx.store.seed('active')
  const nonce = seed.next_nonce
  const shuffleInput = {
    serverSeed: seed.server_seed,
    clientSeed: seed.client_seed!,
    nonce,
    cards: game.deckSize(rules),
  }
  const deck = await decks.take(shuffleInput)
  const state = game.deal(deck, rules, input.wagers) as RoundState
  const key = `${seed.idx}-${nonce}`
  const funding =
    isSeamless(session) && state.staked > 0
      ? await debit(host, session, key, 'stake', state.staked, game.id)
      : undefined
  return () => {
    const now = Date.now()
    const before = session.balance
    const balance = takeStake(cx, key, 'stake', state.staked, before, funding, now)
    // The row as inserted, so that the reply needs no read back.
    const row: RoundRow = {
      seed: seed.idx,
      nonce,
      game: game.id,
      ruleset: (rules as { name: string }).name,
      status: state.status,
      client_seed: seed.client_seed!,
      wagers: json(input.wagers),
      actions: '[]',
      state: json(state),
      balance_before: before,
      balance_after: null,
      settle_actions: null,
      receipt: null,
      created_at: now,
      settled_at: null,
    }
    cx.store.insertRound(row)
    const body = advance(cx, row, game, state, balance, [], [])
    // Players mostly deal the same game again.
    decks.prepare({ ...shuffleInput, nonce: nonce + 1 })
    return body
  }
}

/**
 * Applies the final actions and settles (in the caller's transaction). Settling a settled
 * round again (no actions, or the same ones) answers the same receipt; other actions 409
 * `ROUND_SETTLED`; a round that still awaits decisions 409 `ROUND_INCOMPLETE`.
 */
export function settleRound(
  cx: SessionContext,
  session: SessionRow,
  ref: string,
  actions: unknown[] | undefined,
  funding?: Approval,
): RoundBody {
  const row = cx.store.round(ref)
  if (!row) throw roundNotFound()
  const game = gameOf(row.game)
  const given = (actions ?? []).map((a) => parseAction(game, a))
  if (row.status === 'settled') {
    if (given.length > 0 && json(given) !== row.settle_actions) {
      throw new ApiError('ROUND_SETTLED', 'the round is settled with other actions', {
        round: `${row.seed}-${row.nonce}`,
      })
    }
    return settledBody(cx, row, session.balance)
  }
  const body = advance(cx, row, game, JSON.parse(row.state), session.balance, given, given, funding)
  if (body.round.status !== 'settled') {
    throw new RoundIncompleteError('the round still awaits player decisions', {
      legalActions: body.round.legalActions,
    })
  }
  return body
}

/**
 * In a seamless session, the wallet's debit of what `actions` add at risk to the open round
 * `ref` (a raise, a double), asked before they are applied (`debit`); undefined when they add
 * nothing, and in the transfer model.
 */
export async function fundActions(
  host: WalletHost,
  session: SessionRow,
  ref: string,
  actions: unknown[],
): Promise<Approval | undefined> {
  if (!isSeamless(session) || actions.length === 0) return undefined
  const row = host.cx.store.round(ref)
  if (!row || row.status === 'settled') return undefined
  const game = gameOf(row.game)
  const start = JSON.parse(row.state) as RoundState
  let state = start
  for (const action of actions) state = game.act(state, parseAction(game, action)) as RoundState
  const increase = state.staked - start.staked
  if (increase <= 0) return undefined
  return debit(host, session, `${row.seed}-${row.nonce}`, addedStakeKind(state), increase, game.id)
}
