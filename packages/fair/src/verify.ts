import {
  type AnyGame,
  type CardCode,
  type DealtCard,
  FeltError,
  formatCard,
  InvalidRulesError,
  type RoundState,
  type Settlement,
} from '@felt/cards'
import { DECK_SIZES, type DeckSize } from './deck.ts'
import { describeDeal } from './describe.ts'
import { games as defaultGames, type GameRegistry } from './games.ts'
import { checkLedger } from './ledger-check.ts'
import { assertReceiptShape, type Receipt } from './receipt.ts'
import { ALGORITHM, assertClientSeed, assertNonce, assertServerSeed, commit } from './seeds.ts'
import { shuffle } from './shuffle.ts'

/** One thing in a receipt that differs from the recomputed round. */
export interface Mismatch {
  /** Receipt path: `commitment`, `dealt[3].card`, `settlement.lines[1].payout`, `actions[2]`, ... */
  readonly field: string
  /** What the recomputation gives (or what was required). */
  readonly expected: unknown
  /** What the receipt says. */
  readonly actual: unknown
  readonly message: string
}

/** The result of `verifyRound`. */
export interface VerifyReport {
  /** True when there is no mismatch. */
  readonly valid: boolean
  /** What was checked and passed, in words, in the order checked. */
  readonly checks: string[]
  readonly mismatches: Mismatch[]
  /** The recomputed deck or shoe, when the seeds allowed computing it. */
  readonly deck?: CardCode[]
}

/** Options of `verifyRound`. */
export interface VerifyOptions {
  /** Games by id; defaults to every Felt game (`games`). */
  readonly games?: GameRegistry
}

const MONEY_FIELDS = ['box', 'wager', 'stake', 'outcome', 'payout'] as const

function errorText(e: unknown): string {
  if (e instanceof FeltError) return `${e.code}: ${e.message}`
  return e instanceof Error ? e.message : String(e)
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined)
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined)
  if (ka.length !== kb.length) return false
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

function card(code: unknown): string {
  try {
    return formatCard(code as number)
  } catch {
    return JSON.stringify(code)
  }
}

function cardText(d: DealtCard): string {
  return `${card(d.card)} at position ${d.position} to ${d.to}`
}

/**
 * Verifies a settled round from its receipt alone: the algorithm is known; SHA-256 of
 * the revealed server seed is the commitment; the deck is `shuffle` of the seeds with
 * the game's `deckSize(rules)`; the rules are the named rule set (or it with validated
 * overrides); `deal` with the wagers, every action through `act`, then `settle`
 * reproduce every dealt card (position, card, recipient) and every settlement line
 * (box, wager, stake, outcome, payout; `reason` is wording and not compared) and the
 * totals; and the round's `ledger` entries carry exactly the stakes and payout of the
 * rules (`checkLedger`). A legacy receipt's `balanceBefore` and `balanceAfter` are not
 * compared: rounds settled in between move the session balance.
 *
 * Everything that does not match is reported (`expected` is the recomputation,
 * `actual` the receipt); errors thrown by the game become mismatches, never a crash.
 * @throws {InvalidReceiptError} `INVALID_RECEIPT` when `receipt` is not shaped like a `Receipt`.
 */
