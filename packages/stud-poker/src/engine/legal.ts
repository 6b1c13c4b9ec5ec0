import type { LegalAction } from '@felt/cards'
import { RAISE_MULTIPLE } from '../rules/facts.ts'
import { drawable, insuranceLimits } from './limits.ts'
import type { StudState } from './types.ts'

/**
 * What the player may do now, with limits in whole units: for the box whose turn it is,
 * `buy { fee }`, `exchange { min, max, fee }`, `switch { min, max, prices }` (prices[n-1] =
 * fee for n cards), `fold`, `play { raise }` (the amount posted now; 0 for a blind box),
 * `insure { min, max, raise }`; in the force phase `force { fee }` and `take`. Empty once
 * the round is complete.
 */
export function legalActions(state: StudState): LegalAction[] {
  if (state.status !== 'awaiting-action' || state.turn === null) return []
  const box = state.boxes[state.turn]!
  const rules = state.rules
  const i = box.index
  if (state.phase === 'force') {
    return [
      { type: 'force', box: i, fee: rules.forceDealer!.fee * box.ante },
      { type: 'take', box: i },
    ]
  }
  const out: LegalAction[] = []
  if (!box.blind && box.draw === null) {
    const room = drawable(state)
    if (rules.buy !== null && room >= 1)
      out.push({ type: 'buy', box: i, fee: rules.buy.fee * box.ante })
    if (rules.exchange !== null) {
      const max = Math.min(rules.exchange.max, room)
      if (max >= rules.exchange.min) {
        out.push({
          type: 'exchange',
          box: i,
          min: rules.exchange.min,
          max,
          fee: rules.exchange.fee * box.ante,
        })
      }
    }
    if (rules.switchPrices !== null) {
      const max = Math.min(5, room)
      if (max >= 1) {
        const prices = rules.switchPrices.slice(0, max).map((p) => p * box.ante)
        out.push({ type: 'switch', box: i, min: 1, max, prices })
      }
    }
  }
  if (!box.blind && !box.mustPlay) out.push({ type: 'fold', box: i })
  const raise = box.blind ? 0 : RAISE_MULTIPLE * box.ante
  out.push({ type: 'play', box: i, raise })
  const ins = insuranceLimits(box, rules)
  if (ins !== null) out.push({ type: 'insure', box: i, min: ins.min, max: ins.max, raise })
  return out
}
