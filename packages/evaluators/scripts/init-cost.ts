/**
 * Measures the one-off costs of the high-poker evaluator in the built dist/index.js: loading
 * the package (parsing it, building the flush and 5-card tables, and whatever the package's
 * other evaluators do at load), then the first rank6 and rank7 calls, which build the 6- and
 * 7-card tables. Each sample is a fresh Node process that imports @felt/cards first, so only
 * this package is timed; prints the minimum and median over the samples.
 *
 * Run: pnpm -w build && pnpm exec tsx scripts/init-cost.ts [samples] [module]
 * (module defaults to dist/index.js; see scripts/poker-entry.ts for the evaluator alone).
 */
import { execFileSync } from 'node:child_process'

type Sample = { load: number; first6: number; first7: number }

if (process.argv[2] === '--child') {
  await import('@felt/cards')
  let t = performance.now()
  const { categoryOf, rank6, rank7 } = (await import(
    new URL(`../${process.argv[3]}`, import.meta.url).href
  )) as typeof import('../src/index.ts')
  const load = performance.now() - t
  // Mixed suits, so the non-flush tables are used: 2c 3d 4h 5s 7c 9d (Ts).
  t = performance.now()
  const seven = rank7(0, 14, 28, 42, 5, 20, 47)
  const first7 = performance.now() - t
  t = performance.now()
  const six = rank6(0, 14, 28, 42, 5, 20)
  const first6 = performance.now() - t
  if (categoryOf(six) !== 'high-card' || categoryOf(seven) !== 'high-card') {
    throw new Error('tables are wrong')
  }
  console.log(JSON.stringify({ load, first6, first7 } satisfies Sample))
} else {
  const samples = Number(process.argv[2] ?? 9)
  const module = process.argv[3] ?? 'dist/index.js'
  const all: Sample[] = []
  for (let i = 0; i < samples; i++) {
    const out = execFileSync(
      process.execPath,
      [...process.execArgv, import.meta.filename, '--child', module],
      {
        // The built package as a user loads it: not pnpm's `@felt/source` condition.
        env: { ...process.env, NODE_OPTIONS: '' },
      },
    )
    all.push(JSON.parse(out.toString()) as Sample)
  }
  const stat = (xs: number[]): string => {
    const s = [...xs].sort((a, b) => a - b)
    return `min ${s[0]!.toFixed(1)} ms, median ${s[s.length >> 1]!.toFixed(1)} ms`
  }
  console.log(`${samples} fresh processes, wall time`)
  console.log(`  load ${module}: ${stat(all.map((s) => s.load))}`)
  console.log(`  first rank7 call, then: ${stat(all.map((s) => s.first7))}`)
  console.log(`  first rank6 call: ${stat(all.map((s) => s.first6))}`)
}
