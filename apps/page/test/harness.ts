import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'

/** One browser test: a name and a body run in order with the others. */
export interface Step {
  readonly name: string
  readonly run: () => Promise<void>
}

/**
 * How long the browser tests wait for anything before they call it hung: the limit of
 * vitest.shared.ts, far above any step's time on a loaded machine, so that a slow machine
 * fails no step (Playwright's own default, 30 s, is wall time such a machine can pass).
 */
export const HANG_MS = 300_000

/** The browser, with every context it opens (`newPage` opens one too) waiting up to HANG_MS. */
export function patient(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    context.setDefaultTimeout(HANG_MS)
    return context
  }
  return browser
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
