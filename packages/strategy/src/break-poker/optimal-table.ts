// Placeholder until `felt-math strategy break-poker --write` runs.
/** Rank pattern -> [two-card value, three-card value] of the optimal setting where it differs from the house way. */
export const breakOptimalDiffs: Readonly<Record<string, readonly [number, number]>> = {}
/** How the table was made. */
export const breakOptimalInfo: { readonly dealerQualifier: string; readonly patterns: number } = {
  dealerQualifier: 'K32',
  patterns: 0,
}