export async function verifyRound(
  receipt: unknown,
  options: VerifyOptions = {},
): Promise<VerifyReport> {
  assertReceiptShape(receipt)
  const r: Receipt = receipt
  const registry = options.games ?? defaultGames
  const checks: string[] = []
  const mismatches: Mismatch[] = []
  const report = (deck?: CardCode[]): VerifyReport => ({
    valid: mismatches.length === 0,
    checks,
    mismatches,
    ...(deck ? { deck } : {}),
  })
  const miss = (field: string, expected: unknown, actual: unknown, message: string): void => {
    mismatches.push({ field, expected, actual, message })
  }

  if (r.algorithm !== ALGORITHM) {
    miss('algorithm', ALGORITHM, r.algorithm, `unknown algorithm ${JSON.stringify(r.algorithm)}`)
    return report()
  }
  checks.push(`algorithm ${ALGORITHM}`)

  let seedsOk = true
  if (r.serverSeed === undefined || r.serverSeed === null) {
    miss(
      'serverSeed',
      'the revealed server seed',
      null,
      'the server seed is not revealed yet (rotate the seed pair first)',
    )
    seedsOk = false
  } else {
    try {
      assertServerSeed(r.serverSeed)
      const computed = await commit(r.serverSeed)
      if (computed === r.commitment) {
        checks.push(`commitment ${r.commitment} is SHA-256 of the revealed server seed`)
      } else {
        miss(
          'commitment',
          computed,
          r.commitment,
          'SHA-256 of the revealed server seed is not the commitment',
        )
      }
    } catch (e) {
      miss('serverSeed', '64 lowercase hex characters', r.serverSeed, errorText(e))
      seedsOk = false
    }
  }
  for (const [field, assert] of [
    ['clientSeed', assertClientSeed],
    ['nonce', assertNonce],
  ] as const) {
    try {
      assert(r[field])
    } catch (e) {
      miss(field, 'a valid value', r[field], errorText(e))
      seedsOk = false
    }
  }
  if (seedsOk)
    checks.push(`client seed ${JSON.stringify(r.clientSeed)} and nonce ${r.nonce} are well formed`)

  if (!Object.hasOwn(registry, r.game)) {
    miss('game', Object.keys(registry), r.game, `unknown game ${JSON.stringify(r.game)}`)
    return report()
  }
  const game: AnyGame = registry[r.game]!
  const rules = checkRules(game, r, checks, miss)

  let size: number
  try {
    size = game.deckSize(rules)
  } catch (e) {
    miss('rules', 'rules the game can deal', r.rules, `deckSize failed: ${errorText(e)}`)
    return report()
  }
  if (!DECK_SIZES.includes(size as DeckSize)) {
    miss('rules', DECK_SIZES, size, `the rules deal from ${size} cards, which v1 does not shuffle`)
    return report()
  }
  if (!seedsOk) return report()
  const deck = await shuffle({
    serverSeed: r.serverSeed!,
    clientSeed: r.clientSeed,
    nonce: r.nonce,
    cards: size,
  })
  checks.push(`deck: ${size} cards shuffled from the server seed, client seed and nonce ${r.nonce}`)

  const played = replay(game, deck, rules, r, checks, miss)
  if (played) {
    compareDealt(played.state.dealt, r.dealt, checks, miss)
    compareSettlement(played.settlement, r, checks, miss)
    if (r.ledger !== undefined) {
      checkLedger(r.ledger, played.staked, played.settlement.returned, checks, miss)
    } else if (typeof r.balanceBefore === 'number' || typeof r.balanceAfter === 'number') {
      checks.push(
        'balance: balanceBefore and balanceAfter are the session balance at the deal and at settlement; rounds settled in between move it, so they are not compared',
      )
    }
  }
  return report(deck)
}

type Miss = (field: string, expected: unknown, actual: unknown, message: string) => void

function checkRules(game: AnyGame, r: Receipt, checks: string[], miss: Miss): unknown {
  let named: unknown
  try {
    named = game.rules(r.ruleset)
  } catch (e) {
    miss('ruleset', Object.keys(game.rulesets), r.ruleset, errorText(e))
    return r.rules
  }
  if (same(named, r.rules)) {
    checks.push(`rules: rule set ${r.ruleset} of ${game.id}, unchanged`)
    return named
  }
  const rules = r.rules as Record<string, unknown>
  const base = named as Record<string, unknown>
  const overrides: Record<string, unknown> = {}
  for (const key of Object.keys(rules))
    if (!same(rules[key], base[key])) overrides[key] = rules[key]
  const missing = Object.keys(base).filter((k) => !(k in rules))
  try {
    if (missing.length > 0) {
      throw InvalidRulesError.forOption(
        missing[0]!,
        null,
        `options missing from the receipt: ${missing.join(', ')}`,
      )
    }
    const resolved = game.rules(r.ruleset, overrides) as Record<string, unknown>
    const keys = new Set([...Object.keys(resolved), ...Object.keys(rules)])
    const differ = [...keys].filter((k) => !same(resolved[k], rules[k]))
    if (differ.length > 0) {
      throw InvalidRulesError.forOption(
        differ[0]!,
        rules[differ[0]!],
        `the rule set with these overrides resolves differently (${differ.join(', ')})`,
      )
    }
    checks.push(
      `rules: rule set ${r.ruleset} of ${game.id} with validated overrides of ${Object.keys(overrides).join(', ')}`,
    )
    return resolved
  } catch (e) {
    miss(
      'rules',
      named,
      r.rules,
      `the rules are not rule set ${r.ruleset} with valid overrides: ${errorText(e)}`,
    )
    return r.rules
  }
}

