/**
 * The results table of the `@felt/math` README: a registry of every published figure, each
 * line with the command that reproduces it, and the table rendered from stored figures
 * (`results.json` beside this file, written by `scripts/results.ts`). The README's table is
 * this rendering; `results-table.test.ts` fails when the two differ.
 *
 * Not exported from the package index: it is the README's data, not an API.
 */

import { studPoker } from '@felt/stud-poker'
import type { AnalyzeOptions } from '../analyze.ts'
import { analyzerOf } from '../games/registry.ts'
import type { Method } from '../result.ts'
import { commandLine } from './command.ts'

/**
 * How a figure is obtained (the `Method` of an `Analysis`):
 * - `exact`: every outcome enumerated;
 * - `solver`: the stud solver's value of its strategy, every outcome enumerated but the
 *   draws, which are valued to second order in their discards' removal from the dealer's
 *   cards (the joint effect of three or more discards left out);
 * - `sampled-exact`: every starting situation visited and every decision valued exactly,
 *   the draws by sampled replacement cards against the solver's totals (unbiased, with SE);
 * - `simulate`: seeded Monte Carlo (with SE).
 */
export type ResultMethod = Method

/** One line of the results table: what it measures, how, and the command that does it. */
export interface ResultLine {
  readonly game: string
  readonly ruleset: string
  readonly bet: string
  /** The strategy as the table names it (`none` for a bet without decisions). */
  readonly strategy: string
  readonly method: ResultMethod
  /** The command that reproduces the line, from the folder the README names (the repo root). */
  readonly command: string
  /** `felt-math analyze` options of the line, when it is an analysis (`scripts/results.ts` runs it). */
  readonly analyze?: AnalyzeOptions
  /**
   * Lines whose run takes long (a full stud strategy run, 10^9 rounds, a sampled-exact edge):
   * `scripts/results.ts` runs them only with `--slow`.
   */
  readonly slow?: string
  /** For a `solver` line: the command of the line holding the true figure it is compared with. */
  readonly truth?: string
}

/** A line's stored figures, per unit of the bet's initial wager(s); null where not measured. */
export interface StoredFigures {
  readonly houseEdge: number
  /** 0 for exact and solver lines. */
  readonly standardError: number
  readonly elementOfRisk: number | null
  readonly standardDeviation: number | null
  /** Rounds simulated (simulate lines), else null. */
  readonly rounds: number | null
}

/** `results.json`: the figures of every line, keyed by the line's command. */
export type StoredResults = Readonly<Record<string, StoredFigures>>

const DRAW_TABLES = ['lunar', 'oasis', 'lunar-finland', 'russian'] as const

