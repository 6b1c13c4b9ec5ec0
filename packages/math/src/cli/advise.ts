import { formatCards, parseCard, parseCards } from '@felt/cards'
import {
  loadStudTable,
  STUD_TABLE_RULESETS,
  type StudTableRuleset,
} from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'
import { formatStudAdvice, studAdvice } from '../stud/advise.ts'
import { zeroAdvice } from '../zero/advise.ts'
import { zeroMathRules } from '../zero/rules.ts'
import {
  type OptionSpec,
  type OptionValues,
  overrides,
  perGame,
  text,
  UsageError,
  work,
} from './args.ts'
import type { CliIo } from './io.ts'

/** The `felt-math advise --help` text. */
export const ADVISE_USAGE: string = `felt-math advise stud-poker [--ruleset R] [--set option=value ...] --cards "As Ks 7d 7h 2c" --up 9s [--json]
felt-math advise zero [--ruleset R] [--set option=value ...] --cards "4d 4s" --up 5h [--json]

  The exact expected value of every legal decision, best first, with every card seen
  removed from the deck or shoe. stud-poker: the first decision on five cards against the
  dealer's up card, per Ante (for a stock rule set also the committed table's answer; about
  6 s). zero: stand, hit, double or split on two (or three) cards, per unit of the Zero wager.`

/** The options of `felt-math advise`. */
export const ADVISE_OPTIONS: OptionSpec = {
  ruleset: { type: 'string' },
  set: { type: 'string', multiple: true },
  cards: { type: 'string' },
  up: { type: 'string' },
  json: { type: 'boolean' },
}

interface AdviseRun {
  readonly values: OptionValues
  readonly sets: Record<string, unknown>
  readonly cards: string
  readonly up: string
  readonly io: CliIo
}

async function studAdvise({ values, sets, cards, up, io }: AdviseRun): Promise<void> {
  const ruleset = text(values, 'ruleset') ?? 'lunar'
  const rules = studPoker.rules(ruleset, sets as Parameters<typeof studPoker.rules>[1])
  const hand = parseCards(cards)
  const upCard = parseCard(up)
  // Checks the cards (INVALID_CARD) before its enumeration: its errors are bad input.
  const advice = studAdvice(rules, hand, upCard)
  const stock =
    Object.keys(sets).length === 0 && (STUD_TABLE_RULESETS as readonly string[]).includes(ruleset)
  const table = stock
    ? await work(async () => (await loadStudTable(ruleset as StudTableRuleset)).best(hand, upCard))
    : null
  if (values.json) {
    await io.out(`${JSON.stringify({ ruleset, overrides: sets, ...advice, table }, null, 2)}\n`)
    return
  }
  const lines = [
    `${ruleset}: ${formatCards(hand)} against ${formatCards([upCard])} (exact, ${advice.seconds.toFixed(2)} s; EV per Ante)`,
    formatStudAdvice(advice),
  ]
  if (table)
    lines.push(
      `table (${ruleset}): ${table.action}${table.discard.length > 0 ? ` ${formatCards(table.discard)}` : ''}`,
    )
  await io.out(`${lines.join('\n')}\n`)
}

async function zeroAdvise({ values, sets, cards, up, io }: AdviseRun): Promise<void> {
  const ruleset = text(values, 'ruleset') ?? 'six-deck'
  const rules = zeroMathRules(ruleset, sets)
  const hand = parseCards(cards)
  const upCard = parseCard(up)
  const advice = zeroAdvice(rules, { hand, up: upCard })
  if (values.json) {
    await io.out(`${JSON.stringify({ ruleset, overrides: sets, ...advice }, null, 2)}\n`)
    return
  }
  const ranked = Object.entries(advice.ev).sort((a, b) => b[1] - a[1])
  await io.out(
    `${[
      `${ruleset}: ${formatCards(hand)} against ${formatCards([upCard])} (exact; EV per unit of the Zero wager)`,
      ...ranked.map(([d, ev]) => `${d.padEnd(8)} ${ev.toFixed(6)}`),
    ].join('\n')}\n`,
  )
}

/** The advisor of each game that has one, by game id. */
export const ADVISE_COMMANDS: Readonly<Record<string, (run: AdviseRun) => Promise<void>>> = {
  'stud-poker': studAdvise,
  zero: zeroAdvise,
}

/** `felt-math advise <game> --cards C --up U`: the exact value of every legal decision, best first. */
export async function adviseCommand(
  parsed: { values: OptionValues; positionals: string[] },
  io: CliIo,
): Promise<number> {
  const { values, positionals } = parsed
  const command = perGame('advise', positionals, ADVISE_COMMANDS, 'advisor')
  const cards = text(values, 'cards')
  const up = text(values, 'up')
  if (!cards || !up)
    throw new UsageError('advise needs --cards "the cards" and --up "the dealer\'s card"')
  await command({ values, sets: overrides(values), cards, up, io })
  return 0
}
