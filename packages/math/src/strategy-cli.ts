import { breakPoker } from '@felt/break-poker'
import { formatCards, parseCard, parseCards } from '@felt/cards'
import { STUD_READABLE_RULESETS, studReadableStrategy } from '@felt/strategy/stud-poker'
import {
  loadStudTable,
  STUD_TABLE_RULESETS,
  type StudTableRuleset,
} from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'
import { breakExact } from './break/analysis.ts'
import type { CliArgs } from './cli.ts'
import { breakTableSource, writeBreakTable } from './generate/break.ts'
import { writeStudTable } from './generate/stud.ts'
import { writeZeroTables } from './generate/zero.ts'
import { progressBar } from './progress.ts'
import { formatStudAdvice, studAdvice } from './stud/advise.ts'
import { studSolveAnalysis } from './stud/exact/solve-analysis.ts'
import { studSolve } from './stud/exact/solve-run.ts'
import { tablesToRows } from './zero/basic.ts'
import { zeroMathRules } from './zero/rules.ts'
import { zeroBasicTables } from './zero/simulate.ts'

/**
 * `felt-math strategy <game>`: prints a game's strategy table, or with `--write`
 * regenerates the committed tables of `@felt/strategy`.
 * @throws {Error} for a game without tables.
 */
export async function strategyCommand(
  game: string | undefined,
  args: CliArgs,
  threads: number,
  cacheDir: string,
): Promise<number> {
  if (game === 'break-poker') {
    const rules = breakPoker.rules(args.flags.get('ruleset') ?? 'standard', args.sets)
    const bar = progressBar('break-poker')
    const part = await breakExact(
      rules,
      threads,
      bar.update,
      args.flags.has('no-cache') ? undefined : cacheDir,
    )
    bar.end()
    if (args.flags.has('write')) {
      console.log(`wrote ${writeBreakTable(part, rules.dealerQualifier)}`)
      return 0
    }
    const src = breakTableSource(part, rules.dealerQualifier)
    console.log(args.flags.has('json') ? JSON.stringify(part.optimalDiffs) : src)
    return 0
  }
  if (game === 'zero') {
    if (args.flags.has('write')) {
      console.log(`wrote ${await writeZeroTables(threads)}`)
      return 0
    }
    const rules = zeroMathRules(args.flags.get('ruleset') ?? 'six-deck', args.sets)
    const rows = tablesToRows(zeroBasicTables(rules))
    if (args.flags.has('json')) console.log(JSON.stringify(rows, null, 2))
    else {
      console.log('Zero basic strategy (rows: hand total; columns: dealer up card 0..9)')
      console.log('S stand, H hit, D double, P split\n')
      for (const k of ['two', 'three', 'splitTwo', 'splitThree'] as const) {
        console.log(`${k}:`)
        console.log('      0123456789')
        rows[k].forEach((r, t) => {
          console.log(`  ${t}:  ${r}`)
        })
      }
    }
    return 0
  }
  if (game === 'stud-poker') {
    const ruleset = args.flags.get('ruleset') ?? 'lunar'
    if (!(STUD_TABLE_RULESETS as readonly string[]).includes(ruleset))
      throw new Error(`no stud strategy table for ${ruleset} (${STUD_TABLE_RULESETS.join(', ')})`)
    const readable = STUD_READABLE_RULESETS.includes(ruleset as StudTableRuleset)
      ? studReadableStrategy(ruleset as StudTableRuleset)
      : null
    const solve =
      args.flags.has('write') || args.flags.has('solve') || Object.keys(args.sets).length > 0
    if (readable !== null && !args.flags.has('write')) {
      console.log(
        `${ruleset}: readable strategy (first match decides; measured against the table: packages/math/README.md)`,
      )
      readable.lines.forEach((line, i) => {
        console.log(`${String(i + 1).padStart(2)}. ${line}`)
      })
      if (!solve) return 0
    } else if (!solve) console.log(`${ruleset}: no readable strategy yet; the solver's optimum:`)
    const rules = studPoker.rules(ruleset, args.sets)
    const bar = progressBar(`stud-poker ${ruleset}`)
    const solution = await studSolve(
      rules,
      threads,
      bar.update,
      args.flags.has('no-cache') ? undefined : cacheDir,
    )
    bar.end()
    if (args.flags.has('write')) {
      if (Object.keys(args.sets).length > 0)
        throw new Error('--write regenerates the stock tables: no --set')
      console.log(`wrote ${writeStudTable(ruleset as StudTableRuleset, solution)}`)
      return 0
    }
    const a = studSolveAnalysis(solution, rules, 'optimal', 'main', {
      ruleset,
      overrides: args.sets,
      seconds: 0,
      threads,
    })
    console.log(`${ruleset}: optimal house edge ${(a.houseEdge * 100).toFixed(4)}% (exact solver)`)
    for (const row of a.table)
      console.log(`  ${row.event.padEnd(30)} ${(row.probability * 100).toFixed(4)}%`)
    return 0
  }
  throw new Error(
    `no strategy tables for ${JSON.stringify(game)} yet (zero, break-poker, stud-poker)`,
  )
}

/**
 * `felt-math advise stud-poker --cards C --up U`: the exact value of every legal first
 * action, best first; for a stock rule set also the committed table's answer.
 * @throws {Error} for another game or missing cards.
 */
export async function adviseCommand(game: string | undefined, args: CliArgs): Promise<number> {
  if (game !== 'stud-poker')
    throw new Error('advise: only stud-poker (felt-math advise stud-poker --cards ... --up ...)')
  const cards = args.flags.get('cards')
  const up = args.flags.get('up')
  if (!cards || !up)
    throw new Error('advise needs --cards "five cards" and --up "the dealer\'s card"')
  const ruleset = args.flags.get('ruleset') ?? 'lunar'
  const rules = studPoker.rules(ruleset, args.sets)
  const hand = parseCards(cards)
  const upCard = parseCard(up)
  const advice = studAdvice(rules, hand, upCard)
  const stock =
    Object.keys(args.sets).length === 0 &&
    (STUD_TABLE_RULESETS as readonly string[]).includes(ruleset)
  const table = stock ? (await loadStudTable(ruleset as StudTableRuleset)).best(hand, upCard) : null
  if (args.flags.has('json')) {
    console.log(JSON.stringify({ ruleset, overrides: args.sets, ...advice, table }, null, 2))
    return 0
  }
  console.log(
    `${ruleset}: ${formatCards(hand)} against ${formatCards([upCard])} (exact, ${advice.seconds.toFixed(2)} s; EV per Ante)`,
  )
  console.log(formatStudAdvice(advice))
  if (table)
    console.log(
      `table (${ruleset}): ${table.action}${table.discard.length > 0 ? ` ${formatCards(table.discard)}` : ''}`,
    )
  return 0
}