/** The `pnpm math analyze` command of an analysis, as the README prints it. */
export function analyzeCommand(o: AnalyzeOptions): string {
  const words = ['pnpm', 'math', 'analyze', o.game]
  if (o.ruleset) words.push('--ruleset', o.ruleset)
  if (o.bet) words.push('--bet', o.bet)
  if (o.strategy) words.push('--strategy', o.strategy)
  for (const [k, v] of Object.entries(o.overrides ?? {}))
    words.push('--set', `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
  if (o.method) words.push('--method', o.method)
  if (o.path) words.push('--path', o.path)
  if (o.rounds !== undefined)
    words.push('--rounds', String(o.rounds), '--seed', String(o.seed ?? 1))
  return commandLine(words)
}

/** Analyze options with the rule set and bet named (the table's columns). */
type LineOptions = AnalyzeOptions & { readonly ruleset: string; readonly bet: string }

function line(
  method: ResultMethod,
  o: LineOptions,
  extra: { slow?: string; truth?: string; bet?: string } = {},
): ResultLine {
  const { truth, bet, ...rest } = extra
  // The solver runs only when asked for (`--method solver`); exact and simulate lines name theirs.
  if (method === 'solver') o = { ...o, method: 'solver' }
  return {
    game: o.game,
    ruleset: o.ruleset,
    bet: bet ?? o.bet,
    strategy: o.strategy ?? 'none',
    method,
    command: analyzeCommand(o),
    analyze: o,
    ...rest,
    ...(truth === undefined ? {} : { truth }),
  }
}

const sim = (o: LineOptions, rounds: number, path?: 'engine' | 'fast'): LineOptions => ({
  ...o,
  method: 'simulate',
  ...(path ? { path } : {}),
  rounds,
  seed: 1,
})

/** The strategy names of `research/scripts/stud-sampled.ts`, as `felt-math` names them. */
const SAMPLED_STRATEGIES = {
  'table-exact': 'optimal',
  table: 'optimal-final-hand',
  owner: 'owner',
} as const

/** The sampled-exact edge of a stud strategy (`research/scripts/stud-sampled.ts`). */
function sampled(ruleset: string, strategy: keyof typeof SAMPLED_STRATEGIES): ResultLine {
  return {
    game: 'stud-poker',
    ruleset,
    bet: 'main',
    strategy: SAMPLED_STRATEGIES[strategy],
    method: 'sampled-exact',
    command: `pnpm exec tsx research/scripts/stud-sampled.ts --ruleset ${ruleset} --strategy ${strategy} --threads 1`,
    slow: 'every starting situation, 4 draws each: 3-25 min on one thread',
  }
}

const stud = (ruleset: string, bet: string, strategy?: string): LineOptions => ({
  game: 'stud-poker',
  ruleset,
  bet,
  ...(strategy ? { strategy } : {}),
})
const FULL_RUN = 'a full stud strategy run: 10-20 min on 2 cores, cached afterwards'
const BILLION = '10^9 rounds on the fast model: 5-25 min on 2 cores'
const BILLION_SEEN =
  '10^9 rounds on the fast model, every second decision worked out: 13-80 min on 2 cores (oasis the shortest, lunar-finland and russian the longest)'

/** Every line of the results table, in the order printed. */
export const RESULT_LINES: readonly ResultLine[] = [
  // Zero
  ...(['six-deck', 'eight-deck'] as const).flatMap((ruleset) =>
    (['optimal', 'basic'] as const).map((strategy) =>
      line('exact', { game: 'zero', ruleset, bet: 'main', strategy }),
    ),
  ),
  ...(['optimal', 'basic'] as const).map((strategy) =>
    line(
      'simulate',
      sim({ game: 'zero', ruleset: 'six-deck', bet: 'main', strategy }, 400_000, 'engine'),
    ),
  ),
  ...(['two-card', 'three-card-no-card'] as const).map((double) =>
    line('exact', {
      game: 'zero',
      ruleset: 'six-deck',
      bet: 'main',
      strategy: 'optimal',
      overrides: { double },
    }),
  ),
  line('exact', { game: 'zero', ruleset: 'six-deck', bet: 'zero-payouts' }),
  line('exact', { game: 'zero', ruleset: 'eight-deck', bet: 'zero-payouts' }),
  // Caribbean Stud
  ...(['optimal', 'rules-of-thumb', 'akj83', 'pair-plus', 'always-raise'] as const).map(
    (strategy) => line('exact', stud('caribbean-stud', 'main', strategy)),
  ),
  ...(['rules-of-thumb', 'akj83', 'pair-plus', 'always-raise'] as const).map((strategy) =>
    line('simulate', sim(stud('caribbean-stud', 'main', strategy), 100_000_000)),
  ),
  line('simulate', sim(stud('caribbean-stud', 'main', 'rules-of-thumb'), 400_000, 'engine')),
  // The draw rule sets: the optimal table played with everything seen (`optimal`), the same
  // first actions with the second decision on the final hand alone (`optimal-final-hand`),
  // each the solver's figure and the true one (sampled exact, forcing valued where the rules
  // have it), and `optimal` on the fast model over 10^9 rounds; then the owner's strategy.
  ...DRAW_TABLES.flatMap((ruleset): ResultLine[] => {
    const optimal = stud(ruleset, 'main', 'optimal')
    const finalHand = stud(ruleset, 'main', 'optimal-final-hand')
    const forces = studPoker.rules(ruleset).forceDealer !== null
    const optimalTruth = sampled(ruleset, 'table-exact')
    const truth = forces ? line('simulate', sim(finalHand, 1e8, 'fast')) : sampled(ruleset, 'table')
    return [
      line('solver', optimal, { slow: FULL_RUN, truth: optimalTruth.command }),
      optimalTruth,
      line('simulate', sim(optimal, 1e9, 'fast'), { slow: BILLION_SEEN }),
      line('solver', finalHand, { slow: FULL_RUN, truth: truth.command }),
      truth,
    ]
  }),
  line('simulate', sim(stud('oasis', 'main', 'rules-of-thumb'), 200_000)),
  ...(['lunar', 'lunar-finland', 'russian'] as const).flatMap((ruleset): ResultLine[] => {
    const fast = line('simulate', sim(stud(ruleset, 'main', 'owner'), 1e9, 'fast'), {
      slow: BILLION,
    })
    const truth = ruleset === 'lunar' ? sampled(ruleset, 'owner') : fast
    return [
      line('solver', stud(ruleset, 'main', 'owner'), {
        slow: FULL_RUN,
        truth: truth.command,
      }),
      ...(ruleset === 'lunar' ? [truth, fast] : [fast]),
      line('simulate', sim(stud(ruleset, 'main', 'owner'), 200_000)),
    ]
  }),
  line('simulate', sim(stud('lunar', 'total', 'owner'), 200_000)),
  // Side bets and blind boxes
  line('exact', stud('lunar', 'super')),
  line('simulate', sim(stud('lunar', 'super'), 200_000)),
  line('exact', stud('lunar', 'dealer-super')),
  line('exact', stud('lunar-finland', 'bonus')),
  line('exact', stud('russian', 'bonus')),
  line('exact', stud('russian', 'blind')),
  line(
    'simulate',
    sim(
      {
        ...stud('russian', 'main', 'owner'),
        overrides: { blindBoxesFrom: 0 },
      },
      400_000,
      'engine',
    ),
    { bet: 'blind' },
  ),
  // Break Poker
  ...(['house-way', 'optimal'] as const).map((strategy) =>
    line('exact', { game: 'break-poker', ruleset: 'standard', bet: 'main', strategy }),
  ),
  ...(['house-way', 'optimal'] as const).map((strategy) =>
    line(
      'simulate',
      sim({ game: 'break-poker', ruleset: 'standard', bet: 'main', strategy }, 100_000),
    ),
  ),
  line('exact', { game: 'break-poker', ruleset: 'standard', bet: 'lucky-break' }),
  line('exact', { game: 'break-poker', ruleset: 'standard', bet: 'bonus' }),
]

const pct = (x: number): string => `${(x * 100).toFixed(4)}%`
const signedPct = (x: number): string => `${x >= 0 ? '+' : '-'}${pct(Math.abs(x))}`

function methodText(l: ResultLine, f: StoredFigures): string {
  switch (l.method) {
    case 'exact':
      return 'exact'
    case 'solver':
      return 'solver (second-order draws)'
    case 'sampled-exact':
      return 'sampled exact (4 draws a situation)'
    case 'simulate':
      return `simulate (${(f.rounds ?? 0).toLocaleString('en-US')} rounds, ${simulationPath(l) === 'fast' ? 'fast model' : 'game package'})`
  }
}

/** The path a simulation line runs on: its `--path`, else the game's default for it. */
function simulationPath(l: ResultLine): 'engine' | 'fast' {
  const o = l.analyze
  if (!o) throw new Error(`not an analysis: ${l.command}`)
  if (o.path) return o.path
  const a = analyzerOf(o.game)
  const ruleset = o.ruleset ?? a.info.rulesets[0]!
  const strategy = o.strategy ?? a.defaultStrategy?.(ruleset) ?? a.info.strategies[0]!
  return a.defaultPath({
    ruleset,
    bet: o.bet ?? a.info.bets[0]!,
    strategy,
    overrides: o.overrides ?? {},
  })
}

/** The rule set column: the name, and any option the line changes. */
function rulesetText(l: ResultLine): string {
  const set = Object.entries(l.analyze?.overrides ?? {}).map(([k, v]) => `${k}=${String(v)}`)
  return set.length ? `${l.ruleset} (${set.join(', ')})` : l.ruleset
}

function spread(l: ResultLine, f: StoredFigures, stored: StoredResults): string {
  if (l.method === 'solver') {
    const truth = l.truth === undefined ? undefined : stored[l.truth]
    if (!truth) return '–'
    const of = RESULT_LINES.find((t) => t.command === l.truth)?.method ?? 'true'
    return `${signedPct(f.houseEdge - truth.houseEdge)} off the ${of} line`
  }
  return l.method === 'exact' ? '0' : pct(f.standardError)
}

/** The README's results table (Markdown), rendered from the stored figures. */
export function renderResultsTable(stored: StoredResults): string {
  const rows = [
    '| game | rule set | bet | strategy | method | house edge | SE (solver: error) | element of risk | SD | command |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const l of RESULT_LINES) {
    const f = stored[l.command]
    if (!f) throw new Error(`results.json has no figures for \`${l.command}\``)
    rows.push(
      `| ${l.game} | ${rulesetText(l)} | ${l.bet} | ${l.strategy} | ${methodText(l, f)} | ${pct(f.houseEdge)} | ${spread(l, f, stored)} | ${f.elementOfRisk === null ? '–' : pct(f.elementOfRisk)} | ${f.standardDeviation === null ? '–' : f.standardDeviation.toFixed(4)} | \`${l.command}\` |`,
    )
  }
  return rows.join('\n')
}

/** The markers around the generated table in the README. */
export const RESULTS_START = '<!-- results table: generated by scripts/results.ts; do not edit -->'
export const RESULTS_END = '<!-- end of results table -->'

/** The README with its results table replaced by `table`. */
export function withResultsTable(readme: string, table: string): string {
  const a = readme.indexOf(RESULTS_START)
  const b = readme.indexOf(RESULTS_END)
  if (a < 0 || b < a) throw new Error('the README has no results table markers')
  return `${readme.slice(0, a + RESULTS_START.length)}\n${table}\n${readme.slice(b)}`
}

/** The results table the README holds now (between the markers), or undefined. */
export function readmeResultsTable(readme: string): string | undefined {
  const a = readme.indexOf(RESULTS_START)
  const b = readme.indexOf(RESULTS_END)
  if (a < 0 || b < a) return undefined
  return readme.slice(a + RESULTS_START.length, b).trim()
}
