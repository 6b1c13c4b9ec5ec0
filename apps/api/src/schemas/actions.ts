import { BREAK_POKER_ACTION_TYPES } from '@felt/break-poker'
import { STUD_ACTION_TYPES } from '@felt/stud-poker'
import { ZERO_ACTION_TYPES } from '@felt/zero'
import * as v from 'valibot'
import { AmountSchema, CardSchema, IndexSchema } from './common.ts'

// The action types come from the game packages, so a new action there is accepted here.

/** Stud poker (Lunar, Russian, Caribbean Stud, Oasis): one decision for one box. */
export const StudActionSchema = v.strictObject({
  type: v.picklist(STUD_ACTION_TYPES),
  box: v.optional(IndexSchema),
  cards: v.optional(v.pipe(v.array(CardSchema), v.maxLength(6))),
  amount: v.optional(AmountSchema),
})

/** Break Poker: the player's setting of one seat's seven cards. */
export const BreakActionSchema = v.strictObject({
  type: v.picklist(BREAK_POKER_ACTION_TYPES),
  seat: v.optional(IndexSchema),
  two: v.tuple([CardSchema, CardSchema]),
  three: v.tuple([CardSchema, CardSchema, CardSchema]),
})

/** Zero: one decision for one hand (hand 1 exists after a split). */
export const ZeroActionSchema = v.strictObject({
  type: v.picklist(ZERO_ACTION_TYPES),
  hand: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1))),
})

/** A schema of one game's actions. */
export type ActionSchema = v.GenericSchema<unknown, unknown>

/** Action schemas by game id. */
export const ACTION_SCHEMAS: Readonly<Record<string, ActionSchema>> = {
  'stud-poker': StudActionSchema,
  'break-poker': BreakActionSchema,
  zero: ZeroActionSchema,
}

/** Any game's action (the route validates it again against the round's game). */
export const AnyActionSchema: ActionSchema = v.union([
  StudActionSchema,
  BreakActionSchema,
  ZeroActionSchema,
])
