import { InvalidWagerError } from '@felt/cards'
import { MAX_BOXES } from '../rules/facts.ts'
import type { StudRules } from '../rules/types.ts'
import type { StudBoxWagers, StudWagers } from './types.ts'

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
