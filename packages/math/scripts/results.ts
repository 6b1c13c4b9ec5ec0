// Regenerates the results page of the README: every game, rule set, bet and strategy,
// each line with the felt-math command that reproduces it.
// Usage (from the repo root): pnpm exec tsx packages/math/scripts/results.ts [filter]
// (filter: a regular expression the line's command must match, e.g. 'stud-poker .*optimal$')
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AnalyzeOptions, analyze } from '../src/analyze.ts'

const R = (n: number) => n
const TABLES = ['oasis', 'lunar', 'lunar-finland', 'russian'] as const
/** A simulation on the fast stud model. */
const fast = (
  ruleset: string,
  bet: 'main' | 'total',
  strategy: 'optimal' | 'owner',
  rounds: number,
): AnalyzeOptions => ({
  game: 'stud-poker',
  ruleset,
  bet,
  strategy,
  method: 'simulate',
  path: 'fast',
  rounds: R(rounds),
})
const runs: (AnalyzeOptions & { rounds?: number })[] = [
  { game: 'zero', ruleset: 'six-deck', bet: 'main', strategy: 'optimal' },
  { game: 'zero', ruleset: 'six-deck', bet: 'main', strategy: 'basic' },
  { game: 'zero', ruleset: 'eight-deck', bet: 'main', strategy: 'optimal' },
  { game: 'zero', ruleset: 'eight-deck', bet: 'main', strategy: 'basic' },
  {
    game: 'zero',
    ruleset: 'six-deck',
    bet: 'main',
    strategy: 'optimal',
    method: 'simulate',
    path: 'engine',
    rounds: R(400_000),
  },
  {
    game: 'zero',
    ruleset: 'six-deck',
    bet: 'main',
    strategy: 'basic',
    method: 'simulate',
    path: 'engine',
    rounds: R(400_000),
  },
  { game: 'zero', ruleset: 'six-deck', bet: 'zero-payouts' },
  { game: 'zero', ruleset: 'eight-deck', bet: 'zero-payouts' },
  ...(['optimal', 'rules-of-thumb', 'akj83', 'pair-plus', 'always-raise'] as const).map(
    (strategy): AnalyzeOptions => ({
      game: 'stud-poker',
      ruleset: 'caribbean-stud',
      bet: 'main',
      strategy,
    }),
  ),
  ...(['rules-of-thumb', 'akj83', 'pair-plus', 'always-raise'] as const).map(
    (strategy): AnalyzeOptions => ({
      game: 'stud-poker',
      ruleset: 'caribbean-stud',
      bet: 'main',
      strategy,
      method: 'simulate',
      rounds: R(100_000_000),
    }),
  ),
  {
    game: 'stud-poker',
    ruleset: 'caribbean-stud',
    bet: 'main',
    strategy: 'rules-of-thumb',
    method: 'simulate',
    path: 'engine',
    rounds: R(400_000),
  },
  { game: 'stud-poker', ruleset: 'oasis', bet: 'main', strategy: 'optimal' },
  {
    game: 'stud-poker',
    ruleset: 'oasis',
    bet: 'main',
    strategy: 'rules-of-thumb',
    method: 'simulate',
    rounds: R(200_000),
  },
  ...TABLES.map((ruleset) => fast(ruleset, 'main', 'optimal', 20_000_000)),
  // SE about 0.01%: 10^9 rounds on the fast model, each 7-40 min on 2 threads (README Speed).
  ...TABLES.map((ruleset) => fast(ruleset, 'main', 'optimal', 1_000_000_000)),
  ...(['lunar', 'lunar-finland', 'russian'] as const).map((ruleset) =>
    fast(ruleset, 'main', 'owner', 1_000_000_000),
  ),
  fast('lunar', 'total', 'optimal', 1_000_000_000),
  ...(['lunar', 'lunar-finland', 'russian'] as const).flatMap((ruleset): AnalyzeOptions[] => [
    { game: 'stud-poker', ruleset, bet: 'main', strategy: 'optimal' },
    { game: 'stud-poker', ruleset, bet: 'main', strategy: 'owner' },
    ...(ruleset === 'lunar'
      ? (['optimal', 'owner'] as const).map(
          (strategy): AnalyzeOptions => ({ game: 'stud-poker', ruleset, bet: 'total', strategy }),
        )
      : []),
    {
      game: 'stud-poker',
      ruleset,
      bet: 'main',
      strategy: 'owner',
      method: 'simulate',
      rounds: R(200_000),
    },
  ]),
  {
    game: 'stud-poker',
    ruleset: 'lunar',
    bet: 'total',
    strategy: 'owner',
    method: 'simulate',
    rounds: R(200_000),
  },
  { game: 'stud-poker', ruleset: 'lunar', bet: 'super' },
  { game: 'stud-poker', ruleset: 'lunar', bet: 'super', method: 'simulate', rounds: R(200_000) },
  { game: 'stud-poker', ruleset: 'lunar', bet: 'dealer-super' },
  { game: 'stud-poker', ruleset: 'lunar-finland', bet: 'bonus' },
  { game: 'stud-poker', ruleset: 'russian', bet: 'bonus' },
  { game: 'stud-poker', ruleset: 'russian', bet: 'blind' },
  { game: 'break-poker', ruleset: 'standard', bet: 'main', strategy: 'house-way' },
  { game: 'break-poker', ruleset: 'standard', bet: 'main', strategy: 'optimal' },
  {
    game: 'break-poker',
    ruleset: 'standard',
    bet: 'main',
    strategy: 'house-way',
    method: 'simulate',
    rounds: R(100_000),
  },
  {
    game: 'break-poker',
    ruleset: 'standard',
    bet: 'main',
    strategy: 'optimal',
    method: 'simulate',
    rounds: R(100_000),
  },
  { game: 'break-poker', ruleset: 'standard', bet: 'lucky-break' },
  { game: 'break-poker', ruleset: 'standard', bet: 'bonus' },
]

const filter = process.argv[2] === undefined ? null : new RegExp(process.argv[2])
const pct = (x: number) => `${(x * 100).toFixed(4)}%`
console.log(
  '| game | rule set | bet | strategy | method | house edge | SE | element of risk | SD | command |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|')
for (const r of runs) {
  const cmd = [
    'pnpm math analyze',
    r.game,
    `--ruleset ${r.ruleset}`,
    `--bet ${r.bet}`,
    r.strategy ? `--strategy ${r.strategy}` : '',
    r.method ? `--method ${r.method}` : '',
    r.path ? `--path ${r.path}` : '',
    r.rounds ? `--rounds ${r.rounds} --seed 1` : '',
  ]
    .filter(Boolean)
    .join(' ')
  if (filter && !filter.test(cmd)) continue
  const a = await analyze({
    ...r,
    seed: 1,
    threads: 2,
    cacheDir: join(tmpdir(), 'felt-math'),
  })
  const method = a.method === 'simulate' ? `simulate (${a.rounds} rounds)` : 'exact'
  console.log(
    `| ${a.game} | ${a.ruleset} | ${a.bet} | ${a.strategy} | ${method} | ${pct(a.houseEdge)} | ${a.method === 'simulate' ? pct(a.standardError) : '0'} | ${pct(a.elementOfRisk)} | ${a.standardDeviation.toFixed(4)} | \`${cmd}\` |`,
  )
}
