import { assertDeck, type CardCode, type DealtCard, InvalidWagerError } from '@felt/cards'
import { validateRules } from '../rules.ts'
import type { StudBox, StudBoxWagers, StudRules, StudState, StudWagers } from '../types.ts'
import { advance } from './flow.ts'
import { handValue } from './hand.ts'
import { insuranceLimits, RAISE_MULTIPLE } from './limits.ts'

/** Most boxes a round may have. */
export const MAX_BOXES = 6

const WAGER_KEYS = ['ante', 'super', 'dealerSuper', 'bonus'] as const

function amount(box: number, key: string, v: unknown, required: boolean): number {
  if (v === undefined && !required) return 0
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < (required ? 1 : 0)) {
    throw new InvalidWagerError(
      `box ${box} ${key}: must be a whole number${required ? ' >= 1' : ' >= 0'}`,
      { box, wager: key },
    )
  }
  return v
}

/**
 * Checks the wagers against the rule set: 1 to 6 boxes; a positive Ante; the Super where the
 * rule set has it (required, >= Ante); dealer Super and Bonus only where offered.
 * @throws {InvalidWagerError} `INVALID_WAGER` naming the box and wager.
 */
export function validateWagers(wagers: StudWagers, rules: StudRules): StudBoxWagers[] {
  const boxes = (wagers as { boxes?: unknown } | null)?.boxes
  if (!Array.isArray(boxes) || boxes.length < 1 || boxes.length > MAX_BOXES) {
    throw new InvalidWagerError(`wagers.boxes must list 1 to ${MAX_BOXES} boxes`, {
      wager: 'boxes',
    })
  }
  return boxes.map((raw: unknown, i) => {
    if (typeof raw !== 'object' || raw === null) {
      throw new InvalidWagerError(`box ${i}: must be an object`, { box: i })
    }
    const w = raw as Record<string, unknown>
    for (const k of Object.keys(w)) {
      if (!(WAGER_KEYS as readonly string[]).includes(k)) {
        throw new InvalidWagerError(`box ${i}: unknown wager ${JSON.stringify(k.slice(0, 32))}`, {
          box: i,
          wager: k.slice(0, 32),
        })
      }
    }
    const ante = amount(i, 'ante', w.ante, true)
    const sup = amount(i, 'super', w.super, rules.superWager)
    if (rules.superWager && sup < ante) {
      throw new InvalidWagerError(`box ${i} super: must be at least the Ante (${ante})`, {
        box: i,
        wager: 'super',
      })
    }
    if (!rules.superWager && sup > 0) {
      throw new InvalidWagerError(`box ${i} super: ${rules.name} has no Super wager`, {
        box: i,
        wager: 'super',
      })
    }
    const dealerSuper = amount(i, 'dealerSuper', w.dealerSuper, false)
    if (!rules.dealerSuperWager && dealerSuper > 0) {
      throw new InvalidWagerError(
        `box ${i} dealerSuper: ${rules.name} has no Super on the dealer`,
        {
          box: i,
          wager: 'dealerSuper',
        },
      )
    }
    const bonus = amount(i, 'bonus', w.bonus, false)
    if (rules.bonusTable === null && bonus > 0) {
      throw new InvalidWagerError(`box ${i} bonus: ${rules.name} has no Bonus side bet`, {
        box: i,
        wager: 'bonus',
      })
    }
    return { ante, super: sup, dealerSuper, bonus }
  })
}

/**
 * Starts a round: box 0 gets deck cards 0-4, box 1 cards 5-9, ..., then the dealer five
 * (stud-family.md, core rule 2). Blind boxes post their Raise now; a box dealt an instant
 * payout hand is finished at once.
 * @throws {InvalidDeckError} `INVALID_DECK`; {InvalidRulesError} `INVALID_RULES`;
 * {InvalidWagerError} `INVALID_WAGER`.
 */
export function deal(deck: readonly CardCode[], rulesIn: StudRules, wagers: StudWagers): StudState {
  assertDeck(deck, 52)
  const rules = validateRules(rulesIn)
  const bets = validateWagers(wagers, rules)
  const dealt: DealtCard[] = []
  const take = (position: number, to: string): CardCode => {
    const card = deck[position]!
    dealt.push({ position, card, to })
    return card
  }
  let staked = 0
  const boxes: StudBox[] = bets.map((w, index) => {
    const firstFive = [0, 1, 2, 3, 4].map((k) => take(index * 5 + k, `box:${index}`))
    const blind = rules.blindBoxesFrom !== null && index >= rules.blindBoxesFrom
    const raise = blind ? RAISE_MULTIPLE * w.ante : 0
    staked += w.ante + (w.super ?? 0) + (w.dealerSuper ?? 0) + (w.bonus ?? 0) + raise
    const instant = rules.instantPayout?.[handValue(firstFive).category] ?? 0
    const box: StudBox = {
      index,
      blind,
      ante: w.ante,
      super: w.super ?? 0,
      dealerSuper: w.dealerSuper ?? 0,
      bonus: w.bonus ?? 0,
      firstFive,
      cards: firstFive,
      draw: null,
      status: instant > 0 ? 'instant' : blind ? 'played' : 'pending',
      raise,
      insurance: 0,
      mustPlay: false,
      force: null,
      forceFee: 0,
    }
    // a blind box only decides whether to insure
    if (blind && box.status === 'played' && insuranceLimits(box, rules) !== null) {
      return { ...box, status: 'pending' }
    }
    return box
  })
  const base = bets.length * 5
  const dealerCards = [0, 1, 2, 3, 4].map((k) => take(base + k, 'dealer'))
  const state: StudState = {
    game: 'stud-poker',
    rules,
    status: 'awaiting-action',
    phase: 'decisions',
    turn: null,
    deck: [...deck],
    next: base + 5,
    dealt,
    actions: [],
    staked,
    boxes,
    dealer: {
      cards: dealerCards,
      upCard: dealerCards[rules.dealerUpCard]!,
      revealed: false,
      qualifies: null,
      replacement: null,
    },
  }
  return advance(state, 0)
}
