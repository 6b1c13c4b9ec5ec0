/** Event indices of the Zero main-bet return table. */
export const EV_ZERO_PAIR = 0
export const EV_WIN = 1
export const EV_PUSH = 2
export const EV_LOSE = 3
export const EV_WIN2 = 4
export const EV_PUSH2 = 5
export const EV_LOSE2 = 6
/** Split rounds by net result k = -4..4 at index EV_SPLIT0 + k. */
export const EV_SPLIT0 = 11
/** Index of the expected total wagered in an outcome vector. */
export const STAKED = 16
/** Length of an outcome vector. */
export const OUTCOME_LENGTH = 17

/** Names and net pays (per unit of the Zero wager) of the outcome vector's events. */
export function zeroEvents(zeroPairPays: number): { event: string; pays: number }[] {
  const out = [
    { event: 'Zero Pair', pays: zeroPairPays },
    { event: 'win', pays: 1 },
    { event: 'push', pays: 0 },
    { event: 'lose', pays: -1 },
    { event: 'win after double', pays: 2 },
    { event: 'push after double', pays: 0 },
    { event: 'lose after double', pays: -2 },
  ]
  for (let k = -4; k <= 4; k++) out.push({ event: `split, net ${k > 0 ? '+' : ''}${k}`, pays: k })
  return out
}
