import type { AnalysisPlan, PlanStep } from '../analyze.ts'
import { bytesText } from './cache.ts'

/** What each method is, for the plan line. */
const METHODS: Readonly<Record<AnalysisPlan['method'], string>> = {
  exact: 'exact (every outcome enumerated)',
  solver: "solver (the stud solver's approximation: second-order draws)",
  'sampled-exact': 'sampled exact',
  simulate: 'simulate (seeded Monte Carlo)',
}

/** Steps estimated at least this long (or not estimated) are announced. */
const ANNOUNCE_SECONDS = 10

/** `a few seconds`, `about 40 s`, `about 3 min`, `about 1 h 10 min`: a rough time. */
export function roughTime(seconds: number): string {
  if (seconds < 10) return 'a few seconds'
  if (seconds < 90) return `about ${Math.round(seconds / 10) * 10} s`
  if (seconds < 3600) return `about ${Math.round(seconds / 60)} min`
  const min = Math.round(seconds / 60)
  return `about ${Math.floor(min / 60)} h ${String(min % 60).padStart(2, '0')} min`
}

/** Rough wall seconds of a step on `threads` threads, if it is estimated. */
export function stepSeconds(step: PlanStep, threads: number): number | undefined {
  if (step.cpuSeconds === undefined) return undefined
  return step.parallel ? step.cpuSeconds / Math.max(1, step.threads ?? threads) : step.cpuSeconds
}

function stepText(step: PlanStep, threads: number): string {
  const seconds = stepSeconds(step, threads)
  const on = step.threads ?? threads
  const notes = [
    ...(seconds === undefined
      ? []
      : [`${roughTime(seconds)}${step.parallel ? ` on ${on} thread${on === 1 ? '' : 's'}` : ''}`]),
    ...(step.bytes ? [`${bytesText(step.bytes)} to the cache`] : []),
  ]
  return notes.length > 0 ? `${step.what}: ${notes.join(', ')}` : step.what
}

/**
 * The lines `felt-math analyze` prints on stderr before it starts: the method, then every step
 * in order with its rough time and what it writes to the cache, and the cache directory where
 * one is written; none when every step is estimated under 10 s (nothing worth announcing).
 * Times are measured on a 2-core machine; a busy one takes longer.
 */
export function planLines(plan: AnalysisPlan): string[] {
  const long = plan.steps.some((s) => {
    const seconds = stepSeconds(s, plan.threads)
    return seconds === undefined || seconds >= ANNOUNCE_SECONDS
  })
  if (!long) return []
  const steps = plan.steps.map((s) => stepText(s, plan.threads))
  const head = `felt-math: ${METHODS[plan.method]}`
  const writes = plan.steps.some((s) => s.bytes) || plan.method === 'solver'
  const cache =
    writes && plan.cacheDir !== undefined
      ? [`  cache: ${plan.cacheDir} (FELT_MATH_CACHE moves it, --no-cache skips it)`]
      : []
  if (steps.length === 1) return [`${head}: ${steps[0]}`, ...cache]
  return [
    `${head}, in ${steps.length} steps:`,
    ...steps.map((s, i) => `  ${i + 1}. ${s}`),
    ...cache,
  ]
}
