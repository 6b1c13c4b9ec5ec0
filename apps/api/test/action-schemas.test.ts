import { BREAK_POKER_ACTION_TYPES } from '@felt/break-poker'
import { STUD_ACTION_TYPES } from '@felt/stud-poker'
import { ZERO_ACTION_TYPES } from '@felt/zero'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { games } from '../src/games.ts'
import { ACTION_SCHEMAS } from '../src/schemas/actions.ts'

describe('the action schemas', () => {
  it("take each game's action types from its package, and nothing else", () => {
    const accepts = (game: string, type: string) =>
      v.safeParse(ACTION_SCHEMAS[game]!, {
        type,
        ...(game === 'break-poker' ? { two: [0, 1], three: [2, 3, 4] } : {}),
      }).success
    for (const [game, types] of [
      ['stud-poker', STUD_ACTION_TYPES],
      ['break-poker', BREAK_POKER_ACTION_TYPES],
      ['zero', ZERO_ACTION_TYPES],
    ] as const) {
      expect(games[game]!.actionTypes).toEqual(types)
      for (const type of types) expect(accepts(game, type)).toBe(true)
      expect(accepts(game, 'surrender')).toBe(false)
    }
  })
})
