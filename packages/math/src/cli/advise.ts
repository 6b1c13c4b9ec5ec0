import { formatCards, parseCard, parseCards } from '@felt/cards'
import {
  loadStudTable,
  STUD_TABLE_RULESETS,
  type StudTableRuleset,
} from '@felt/strategy/stud-poker/table'
import { type StudRules, studPoker } from '@felt/stud-poker'
import {
  formatStudAdvice,
  studAdvice,
  studFinalHand,
  studSecondAdvice,
} from '../stud/advice/advise.ts'
import { forceChoice } from '../stud/kernel/force.ts'
import { zeroAdvice } from '../zero/advise.ts'
import { zeroMathRules } from '../zero/rules.ts'
import { breakAdvise } from './advise-break.ts'
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
felt-math advise stud-poker ... --cards "As Ks 7d 4d 2c" --up 9s --discards "4d 2c" --drawn "7h Qc"
                                                                       (after a draw: one round)
felt-math advise stud-poker ... --cards "final hand" --up 9s --discards "4d 2c"   (the same)
felt-math advise stud-poker ... --cards "final hand" --dealer "Qc Jd 8s 5c 3d" [--discards ...]
felt-math advise zero [--ruleset R] [--set option=value ...] --cards "4d 4s" --up 5h [--json]
felt-math advise break-poker [--ruleset R] [--set option=value ...] --cards "Jk Ac Kd Kh Qs Jc Td" [--json]

  The exact expected value of every legal decision, best first, with every card seen
  removed from the deck or shoe. stud-poker: the first decision on five cards against the
  dealer's up card, per Ante (for a stock rule set also the committed table's answer; about
  6 s); with --drawn, the second decision from what the player has seen: --cards the five
  dealt, --discards what was thrown away (none after a buy), --drawn what replaced it (one
  card after a buy); or with --discards alone (empty after a buy: --discards ""), on the
  final hand given as --cards: fold, play (with the value of forcing the dealer where the
  rules have it) or insure;
  with --dealer, the dealer's five turned and not qualifying: force or take. zero: stand,
  hit, double or split on two (or three) cards, per unit of the Zero wager. break-poker (no
  up card): the best setting of seven cards and the house way's, per unit of the Main bet
  against the house-way dealer, and the committed optimal table's answer where it fits the
  rules (about 1 s).`

/** The options of `felt-math advise`. */
export const ADVISE_OPTIONS: OptionSpec = {
  ruleset: { type: 'string' },
  set: { type: 'string', multiple: true },
  cards: { type: 'string' },
  up: { type: 'string' },
  discards: { type: 'string' },
  drawn: { type: 'string' },
  dealer: { type: 'string' },
  json: { type: 'boolean' },
}

interface AdviseRun {
  readonly values: OptionValues
  readonly sets: Record<string, unknown>
  readonly cards: string
  /** The dealer's up card; '' where none is asked for (Break Poker; stud with --dealer). */
  readonly up: string
  readonly io: CliIo
}

async function studAdvise(run: AdviseRun): Promise<void> {
  const { values, sets, cards, up, io } = run
  const ruleset = text(values, 'ruleset') ?? 'lunar'
  const rules = studPoker.rules(ruleset, sets as Parameters<typeof studPoker.rules>[1])
  const later = studLaterAdvice(run, ruleset, rules)
  if (later !== null) {
    await io.out(
      values.json
        ? `${JSON.stringify({ ruleset, overrides: sets, ...later.json }, null, 2)}\n`
        : `${later.text}\n`,
    )
    return
  }
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

/**
 * The stud advice after the first decision: force or take (`--dealer`), or the second
 * decision after a draw (`--drawn` or `--discards`); null for the first decision.
 */
function studLaterAdvice(
  { values, cards }: AdviseRun,
  ruleset: string,
  rules: StudRules,
): { json: object; text: string } | null {
  const discards = text(values, 'discards')
  const dealer = text(values, 'dealer')
  const hand = parseCards(cards)
  const seen = discards ? parseCards(discards) : []
  if (dealer !== undefined) {
    if (values.drawn !== undefined)
      throw new UsageError(
        'advise stud-poker: --dealer takes the final hand as --cards, no --drawn',
      )
    const dealt = parseCards(dealer)
    const c = forceChoice(rules, hand, dealt, seen)
    return {
      json: { decision: 'force', ...c },
      text: [
        `${ruleset}: ${formatCards(hand)} against the dealer's ${formatCards(dealt)}, not qualifying (exact; EV per Ante from here on)`,
        `${c.best === 'force' ? 'force' : 'take'} is best`,
        `force ${c.force.toFixed(6)}`,
        `take  ${c.take.toFixed(6)}`,
      ].join('\n'),
    }
  }
  const drawn = text(values, 'drawn')
  if (discards === undefined && drawn === undefined) return null
  const up = parseCard(text(values, 'up')!)
  // With --drawn, --cards are the five dealt; without, the final hand.
  const final = drawn === undefined ? hand : studFinalHand(hand, seen, parseCards(drawn))
  const advice = studSecondAdvice(rules, final, up, seen)
  return {
    json: { decision: 'second', cards: formatCards(final).split(' '), ...advice },
    text: [
      `${ruleset}: ${formatCards(final)} after the draw${seen.length > 0 ? ` (seen ${formatCards(seen)})` : ''} (exact, ${advice.seconds.toFixed(2)} s; EV per Ante from here on)`,
      formatStudAdvice(advice),
    ].join('\n'),
  }
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

/** The advisor of each game, by game id. */
export const ADVISE_COMMANDS: Readonly<Record<string, (run: AdviseRun) => Promise<void>>> = {
  'break-poker': breakAdvise,
  'stud-poker': studAdvise,
  zero: zeroAdvise,
}

/** The games without a dealer's up card: `--up` is refused there, not required. */
const NO_UP_CARD: readonly string[] = ['break-poker']

/** The options of a stud round after its first decision, refused in the other games. */
const STUD_ONLY = ['discards', 'drawn', 'dealer'] as const

/** `felt-math advise <game> --cards C --up U`: the exact value of every legal decision, best first. */
export async function adviseCommand(
  parsed: { values: OptionValues; positionals: string[] },
  io: CliIo,
): Promise<number> {
  const { values, positionals } = parsed
  const command = perGame('advise', positionals, ADVISE_COMMANDS, 'advisor')
  const cards = text(values, 'cards')
  for (const flag of STUD_ONLY) {
    if (positionals[0] !== 'stud-poker' && values[flag] !== undefined)
      throw new UsageError(`advise ${positionals[0]}: no --${flag} in this game`)
  }
  if (NO_UP_CARD.includes(positionals[0]!)) {
    if (!cards) throw new UsageError('advise needs --cards "the cards"')
    if (values.up !== undefined)
      throw new UsageError(`advise ${positionals[0]}: no --up in this game`)
    await command({ values, sets: overrides(values), cards, up: '', io })
    return 0
  }
  // Force or take needs the dealer's five, not his up card.
  const up = text(values, 'up') ?? (text(values, 'dealer') !== undefined ? '' : undefined)
  if (!cards || up === undefined)
    throw new UsageError('advise needs --cards "the cards" and --up "the dealer\'s card"')
  await command({ values, sets: overrides(values), cards, up, io })
  return 0
}
