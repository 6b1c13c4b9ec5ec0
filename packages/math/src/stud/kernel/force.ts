import { type CardCode, InvalidCardError } from '@felt/cards'
import { assertPokerCards, rank5, rank6 } from '@felt/evaluators'
import { handValue, raisePays, type StudRules } from '@felt/stud-poker'
import { qualifyingStrength, TAKE } from './final-hand.ts'
import { type ForceTerms, forcedNet, forceMayPay, forceTerms } from './force-option.ts'

export { TAKE } from './final-hand.ts'

/**
 * The exact value of force the dealer / buy a game for a played, uninsured box, once the
 * dealer's five cards are turned and do not qualify. The dealer replaces his highest (or
 * lowest) card with the next card of the deck, which is any card the player has not seen
 * with equal chance (with `redrawSameRank`, any such card of another rank than the
 * replaced one). Values are per Ante, with the Raise posted and fees already paid left out,
 * on the basis of `FinalHandScorer` (taking is +1).
 */
export class ForceValuer {
  private readonly terms: ForceTerms
  /** The fee of forcing, per Ante. */
  readonly fee: number
  private readonly highest: boolean
  private readonly redraw: boolean
  private readonly after = new Int32Array(5)

  /** @throws {InvalidRulesError} `INVALID_RULES` when the rule set does not let a box force the dealer. */
  constructor(rules: StudRules) {
    this.terms = forceTerms(rules)
    const f = this.terms.option
    this.fee = f.fee
    this.highest = f.replace === 'highest'
    this.redraw = f.redrawSameRank
  }

  /**
   * Whether forcing can be worth more than taking for a hand that pays `pays` (to 1) on a
   * win: when even a sure win would not repay the fee, it never is (most hands).
   */
  mayPay(pays: number): boolean {
    return forceMayPay(this.terms, pays)
  }

  /**
   * Which of the dealer's five non-qualifying cards (ranks all differ) he replaces.
   */
  replacedAt(dealer: ArrayLike<number>): number {
    let at = 0
    for (let i = 1; i < 5; i++) {
      const r = dealer[i]! % 13
      const best = dealer[at]! % 13
      if (this.highest ? r > best : r < best) at = i
    }
    return at
  }

  /** Whether `card` may be the replacement of the dealer's card of rank `replaced` (else it is drawn again). */
  replaces(card: number, replaced: number): boolean {
    return !this.redraw || card % 13 !== replaced
  }

  /**
   * The net of a forced dealer's new hand `dealer` (five codes, the replacement in), the
   * fee left out, for a hand of strength `strength` that pays `pays` on a win.
   */
  settle(strength: number, pays: number, dealer: ArrayLike<number>): number {
    const t = rank5(dealer[0]!, dealer[1]!, dealer[2]!, dealer[3]!, dealer[4]!)
    return forcedNet(this.terms, strength, pays, t)
  }

  /**
   * The expected net of forcing, the fee included, for a hand of strength `strength`
   * (`rank5`/`rank6`) that pays `pays` on a win, against the non-qualifying `dealer` (five
   * card codes), with `seen[c]` set for every card the player has seen (his cards, his
   * discards, the dealer's five and any other).
   */
  force(strength: number, pays: number, dealer: ArrayLike<number>, seen: Uint8Array): number {
    const at = this.replacedAt(dealer)
    const replaced = dealer[at]! % 13
    const after = this.after
    for (let i = 0; i < 5; i++) after[i] = dealer[i]!
    let sum = 0
    let cards = 0
    for (let c = 0; c < 52; c++) {
      if (seen[c] === 1 || !this.replaces(c, replaced)) continue
      cards++
      after[at] = c
      sum += this.settle(strength, pays, after)
    }
    return -this.fee + sum / cards
  }
}

/** The force-or-take choice of one box, valued exactly. */
export interface ForceChoice {
  /** Taking the non-qualifying payment, per Ante (the Ante 1 to 1, the Raise pushed). */
  readonly take: number
  /** Forcing, per Ante, the fee included. */
  readonly force: number
  readonly best: 'force' | 'take'
}

