import { breakPoker, houseWay as houseWayOf } from '@felt/break-poker'
import { type CardCode, formatCards, parseCards } from '@felt/cards'
import { breakOptimalFits, breakOptimalSetting } from '@felt/strategy/break-poker'
import { breakAdvice } from '../break/advise.ts'
import { type OptionValues, text } from './args.ts'
import type { CliIo } from './io.ts'

const setting = (s: { two: readonly CardCode[]; three: readonly CardCode[] }): string =>
  `${formatCards(s.two)} | ${formatCards(s.three)}`

/**
 * `felt-math advise break-poker --cards C`: the exact best setting of seven cards and the
 * house way's, per unit of the Main bet against the house-way dealer, and the committed
 * optimal table's answer where it fits the rules. There is no up card.
 */
export async function breakAdvise({
  values,
  sets,
  cards,
  io,
}: {
  readonly values: OptionValues
  readonly sets: Record<string, unknown>
  readonly cards: string
  readonly io: CliIo
}): Promise<void> {
  const ruleset = text(values, 'ruleset') ?? 'standard'
  const rules = breakPoker.rules(ruleset, sets as Parameters<typeof breakPoker.rules>[1])
  const hand = parseCards(cards)
  const started = performance.now()
  // Checks the cards (INVALID_CARD) before any output: its errors are bad input.
  const advice = breakAdvice(rules, hand)
  const seconds = (performance.now() - started) / 1000
  const houseWay = houseWayOf(hand)
  const table = breakOptimalFits(rules) ? breakOptimalSetting(hand, rules) : null
  if (values.json) {
    const json = { ruleset, overrides: sets, seconds, ...advice, houseWay, table }
    await io.out(`${JSON.stringify(json, null, 2)}\n`)
    return
  }
  const lines = [
    `${ruleset}: ${formatCards(hand)} (exact, ${seconds.toFixed(2)} s; EV per unit of the Main bet)`,
    `best       ${setting(advice).padEnd(24)} ${advice.ev.toFixed(6)}`,
    `house way  ${setting(houseWay).padEnd(24)} ${advice.houseWayEv.toFixed(6)}`,
  ]
  if (table) lines.push(`table (${ruleset}): ${setting(table)} (${table.source})`)
  await io.out(`${lines.join('\n')}\n`)
}