function replay(
  game: AnyGame,
  deck: CardCode[],
  rules: unknown,
  r: Receipt,
  checks: string[],
  miss: Miss,
): { state: RoundState; settlement: Settlement; staked: number[] } | undefined {
  let state: RoundState
  try {
    state = game.deal(deck, rules, r.wagers)
  } catch (e) {
    miss('wagers', 'wagers the game accepts', r.wagers, `deal refused the wagers: ${errorText(e)}`)
    return undefined
  }
  checks.push(`wagers ${JSON.stringify(r.wagers)} accepted by ${game.id}`)
  const staked = [state.staked]
  for (let i = 0; i < r.actions.length; i++) {
    try {
      state = game.act(state, r.actions[i])
      staked.push(state.staked)
    } catch (e) {
      miss(
        `actions[${i}]`,
        'a legal action',
        r.actions[i],
        `action ${i} is not legal: ${errorText(e)}`,
      )
      return undefined
    }
  }
  checks.push(
    `replayed ${r.actions.length} action${r.actions.length === 1 ? '' : 's'} through the rules`,
  )
  try {
    return { ...game.settle(state), staked }
  } catch (e) {
    miss('actions', 'actions that complete the round', r.actions, `settle failed: ${errorText(e)}`)
    return undefined
  }
}

function compareDealt(
  expected: readonly DealtCard[],
  actual: readonly DealtCard[],
  checks: string[],
  miss: Miss,
): void {
  const before = checks.length
  let bad = false
  if (expected.length !== actual.length) {
    miss(
      'dealt.length',
      expected.length,
      actual.length,
      `the round deals ${expected.length} cards, the receipt lists ${actual.length}`,
    )
    bad = true
  }
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
    const e = expected[i]
    const a = actual[i]
    if (!e || !a) {
      miss(
        `dealt[${i}]`,
        e ?? null,
        a ?? null,
        e ? `missing from the receipt: ${cardText(e)}` : `not dealt by the round: ${cardText(a!)}`,
      )
      bad = true
      continue
    }
    for (const key of ['position', 'card', 'to'] as const) {
      if (e[key] !== a[key]) {
        bad = true
        miss(
          `dealt[${i}].${key}`,
          e[key],
          a[key],
          `card ${i} dealt: the round gives ${cardText(e)}, the receipt says ${cardText(a)}`,
        )
      }
    }
  }
  if (!bad && checks.length === before) {
    checks.push(`dealt: all ${expected.length} cards match (${describeDeal(expected)})`)
  }
}

function compareSettlement(s: Settlement, r: Receipt, checks: string[], miss: Miss): void {
  const lines = r.settlement.lines
  let bad = false
  if (s.lines.length !== lines.length) {
    bad = true
    miss(
      'settlement.lines.length',
      s.lines.length,
      lines.length,
      `the round settles ${s.lines.length} lines, the receipt lists ${lines.length}`,
    )
  }
  const reworded: number[] = []
  for (let i = 0; i < Math.max(s.lines.length, lines.length); i++) {
    const e = s.lines[i]
    const a = lines[i]
    if (!e || !a) {
      bad = true
      miss(
        `settlement.lines[${i}]`,
        e ?? null,
        a ?? null,
        e ? 'line missing from the receipt' : 'line not in the settled round',
      )
      continue
    }
    for (const key of MONEY_FIELDS) {
      if (e[key] !== a[key]) {
        bad = true
        miss(
          `settlement.lines[${i}].${key}`,
          e[key],
          a[key],
          `line ${i} (box ${e.box} ${e.wager}): ${key} is ${JSON.stringify(e[key])} by the rules, the receipt says ${JSON.stringify(a[key])}`,
        )
      }
    }
    if (e.reason !== a.reason) reworded.push(i)
  }
  for (const key of ['staked', 'returned', 'net'] as const) {
    if (s[key] !== r.settlement[key]) {
      bad = true
      miss(
        `settlement.${key}`,
        s[key],
        r.settlement[key],
        `${key} is ${s[key]} by the rules, the receipt says ${r.settlement[key]}`,
      )
    }
  }
  if (!bad) {
    checks.push(
      `settlement: ${s.lines.length} line${s.lines.length === 1 ? ' matches' : 's match'}; staked ${s.staked}, returned ${s.returned}, net ${s.net >= 0 ? '+' : ''}${s.net}`,
    )
  }
  if (reworded.length > 0) {
    checks.push(
      `settlement: reasons of lines ${reworded.join(', ')} are worded differently (not money, not compared)`,
    )
  }
}
