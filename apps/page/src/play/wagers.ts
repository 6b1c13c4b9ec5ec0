/**
 * The wagers body of a deal, from the amounts typed per wager kind (0 or empty means
 * no such wager). Break Poker takes `{ seats: [...] }`, one entry per seat; the other
 * games take one object of kinds (several boxes go in the deal's `boxes`).
 */
export function buildWagers(
  game: string,
  amounts: Readonly<Record<string, number>>,
  boxes: number,
): unknown {
  const one: Record<string, number> = {}
  for (const [kind, amount] of Object.entries(amounts)) if (amount > 0) one[kind] = amount
  if (game === 'break-poker') return { seats: Array.from({ length: boxes }, () => ({ ...one })) }
  return one
}
