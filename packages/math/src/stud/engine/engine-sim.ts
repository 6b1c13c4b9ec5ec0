import type { CardCode } from '@felt/cards'
import { type CaribbeanStrategy, caribbeanDecision } from '@felt/strategy/stud-poker'
import {
  ownerStrategy,
  type StudAction,
  type StudRules,
  type StudState,
  studPoker,
} from '@felt/stud-poker'
import type { Simulator } from '../../sim/spec.ts'
import { record, UnitSums } from '../../sim/tally.ts'
import { forceChoice } from '../kernel/force.ts'

/** Strategies the stud simulations play. */
export type StudStrategyName = 'owner' | CaribbeanStrategy

/** Side bets, each analysed on its own; everything else of a box is the `main` bet. */
export const STUD_SIDE_BETS: readonly string[] = ['super', 'dealer-super', 'bonus']

/** The Ante of a simulated box, in units (fees, raises and insurance are whole multiples of it). */
export const STUD_ANTE = 10

/**
 * The decision of `strategy` in a `@felt/stud-poker` state. `owner` is the game owner's
 * Lunar strategy (on rule sets without a buy or with other exchange limits, a move it
 * cannot make falls back to its second decision: play with ace-king-queen or better);
 * the Caribbean strategies never draw. Insurance is never taken. When the dealer does not
 * qualify and the rules let the box force him, it forces when that is worth more than
 * taking the Ante, exactly (`forceChoice`).
 */
export function studDecision(state: StudState, strategy: StudStrategyName): StudAction {
  const box = state.boxes[state.turn!]!
  if (state.phase === 'force') {
    const discards = box.draw?.discarded ?? []
    return { type: forceChoice(state.rules, box.cards, state.dealer.cards, discards).best }
  }
  const legal = studPoker.legalActions(state)
  const can = (t: string) => legal.find((a) => a.type === t)
  if (!can('fold')) return { type: 'play' }
  if (strategy !== 'owner') {
    return { type: caribbeanDecision(strategy, box.cards.slice(0, 5), state.dealer.upCard) }
  }
  const afterDraw = box.draw !== null
  const { action } = ownerStrategy(box.cards, state.dealer.upCard, afterDraw)
  if (action.type === 'exchange') {
    const n = action.cards?.length ?? 0
    const ex = can('exchange')
    if (ex && n >= (ex.min as number) && n <= (ex.max as number)) return action
    const sw = can('switch')
    if (sw && n >= 1 && n <= (sw.max as number))
      return { type: 'switch', cards: action.cards ?? [] }
  } else if (action.type === 'buy') {
    if (can('buy')) return action
  } else return action
  return ownerStrategy(box.cards, state.dealer.upCard, true).action
}

/**
 * Monte Carlo over the real `@felt/stud-poker` game, one box: deal, act with the
 * strategy, settle. `bet` `main` counts every line but the side bets (per Ante); a side
 * bet counts its own line; `total` counts every line per unit of the initial required
 * wagers (Ante plus a mandatory Super). Events are the round's net result.
 */
export function studEngineSimulator(
  rules: StudRules,
  bet: string,
  strategy: StudStrategyName,
): Simulator {
  const box: { ante: number; super?: number; dealerSuper?: number; bonus?: number } = {
    ante: STUD_ANTE,
  }
  if (rules.superWager) box.super = STUD_ANTE
  if (bet === 'dealer-super') box.dealerSuper = STUD_ANTE
  if (bet === 'bonus') box.bonus = STUD_ANTE
  const wagers = { boxes: [box] }
  // The initial required wagers: the Ante, plus the mandatory Super for `total`.
  const unit = bet === 'total' ? STUD_ANTE + (box.super ?? 0) : STUD_ANTE
  const deck: CardCode[] = Array.from({ length: 52 }, (_, i) => i)
  return {
    chunkSize: 20_000,
    run(rounds, random, tally) {
      // Every work unit starts from the canonical order: results must not depend on
      // which units a thread played before.
      for (let i = 0; i < 52; i++) deck[i] = i
      const sums = new UnitSums(tally)
      for (let k = 0; k < rounds; k++) {
        for (let i = 51; i > 0; i--) {
          const j = random(i + 1)
          const t = deck[i]!
          deck[i] = deck[j]!
          deck[j] = t
        }
        let state = studPoker.deal(deck, rules, wagers)
        while (state.status === 'awaiting-action')
          state = studPoker.act(state, studDecision(state, strategy))
        const { settlement } = studPoker.settle(state)
        let staked = 0
        let returned = 0
        for (const l of settlement.lines) {
          const side = STUD_SIDE_BETS.includes(l.wager)
          if (bet === 'total' ? false : bet === 'main' ? side : l.wager !== bet) continue
          staked += l.stake
          returned += l.payout
        }
        const net = (returned - staked) / unit
        record(tally, `net ${net > 0 ? '+' : ''}${net}`, net)
        sums.add(net)
        tally.wagered += staked / unit
      }
      tally.rounds += rounds
    },
  }
}
