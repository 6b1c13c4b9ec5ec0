/**
 * A player for tests, the end-to-end run and the load run: wagers for each game and rule
 * set, and a legal next action from the round's view and legal actions. Seeded, so a run
 * is repeatable; it exercises draws, folds, forces and splits, not good play.
 */
import { houseWay } from '@felt/break-poker'

/** A round as the API returns it (the fields the bot reads). */
export interface BotRound {
  readonly game: string
  readonly ruleset: string
  readonly status: string
  readonly view: unknown
  readonly legalActions: readonly { type: string; box?: number; [k: string]: unknown }[]
}

/** A small seeded generator: uniform integer in [0, n). */
export function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)
  }
}

/** Wagers of one box (or hand) that the game and rule set accept, in whole units. */
export function boxWagers(
  game: string,
  rules: Record<string, unknown>,
  unit = 5,
): Record<string, number> {
  switch (game) {
    case 'stud-poker':
      return {
        ante: unit,
        ...(rules.superWager ? { super: unit } : {}),
        ...(rules.dealerSuperWager ? { dealerSuper: 1 } : {}),
        ...(rules.bonusTable ? { bonus: 1 } : {}),
      }
    case 'break-poker':
      return { main: unit, luckyBreak: 1, bonus: 1 }
    case 'zero':
      return { zero: unit, zeroPayouts: 1 }
    default:
      return { main: unit }
  }
}

/** A legal next action for the round, chosen with `rand`. */
export function chooseAction(round: BotRound, rand: (n: number) => number): unknown {
  const legal = round.legalActions
  if (legal.length === 0) throw new Error(`no legal action in a ${round.status} round`)
  if (round.game === 'break-poker') {
    const a = legal[0]!
    const way = houseWay(a.cards as number[])
    return { type: 'set', seat: a.seat, two: way.two, three: way.three }
  }
  if (round.game === 'stud-poker') {
    // Play more often than not, so that rounds reach the dealer.
    const play = legal.find((a) => a.type === 'play')
    const a = play && rand(3) === 0 ? play : legal[rand(legal.length)]!
    const view = round.view as { boxes: { index: number; cards: number[] }[] }
    const cards = view.boxes.find((b) => b.index === a.box)?.cards ?? []
    switch (a.type) {
      case 'exchange':
        return { type: 'exchange', box: a.box, cards: cards.slice(0, a.min as number) }
      case 'switch':
        return { type: 'switch', box: a.box, cards: cards.slice(0, 1 + rand(a.max as number)) }
      case 'insure':
        return { type: 'insure', box: a.box, amount: a.min }
      default:
        return { type: a.type, box: a.box }
    }
  }
  const a = legal[rand(legal.length)]!
  const { type, ...rest } = a
  return 'hand' in rest ? { type, hand: rest.hand } : { type }
}
