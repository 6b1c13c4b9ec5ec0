import * as v from 'valibot'

/** The largest pay a Felt pay table holds, X to 1 (it keeps every payout a safe integer). */
export const MAX_PAY = 1_000_000

const MESSAGE = `a pay is a finite number from 0 to ${MAX_PAY} (x to 1)`

/** One pay, X to 1: a finite number from 0 to `MAX_PAY`; every pay-table line of every game. */
export const PaySchema: v.GenericSchema<unknown, number> = v.pipe(
  v.number(MESSAGE),
  v.finite(MESSAGE),
  v.minValue(0, MESSAGE),
  v.maxValue(MAX_PAY, MESSAGE),
  v.description(`X to 1, from 0 to ${MAX_PAY}`),
)

/**
 * A pay table keyed by `lines`, each a `PaySchema`; a line left out loses, a key that is
 * not a line is refused (the `INVALID_RULES` option is the table's path and the key).
 * @example v.parse(payTableSchema(['pair', 'trips'], 'side bet'), { trips: 3 }) // { trips: 3 }
 */
export function payTableSchema<L extends string>(
  lines: readonly L[],
  description: string,
): v.GenericSchema<unknown, Partial<Record<L, number>>> {
  const line = v.optional(PaySchema)
  return v.pipe(
    v.strictObject(Object.fromEntries(lines.map((l) => [l, line])) as Record<L, typeof line>),
    v.description(description),
  )
}

/** A pay table that must name every one of `lines` (see `payTableSchema`). */
export function fullPayTableSchema<L extends string>(
  lines: readonly L[],
  description: string,
): v.GenericSchema<unknown, Record<L, number>> {
  return v.pipe(
    v.strictObject(
      Object.fromEntries(lines.map((l) => [l, PaySchema])) as Record<L, typeof PaySchema>,
    ),
    v.description(description),
  )
}
