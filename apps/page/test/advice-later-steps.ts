import assert from 'node:assert/strict'
import { forceChoice, studSecondAdvice } from '@felt/math/stud-advice'
import { studPoker } from '@felt/stud-poker'
import type { Page } from 'playwright-core'
import { expectedLineCount, legalLines } from '../src/play/advice-query.ts'
import type { RoundOut } from '../src/play/api.ts'
import {
  type AdviceContext,
  idle,
  recordingPage,
  type StudRound,
  studRound,
} from './advice-browser.ts'
import { type Step, shot } from './harness.ts'

interface Line {
  readonly action: string
  readonly ev: number
}

/** The API's shuffle decides the rounds; this many deals all but surely reach a force phase. */
const FORCE_DEALS = 30

/** Clicks, waits for the API's reply to the POST ending in `path`, and returns its round. */
async function roundAfter(
  page: Page,
  path: string,
  click: () => Promise<void>,
): Promise<StudRound> {
  // Together, so that a click that fails leaves no wait behind to reject unhandled.
  const [reply] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(path)),
    click(),
  ])
  const round = studRound(((await reply.json()) as { round: RoundOut }).round)
  await idle(page)
  return round
}

/** Asks the advisor and returns the lines it lists, after checking its status line. */
async function askAdvice(page: Page, basis: RegExp): Promise<Line[]> {
  await page.click('#advice-button')
  await page.waitForSelector('#advice-list')
  assert.match((await page.textContent('#advice-status')) ?? '', basis)
  return page.$$eval('#advice-list li', (lis) =>
    lis.map((li) => ({
      action: li.getAttribute('data-action') ?? '',
      ev: Number(li.getAttribute('data-ev')),
    })),
  )
}

/** The lines as the log shows them: `play +0.1234, fold -1.0000`. */
function describe(lines: readonly Line[]): string {
  return lines.map((l) => `${l.action} ${l.ev >= 0 ? '+' : ''}${l.ev.toFixed(4)}`).join(', ')
}

/** The shown lines are the legal actions valued as in Node, best first. */
function assertLines(shown: readonly Line[], expected: readonly Line[], what: string): void {
  assert.deepEqual(
    shown.map((s) => s.action),
    expected.map((e) => e.action),
    `${what}: the legal actions, best first`,
  )
  for (const [i, e] of expected.entries()) {
    assert.ok(
      Math.abs(shown[i]!.ev - e.ev) <= 1e-9,
      `${what} ${e.action}: ${shown[i]!.ev} in the page, ${e.ev} in Node`,
    )
  }
}

/**
 * Browser tests of the advice after the first decision: a Russian round exchanged to its
 * second decision, then Russian rounds played until the dealer does not qualify (buy a
 * game or take), each list checked against `@felt/math` in Node.
 */
export function laterAdviceSteps(ctx: AdviceContext): Step[] {
  let page: Page
  const errors: string[] = []
  return [
    {
      name: 'advises the second decision of a Russian box after an exchange, from here on, as studSecondAdvice in Node does',
      run: async () => {
        page = await recordingPage(ctx.browser, errors)
        const workerRequests: string[] = []
        page.on('request', (r) => {
          if (/advice-worker/.test(r.url())) workerRequests.push(r.url())
        })
        await page.goto(`${ctx.base}/`)
        await page.waitForSelector('html[data-ready="true"]')
        await page.click('#tab-play')
        await page.click('#start-session')
        await idle(page)
        await page.selectOption('#deal-game', 'stud-poker')
        await page.selectOption('#deal-ruleset', 'russian')
        const dealt = await roundAfter(page, '/deal', () => page.click('#deal'))
        assert.equal(dealt.status, 'awaiting-action')
        await page.check('form[data-action-form="exchange"] input[type="checkbox"] >> nth=0')
        const round = await roundAfter(page, '/act', () =>
          page.click('form[data-action-form="exchange"] button[data-action="exchange"]'),
        )
        const view = round.view
        const box = view.boxes[0]!
        assert.equal(box.draw?.discarded.length, 1, 'one card exchanged')
        assert.match((await page.textContent('#advice-help')) ?? '', /from here on/)
        assert.deepEqual(workerRequests, [], 'the advisor is not loaded before it is asked')
        const shown = await askAdvice(page, /per Ante from here on\.$/)
        assert.equal(workerRequests.length, 1, 'one worker script, fetched when asked')
        assert.equal(shown.length, expectedLineCount(round.legalActions))
        const rules = studPoker.rules('russian')
        const node = studSecondAdvice(rules, box.cards, view.dealer.upCard, box.draw!.discarded)
        assertLines(shown, legalLines(node.actions, round.legalActions), 'second decision')
        await page.locator('#advice').scrollIntoViewIfNeeded()
        await shot(page, '12-optimum-advice-second')
        assert.equal(await page.getAttribute('#round-view', 'data-status'), 'awaiting-action')
        assert.deepEqual(errors, [], 'no script error or CSP violation')
        console.log(`  # second decision: ${describe(shown)}; ${node.seconds.toFixed(2)} s in Node`)
      },
    },
    {
      name: 'advises buying a game or taking when the dealer does not qualify, as forceChoice in Node does',
      run: async () => {
        let round = await roundAfter(page, '/act', () =>
          page.click('.actions-row button[data-action="play"]'),
        )
        let deals = 0
        for (; round.view.phase !== 'force'; deals++) {
          assert.ok(deals < FORCE_DEALS, `no dealer failed to qualify in ${FORCE_DEALS} rounds`)
          assert.equal(await page.$('#advice'), null, 'no advice on a finished round')
          if (round.status === 'complete')
            await roundAfter(page, '/settle', () => page.click('#settle'))
          await roundAfter(page, '/deal', () => page.click('#deal'))
          round = await roundAfter(page, '/act', () =>
            page.click('.actions-row button[data-action="play"]'),
          )
        }
        const view = round.view
        const box = view.boxes[0]!
        const shown = await askAdvice(page, /per Ante from here on\.$/)
        assert.equal(shown.length, 2)
        const seen = box.draw?.discarded ?? []
        const node = forceChoice(studPoker.rules('russian'), box.cards, view.dealer.cards!, seen)
        const force = { action: 'force', ev: node.force }
        const take = { action: 'take', ev: node.take }
        const expected = node.best === 'force' ? [force, take] : [take, force]
        assertLines(shown, expected, 'force or take')
        await page.locator('#advice').scrollIntoViewIfNeeded()
        await shot(page, '12-optimum-advice-force')
        assert.equal(await page.getAttribute('#round-view', 'data-status'), 'awaiting-action')
        await page.click(`.actions-row button[data-action="${shown[0]!.action}"]`)
        await idle(page)
        assert.equal(await page.$('#advice'), null, 'no advice once the choice is made')
        assert.deepEqual(errors, [], 'no script error or CSP violation')
        console.log(`  # force phase after ${deals} more rounds: ${describe(shown)}`)
        await page.context().close()
      },
    },
  ]
}
