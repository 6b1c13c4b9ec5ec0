import type { AnyGame, FeltError } from '@felt/cards'
import { canonicalOrder } from '@felt/fair'

/** Which wager kinds a rule set needs and which it offers, as its own `deal` says. */
export interface WagerKinds {
  /** Kinds the deal refuses to go without (the Ante; Lunar's Super). */
  readonly required: readonly string[]
  /** Optional kinds the rule set takes (side bets it offers). */
  readonly optional: readonly string[]
}

function namedKind(e: unknown, kinds: readonly string[]): string | undefined {
  const err = e as Partial<FeltError> & { message?: string }
  if (err?.code !== 'INVALID_WAGER') return undefined
  const named = (err.details as { wager?: unknown } | undefined)?.wager
  if (typeof named === 'string' && kinds.includes(named)) return named
  return kinds.find((k) => new RegExp(`\\b${k}\\b`).test(err.message ?? ''))
}

/**
 * Asks the game itself (the same package the server runs) which wagers a rule set
 * takes: deals a canonical deck with the required kinds, adds any kind the deal says is
 * missing, then tries each other kind alone. `container` wraps one box (`boxes`, `seats`).
 * Falls back to every kind when the game cannot be asked.
 */
export function probeWagerKinds(
  game: AnyGame | undefined,
  ruleset: string,
  kinds: readonly string[],
  required: readonly string[],
  container: string | undefined,
  amount = 10,
): WagerKinds {
  const fallback = { required, optional: kinds.filter((k) => !required.includes(k)) }
  if (!game) return fallback
  try {
    const rules = game.rules(ruleset)
    const deck = canonicalOrder(game.deckSize(rules))
    const attempt = (w: Record<string, number>): unknown => {
      try {
        game.deal(deck, rules, container ? { [container]: [w] } : w)
        return undefined
      } catch (e) {
        return e
      }
    }
    const base: Record<string, number> = {}
    for (const k of required) base[k] = amount
    for (let i = 0; i <= kinds.length; i++) {
      const err = attempt(base)
      if (err === undefined) break
      const k = namedKind(err, kinds)
      if (k === undefined || k in base) return fallback
      base[k] = amount
    }
    const optional = kinds.filter((k) => !(k in base) && attempt({ ...base, [k]: 1 }) === undefined)
    return { required: Object.keys(base), optional }
  } catch {
    return fallback
  }
}
