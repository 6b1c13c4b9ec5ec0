import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InvalidRulesError } from './errors.ts'
import { fullPayTableSchema, MAX_PAY, PaySchema, payTableSchema } from './pays.ts'

const option = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? 'accepted' : InvalidRulesError.fromIssue('game', r.issues[0]!).details
}

describe('pay tables', () => {
  it('takes a pay from 0 to MAX_PAY, fractions included, and nothing else', () => {
    for (const pay of [0, 1.5, MAX_PAY]) expect(v.parse(PaySchema, pay)).toBe(pay)
    for (const pay of [-1, MAX_PAY + 1, Number.NaN, Number.POSITIVE_INFINITY, '3']) {
      expect(v.safeParse(PaySchema, pay).success).toBe(false)
    }
  })

  it('lets a line be left out, and names the line of a bad pay or an unknown key', () => {
    const table = v.strictObject({ pays: payTableSchema(['pair', 'trips'], 'test') })
    expect(v.parse(table, { pays: { trips: 3 } })).toEqual({ pays: { trips: 3 } })
    expect(option(table, { pays: { trips: -3 } })).toEqual({ option: 'pays.trips', value: -3 })
    expect(option(table, { pays: { quads: 3 } })).toEqual({ option: 'pays.quads', value: 3 })
  })

  it('requires every line of a full table', () => {
    const table = v.strictObject({ pays: fullPayTableSchema(['pair', 'trips'], 'test') })
    expect(option(table, { pays: { pair: 1, trips: 3 } })).toBe('accepted')
    expect(option(table, { pays: { pair: 1 } })).toMatchObject({ option: 'pays.trips' })
  })
})
