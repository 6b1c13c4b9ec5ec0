// What the advice browser tests share: the context they run in, a page that records its
// errors, and waiting for the Play tab to settle.
import type { Browser, Page } from 'playwright-core'
import type { RoundOut } from '../src/play/api.ts'

/** What the advice steps run against. */
export interface AdviceContext {
  readonly browser: Browser
  /** The local API's URL; it serves the built page at `/`. */
  readonly base: string
}

/** A new desktop-sized page that pushes every script error and console error to `errors`. */
export async function recordingPage(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  return page
}

/** Waits until the Play tab is not busy, and fails if it shows an error. */
export async function idle(page: Page): Promise<void> {
  await page.waitForSelector('#play-root:not([aria-busy])')
  const error = await page.$('#play-error .error')
  if (error) throw new Error(`the page shows an error: ${await error.textContent()}`)
}

/** A stud round as the API answers it: its view is stud poker's. */
export type StudRound = Extract<RoundOut, { game: 'stud-poker' }>

/** The round, checked to be a stud round (the advice steps play stud only). */
export function studRound(round: RoundOut): StudRound {
  if (round.game !== 'stud-poker') throw new Error(`expected a stud round, got ${round.game}`)
  return round
}