/**
 * The exact value of forcing the dealer (lunar-finland) / buying a game (russian) against
 * taking the non-qualifying payment, for a played and uninsured box holding `hand` (five
 * cards, or six after a buy) against the dealer's turned, non-qualifying five. `seen` are
 * any other cards the player has seen (his discards, his other boxes); the replacement is
 * drawn from the others. Values are per Ante with the Raise posted, fees paid earlier left out.
 * @example
 * forceChoice(studPoker.rules('russian'), parseCards('Ah Kh 9h 6h 2h'), parseCards('Qc Jd 8s 5c 3d'))
 * // { take: 1, force: 2.0769…, best: 'force' } (-1 + 12 pairing cards of 39 x a flush's 10 Ante)
 * @throws {InvalidRulesError} `INVALID_RULES` when the rule set has no force the dealer.
 * @throws {InvalidCardError} `INVALID_CARD` unless the cards are distinct card codes and the dealer does not qualify.
 */
export function forceChoice(
  rules: StudRules,
  hand: readonly CardCode[],
  dealer: readonly CardCode[],
  seen: readonly CardCode[] = [],
): ForceChoice {
  const valuer = new ForceValuer(rules)
  if (dealer.length !== 5)
    throw new InvalidCardError("the dealer's hand is five cards", { cards: dealer.length })
  const { flags, strength, pays } = checkedFinalHand(rules, hand, [...dealer, ...seen])
  const [d0, d1, d2, d3, d4] = dealer as [number, number, number, number, number]
  if (rank5(d0, d1, d2, d3, d4) >= qualifyingStrength(rules))
    throw new InvalidCardError('the dealer qualifies: there is nothing to force', { dealer })
  const force = valuer.force(strength, pays, dealer, flags)
  return { take: TAKE, force, best: force > TAKE ? 'force' : 'take' }
}

/**
 * What the force option adds to a played, uninsured final hand before the dealer's cards
 * are turned, per Ante: over every dealer completion (the up card and four cards the
 * player has not seen), where the dealer does not qualify and forcing is worth more than
 * taking, the difference. Exact (about 0.1 s); 0 for a hand that can never repay the fee.
 * @example
 * forceOptionValue(studPoker.rules('russian'), parseCards('Ah Kh 9h 6h 2h'), parseCard('7c'))
 * @throws {InvalidRulesError} `INVALID_RULES` when the rule set has no force the dealer.
 * @throws {InvalidCardError} `INVALID_CARD` unless the cards are distinct card codes.
 */
export function forceOptionValue(
  rules: StudRules,
  hand: readonly CardCode[],
  up: CardCode,
  seen: readonly CardCode[] = [],
): number {
  const valuer = new ForceValuer(rules)
  const { flags, strength, pays } = checkedFinalHand(rules, hand, [up, ...seen])
  if (!valuer.mayPay(pays)) return 0
  const q = qualifyingStrength(rules)
  const unseen: number[] = []
  for (let c = 0; c < 52; c++) if (flags[c] === 0) unseen.push(c)
  const dealer = new Int32Array(5)
  dealer[0] = up
  const n = unseen.length
  let gain = 0
  let hands = 0
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      for (let c = b + 1; c < n; c++) {
        for (let d = c + 1; d < n; d++) {
          hands++
          dealer[1] = unseen[a]!
          dealer[2] = unseen[b]!
          dealer[3] = unseen[c]!
          dealer[4] = unseen[d]!
          if (rank5(up, dealer[1], dealer[2], dealer[3], dealer[4]) >= q) continue
          for (let i = 1; i < 5; i++) flags[dealer[i]!] = 1
          const force = valuer.force(strength, pays, dealer, flags)
          for (let i = 1; i < 5; i++) flags[dealer[i]!] = 0
          if (force > TAKE) gain += force - TAKE
        }
      }
    }
  }
  return gain / hands
}

/**
 * Checks a final hand and the other cards seen (distinct card codes, no joker), and returns
 * the seen flags of them all, the hand's strength and what it pays on a win.
 * @throws {InvalidCardError} `INVALID_CARD` unless five or six cards and distinct card codes.
 */
export function checkedFinalHand(
  rules: StudRules,
  hand: readonly CardCode[],
  others: readonly CardCode[],
): { flags: Uint8Array; strength: number; pays: number } {
  assertPokerCards(hand, 5, 6)
  const all = [...hand, ...others]
  // Distinct card codes 0..51 across the hand and everything else seen.
  assertPokerCards(all, all.length, all.length)
  const flags = new Uint8Array(52)
  for (const c of all) flags[c] = 1
  const [h0, h1, h2, h3, h4, h5] = hand as [number, number, number, number, number, number]
  const strength = hand.length === 5 ? rank5(h0, h1, h2, h3, h4) : rank6(h0, h1, h2, h3, h4, h5)
  const q = qualifyingStrength(rules)
  return { flags, strength, pays: strength > q ? raisePays(hand, handValue(hand), rules).pays : 0 }
}
