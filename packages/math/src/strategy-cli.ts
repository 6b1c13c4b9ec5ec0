import { breakPoker } from '@felt/break-poker'
import { breakExact } from './break/analysis.ts'
import type { CliArgs } from './cli.ts'
import { breakTableSource, writeBreakTable } from './generate/break.ts'
import { writeZeroTables } from './generate/zero.ts'
import { progressBar } from './progress.ts'
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
  throw new Error(`no strategy tables for ${JSON.stringify(game)} yet (zero, break-poker)`)
}
