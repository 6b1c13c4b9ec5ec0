import { type BreakPokerRules, breakPoker, houseWay } from '@felt/break-poker'
import type { CardCode } from '@felt/cards'
import { UnknownBetError } from '../errors.ts'
import type { Simulator } from '../sim/spec.ts'
import { record, UnitSums } from '../sim/tally.ts'

/** Stake of each simulated wager, in units. */
export const BREAK_STAKE = 10

/** The settlement line name of each analysable bet. */
const LINE: Record<string, string> = {
  main: 'main',
  'lucky-break': 'lucky-break',
  bonus: 'break-bonus',
}

/**
 * Monte Carlo over the real `@felt/break-poker` game, one seat: deal 53 shuffled cards,
 * set the player's hand with `setter` (house way by default), settle; the bet's own line
 * gives the round's net per unit. The setter is handed the rules, so a strategy computed for
 * other rules (`breakOptimalSetting`) refuses instead of playing them.
 * @throws {UnknownBetError} `UNKNOWN_BET` for a bet other than `main`, `lucky-break`, `bonus`.
 */
export function breakEngineSimulator(
  rules: BreakPokerRules,
  bet: string,
  setter: (
    cards: readonly CardCode[],
    rules: BreakPokerRules,
  ) => {
    two: readonly CardCode[]
    three: readonly CardCode[]
  } = houseWay,
): Simulator {
  const wager: { main: number; luckyBreak?: number; bonus?: number } = { main: BREAK_STAKE }
  if (bet === 'lucky-break') wager.luckyBreak = BREAK_STAKE
  if (bet === 'bonus') wager.bonus = BREAK_STAKE
  const wagers = { seats: [wager] }
  const line = LINE[bet]
  if (!line) throw new UnknownBetError('break-poker', bet, Object.keys(LINE))
  const deck: CardCode[] = Array.from({ length: 53 }, (_, i) => i)
  return {
    chunkSize: 10_000,
    run(rounds, random, tally) {
      // Every work unit starts from the canonical order: results must not depend on
      // which units a thread played before.
      deck.splice(0, 53, ...Array.from({ length: 53 }, (_, i) => i))
      const sums = new UnitSums(tally)
      for (let k = 0; k < rounds; k++) {
        for (let i = 52; i > 0; i--) {
          const j = random(i + 1)
          const t = deck[i]!
          deck[i] = deck[j]!
          deck[j] = t
        }
        let state = breakPoker.deal(deck, rules, wagers)
        while (state.status === 'awaiting-action') {
          const s = setter(state.seats[state.turn ?? 0]!.cards, rules)
          state = breakPoker.act(state, {
            type: 'set',
            two: [s.two[0]!, s.two[1]!],
            three: [s.three[0]!, s.three[1]!, s.three[2]!],
          })
        }
        const { settlement } = breakPoker.settle(state)
        const l = settlement.lines.find((x) => x.wager === line)!
        const net = (l.payout - l.stake) / BREAK_STAKE
        record(tally, `net ${net > 0 ? '+' : ''}${net}`, net)
        sums.add(net)
        tally.wagered += 1
      }
      tally.rounds += rounds
    },
  }
}
