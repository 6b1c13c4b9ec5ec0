import { type CardCode, InvalidRulesError } from '@felt/cards'
import { STUD_RULESETS } from '@felt/stud-poker'
import { InvalidTableError } from '../errors.ts'
import {
  canonicalIndex,
  canonicalSituation,
  HANDS_PER_UP,
  STUD_BUY,
  STUD_DRAW,
  STUD_FOLD,
  STUD_INSTANT,
  STUD_INSURE,
  STUD_PLAY,
} from './situations.ts'

/** The stock rule sets with a computed strategy table. */
export type StudTableRuleset = 'lunar' | 'lunar-finland' | 'russian' | 'oasis'

/** Every rule set of `loadStudTable`. */
export const STUD_TABLE_RULESETS: readonly StudTableRuleset[] = [
  'lunar',
  'lunar-finland',
  'russian',
  'oasis',
]

/** The optimal first action of a starting situation, in the game's own terms. */
export interface StudTableAdvice {
  readonly action: 'fold' | 'play' | 'insure' | 'buy' | 'exchange' | 'switch' | 'instant'
  /** The cards to discard for `exchange` / `switch`, else empty. */
  readonly discard: readonly CardCode[]
}

/** A loaded strategy table: the optimal first action of every starting situation. */
export interface StudTable {
  readonly ruleset: StudTableRuleset
  /**
   * The optimal first action with five cards against the dealer's up card.
   * @throws {InvalidCardError} `INVALID_CARD` for anything but five distinct cards and a
   * different up card.
   */
  best(cards: readonly CardCode[], up: CardCode): StudTableAdvice
}

const ORDER = new Int32Array(5)

/**
 * A draw mask over the hand in rank order (highest first, ties in code order) instead of
 * code order: the same decision then has the same code whatever the suits, and the table
 * compresses about 15% better. `toRankOrder` and `fromRankOrder` convert.
 */
function rankOrder(hand: ArrayLike<CardCode>): Int32Array {
  // An insertion sort into one scratch array: the fast stud models call this every round,
  // and a sort with a comparator and a fresh array cost them time.
  const order = ORDER
  for (let p = 0; p < 5; p++) {
    let j = p
    while (j > 0 && hand[order[j - 1]!]! % 13 < hand[p]! % 13) {
      order[j] = order[j - 1]!
      j--
    }
    order[j] = p
  }
  return order
}

/** An action code with its draw mask re-expressed in rank order (see `rankOrder`). */
export function toRankOrder(code: number, hand: ArrayLike<CardCode>): number {
  if (code < STUD_DRAW) return code
  const order = rankOrder(hand)
  let mask = 0
  for (let j = 0; j < 5; j++) if (((code - STUD_DRAW) >> order[j]!) & 1) mask |= 1 << j
  return STUD_DRAW + mask
}

/** The inverse of `toRankOrder`; allocates nothing (the fast stud models call it every round). */
export function fromRankOrder(code: number, hand: ArrayLike<CardCode>): number {
  if (code < STUD_DRAW) return code
  const order = rankOrder(hand)
  let mask = 0
  for (let j = 0; j < 5; j++) if (((code - STUD_DRAW) >> j) & 1) mask |= 1 << order[j]!
  return STUD_DRAW + mask
}

const loaders: Record<StudTableRuleset, () => Promise<{ TABLE: string }>> = {
  lunar: () => import('./tables/lunar.gen.ts'),
  'lunar-finland': () => import('./tables/lunar-finland.gen.ts'),
  russian: () => import('./tables/russian.gen.ts'),
  oasis: () => import('./tables/oasis.gen.ts'),
}

const loaded = new Map<StudTableRuleset, Promise<Uint8Array>>()

/**
 * The raw rows of a rule set's table, loaded once: row `upRank * HANDS_PER_UP + index`
 * (the order of `forEachCanonicalHand`) holds the optimal code, draws in rank order
 * (`fromRankOrder`). For checks and tools; `loadStudTable` answers in cards.
 * @throws {InvalidRulesError} `INVALID_RULES` for a rule set without a table.
 */
export function studTableRows(ruleset: StudTableRuleset): Promise<Uint8Array> {
  if (!STUD_TABLE_RULESETS.includes(ruleset)) {
    throw new InvalidRulesError(
      `no strategy table for rule set ${JSON.stringify(String(ruleset))}`,
      {
        ruleset,
        known: STUD_TABLE_RULESETS,
      },
    )
  }
  let rows = loaded.get(ruleset)
  if (rows === undefined) {
    rows = loaders[ruleset]().then(({ TABLE }) => inflate(TABLE))
    loaded.set(ruleset, rows)
  }
  return rows
}

/**
 * Loads the optimal strategy table of a stock rule set (computed by `@felt/math`'s stud
 * solver: `felt-math strategy stud-poker --ruleset R --write FILE`). The table is a separate
 * module, imported on first use: code that never calls this does not load (or bundle) it.
 * Each table is 5,649,150 first actions (13 up ranks x 434,550 canonical hands), about
 * 1 MB gzip, inflated on load with the platform's DecompressionStream.
 * @throws {InvalidRulesError} `INVALID_RULES` for a rule set without a table.
 * @example
 * ```ts
 * import { parseCard, parseCards } from '@felt/cards'
 * import { loadStudTable } from '@felt/strategy/stud-poker/table'
 *
 * const lunar = await loadStudTable('lunar')
 * console.log(lunar.best(parseCards('As Ks 7d 7h 2c'), parseCard('9s'))) // { action: 'play', discard: [] }
 * ```
 */
export function loadStudTable(ruleset: StudTableRuleset): Promise<StudTable> {
  return studTableRows(ruleset).then((rows) => studTableOf(ruleset, rows))
}

/**
 * A table over the rows of `forEachCanonicalHand` (13 x HANDS_PER_UP codes in rank order).
 * @throws {InvalidTableError} `INVALID_TABLE` for rows of the wrong count, and from `best` for
 * a row holding no action code.
 */
export function studTableOf(ruleset: StudTableRuleset, rows: Uint8Array): StudTable {
  if (rows.length !== 13 * HANDS_PER_UP) {
    throw new InvalidTableError(`a stud table has ${13 * HANDS_PER_UP} rows`, {
      rows: rows.length,
    })
  }
  const draw = STUD_RULESETS[ruleset]!.switchPrices === null ? 'exchange' : 'switch'
  return {
    ruleset,
    best(cards, up) {
      const s = canonicalSituation(cards, up)
      const code = fromRankOrder(
        rows[s.upRank * HANDS_PER_UP + canonicalIndex(s.upRank, s.cards)]!,
        s.cards,
      )
      if (code >= STUD_DRAW) {
        const discard = s.original.filter((_, i) => ((code - STUD_DRAW) >> i) & 1)
        return { action: draw, discard: [...cards].filter((c) => discard.includes(c)) }
      }
      const action = ACTION_NAMES[code]
      if (action === undefined) throw new InvalidTableError(`bad table code ${code}`, { code })
      return { action, discard: [] }
    },
  }
}

const ACTION_NAMES: Partial<Record<number, StudTableAdvice['action']>> = {
  [STUD_FOLD]: 'fold',
  [STUD_PLAY]: 'play',
  [STUD_INSURE]: 'insure',
  [STUD_BUY]: 'buy',
  [STUD_INSTANT]: 'instant',
}

async function inflate(base64: string): Promise<Uint8Array> {
  const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0))
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}
