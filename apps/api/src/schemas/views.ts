/**
 * The player view of each game (`game.view(state)`, the `view` of a round), as valibot schemas:
 * they document `round.view` per game in OpenAPI and type it on the wire. Strict objects, so a
 * field a game adds to its view fails the test that validates real responses against them
 * (test/views.test.ts); `ViewMatches` below fails to compile when a schema and the game
 * package's view type differ.
 */
import {
  BREAK_POKER_ACTION_TYPES,
  BreakPokerRulesSchema,
  type BreakPokerView,
} from '@felt/break-poker'
import type { StudView } from '@felt/stud-poker'
import { ZERO_ACTION_TYPES, ZeroRulesSchema, type ZeroView } from '@felt/zero'
import * as v from 'valibot'
import { AmountSchema, CardCodeSchema, IndexSchema } from './common.ts'

/** A list as the game packages type it (`readonly T[]`), so their views assign to the wire type. */
function list<T extends v.GenericSchema>(item: T) {
  return v.pipe(v.array(item), v.readonly())
}

const Cards = list(CardCodeSchema)
const RoundStatus = v.picklist(['awaiting-action', 'complete', 'settled'])
const Turn = v.nullable(IndexSchema)

/** A card taken from the deck: its position, code, and whose it is (`box:0`, `dealer`, ...). */
export const DealtCardSchema = v.strictObject({
  position: v.pipe(v.number(), v.integer(), v.minValue(0)),
  card: CardCodeSchema,
  to: v.string(),
})

const Dealt = v.pipe(
  list(DealtCardSchema),
  v.description('The cards dealt so far that the player may see, in the order taken.'),
)

/** Stud poker's view (Lunar, Lunar Finland, Russian, Caribbean Stud, Oasis). */
export const StudViewSchema = v.strictObject({
  game: v.literal('stud-poker'),
  ruleset: v.string(),
  status: RoundStatus,
  phase: v.picklist(['decisions', 'force', 'complete', 'settled']),
  turn: Turn,
  boxes: list(
    v.strictObject({
      index: IndexSchema,
      blind: v.boolean(),
      ante: AmountSchema,
      super: AmountSchema,
      dealerSuper: AmountSchema,
      bonus: AmountSchema,
      firstFive: Cards,
      cards: Cards,
      draw: v.nullable(
        v.strictObject({
          type: v.picklist(['buy', 'exchange', 'switch']),
          discarded: Cards,
          drawn: Cards,
          fee: AmountSchema,
        }),
      ),
      status: v.picklist(['instant', 'pending', 'folded', 'played']),
      raise: AmountSchema,
      insurance: AmountSchema,
      mustPlay: v.boolean(),
      force: v.nullable(v.picklist(['force', 'take'])),
    }),
  ),
  dealer: v.strictObject({
    upCard: CardCodeSchema,
    cards: v.pipe(v.nullable(Cards), v.description('All five once revealed, else null.')),
    qualifies: v.nullable(v.boolean()),
    replacement: v.nullable(
      v.strictObject({
        replaced: CardCodeSchema,
        redrawn: Cards,
        drawn: CardCodeSchema,
        cards: Cards,
        qualifies: v.boolean(),
      }),
    ),
  }),
  dealt: Dealt,
  staked: AmountSchema,
})

const Setting = v.strictObject({
  two: v.pipe(v.tuple([CardCodeSchema, CardCodeSchema]), v.readonly()),
  three: v.pipe(v.tuple([CardCodeSchema, CardCodeSchema, CardCodeSchema]), v.readonly()),
})

/** Break Poker's view: the seats, and the dealer's cards only once the round is complete. */
export const BreakPokerViewSchema = v.strictObject({
  game: v.literal('break-poker'),
  rules: BreakPokerRulesSchema,
  status: RoundStatus,
  seats: list(
    v.strictObject({
      wager: v.strictObject({ main: AmountSchema, luckyBreak: AmountSchema, bonus: AmountSchema }),
      cards: Cards,
      setting: v.nullable(Setting),
    }),
  ),
  dealer: v.strictObject({
    cards: v.pipe(v.nullable(Cards), v.description('The seven cards once revealed, else null.')),
    setting: v.nullable(Setting),
  }),
  turn: Turn,
  legalActions: list(
    v.strictObject({
      type: v.picklist(BREAK_POKER_ACTION_TYPES),
      box: IndexSchema,
      seat: IndexSchema,
      cards: Cards,
      two: v.literal(2),
      three: v.literal(3),
    }),
  ),
  staked: AmountSchema,
  dealt: Dealt,
})

/** Zero's view: the player's hands, the dealer's up card (all dealer cards once complete). */
export const ZeroViewSchema = v.strictObject({
  game: v.literal('zero'),
  rules: ZeroRulesSchema,
  status: RoundStatus,
  wagers: v.strictObject({ zero: AmountSchema, zeroPayouts: AmountSchema }),
  hands: list(
    v.strictObject({
      cards: Cards,
      hit: v.boolean(),
      doubled: v.boolean(),
      done: v.boolean(),
      total: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)),
    }),
  ),
  active: v.nullable(IndexSchema),
  dealer: v.strictObject({
    cards: Cards,
    total: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))),
  }),
  zeroPair: v.boolean(),
  legalActions: list(
    v.strictObject({ type: v.picklist(ZERO_ACTION_TYPES), box: IndexSchema, hand: IndexSchema }),
  ),
  staked: AmountSchema,
  dealt: Dealt,
})

/** The view schema of each game, by game id. */
export const VIEW_SCHEMAS = {
  'stud-poker': StudViewSchema,
  'break-poker': BreakPokerViewSchema,
  zero: ZeroViewSchema,
} as const

type DeepMutable<T> = T extends readonly (infer U)[]
  ? DeepMutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
    : T

/** True when the schema's output and the game's view type are assignable both ways. */
type ViewMatches<View, S extends v.GenericSchema> = [DeepMutable<View>] extends [
  DeepMutable<v.InferOutput<S>>,
]
  ? [DeepMutable<v.InferOutput<S>>] extends [DeepMutable<View>]
    ? true
    : false
  : false

type Assert<T extends true> = T

/** Compile-time only: fails to typecheck when a schema drifts from its game's view type. */
export type ViewsMatch = [
  Assert<ViewMatches<StudView, typeof StudViewSchema>>,
  Assert<ViewMatches<BreakPokerView, typeof BreakPokerViewSchema>>,
  Assert<ViewMatches<ZeroView, typeof ZeroViewSchema>>,
]
