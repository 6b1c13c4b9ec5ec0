import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

/** One browser test: a name and a body run in order with the others. */
export interface Step {
  readonly name: string
  readonly run: () => Promise<void>
}

/** Where screenshots go (gitignored): apps/page/test-results. */
export const RESULTS_DIR: string = join(import.meta.dirname, '..', 'test-results')

/** Saves a full-page screenshot as test-results/<name>.png and returns its path. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true })
  const path = join(RESULTS_DIR, `${name}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}

/**
 * Runs steps in order and prints one line per step (TAP-like). A failing step is
 * reported and the rest still run, unless a later one depends on it and fails too.
 * Returns the number of failures.
 */
export async function runSteps(steps: readonly Step[]): Promise<number> {
  let failed = 0
  console.log(`1..${steps.length}`)
  for (const [i, step] of steps.entries()) {
    const started = performance.now()
    try {
      await step.run()
      console.log(`ok ${i + 1} - ${step.name} (${Math.round(performance.now() - started)} ms)`)
    } catch (e) {
      failed++
      console.log(`not ok ${i + 1} - ${step.name}`)
      console.log(
        `  ${String((e as Error).stack ?? e)
          .split('\n')
          .slice(0, 6)
          .join('\n  ')}`,
      )
    }
  }
  return failed
}
