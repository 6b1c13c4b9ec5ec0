import assert from 'node:assert/strict'
import { studAdvice } from '@felt/math/stud-advice'
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
import { laterAdviceSteps } from './advice-later-steps.ts'
import { type Step, shot } from './harness.ts'

/** Deals Lunar rounds until one awaits the first decision (a dealt royal is paid at once). */
async function dealLunar(page: Page): Promise<StudRound> {
  await page.selectOption('#deal-game', 'stud-poker')
  await page.selectOption('#deal-ruleset', 'lunar')
  for (let i = 0; i < 10; i++) {
    const reply = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/deal'),
    )
    await page.click('#deal')
    const round = studRound(((await (await reply).json()) as { round: RoundOut }).round)
    await idle(page)
    if (round.status === 'awaiting-action') return round
    if (round.status === 'complete') {
      await page.click('#settle')
      await idle(page)
    }
  }
  throw new Error('no Lunar round awaited a decision in 10 deals')
}

/** Browser tests of the Play tab's "What would the optimum do?" control, at every decision. */
export function adviceSteps(ctx: AdviceContext): Step[] {
  let page: Page
  const errors: string[] = []
  const workerRequests: string[] = []
  return [
    {
      name: 'lists the exact EV of every legal first action of a Lunar round, best first, as studAdvice in Node does',
      run: async () => {
        page = await recordingPage(ctx.browser, errors)
        page.on('request', (r) => {
          if (/advice-worker/.test(r.url())) workerRequests.push(r.url())
        })
        const response = await page.goto(`${ctx.base}/`)
        const csp = response?.headers()['content-security-policy'] ?? ''
        assert.match(csp, /worker-src 'self'(;|$)/, 'the CSP allows workers from the origin only')
        await page.waitForSelector('html[data-ready="true"]')
        await page.click('#tab-play')
        await page.click('#start-session')
        await idle(page)
        const round = await dealLunar(page)
        await page.waitForSelector('#advice-button')
        assert.deepEqual(workerRequests, [], 'the advisor is not loaded before it is asked')

        await page.click('#advice-button')
        assert.match((await page.textContent('#advice-status')) ?? '', /^Computing…/)
        await page.waitForFunction(() =>
          /\d\.\d s/.test(document.getElementById('advice-elapsed')?.textContent ?? ''),
        )
        await page.waitForSelector('#advice-list')
        const status = (await page.textContent('#advice-status')) ?? ''
        const browserSeconds = Number(/Computed in ([\d.]+) s/.exec(status)?.[1])
        assert.ok(browserSeconds > 0, status)
        assert.equal(workerRequests.length, 1, 'one worker script, fetched when asked')
        const shown = await page.$$eval('#advice-list li', (lis) =>
          lis.map((li) => ({
            action: li.getAttribute('data-action') ?? '',
            discard: li.getAttribute('data-discard') ?? '',
            ev: Number(li.getAttribute('data-ev')),
            best: li.classList.contains('best'),
          })),
        )
        await page.locator('#advice').scrollIntoViewIfNeeded()
        await shot(page, '12-optimum-advice')
        await page.setViewportSize({ width: 390, height: 900 })
        const wide = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        assert.ok(wide <= 0, `the advice fits a phone (${wide} px too wide)`)
        await shot(page, '12-optimum-advice-phone')
        await page.setViewportSize({ width: 1280, height: 900 })

        const legal = round.legalActions
        assert.equal(shown.length, expectedLineCount(legal), 'one line per legal action and draw')
        for (const la of legal) {
          assert.ok(
            shown.some((s) => s.action === la.type),
            `${la.type} is listed`,
          )
        }
        for (const [i, s] of shown.entries()) {
          assert.ok(Number.isFinite(s.ev), `${s.action} ${s.discard}: a finite EV`)
          assert.equal(s.best, i === 0, 'only the first line is marked best')
          if (i > 0) assert.ok(s.ev <= shown[i - 1]!.ev, 'best first')
        }

        const view = round.view
        const cards = view.boxes[0]!.cards
        const node = studAdvice(studPoker.rules('lunar'), cards, view.dealer.upCard)
        const expected = legalLines(node.actions, legal)
        assert.equal(shown.length, expected.length)
        for (const e of expected) {
          const s = shown.find((x) => x.action === e.action && x.discard === e.discard.join(','))
          assert.ok(s, `${e.action} ${e.discard.join(',')} is listed`)
          assert.ok(
            Math.abs(s.ev - e.ev) <= 1e-9,
            `${e.action}: ${s.ev} in the page, ${e.ev} in Node`,
          )
        }
        assert.deepEqual(errors, [], 'no script error or CSP violation')
        console.log(
          `  # advice of ${shown.length} actions: ${browserSeconds.toFixed(1)} s in Chromium, ${node.seconds.toFixed(1)} s in Node; best ${shown[0]!.action} ${shown[0]!.discard}`,
        )
      },
    },
    {
      name: 'never acts for the player, and stops its worker when the round moves on',
      run: async () => {
        assert.equal(
          await page.getAttribute('#round-view', 'data-status'),
          'awaiting-action',
          'the advice took no action',
        )
        await page.click('.actions-row button[data-action="fold"]')
        await idle(page)
        assert.equal(await page.$('#advice'), null, 'no advice once the decision is taken')
        const round = await dealLunar(page)
        assert.equal(round.status, 'awaiting-action')
        assert.equal(await page.$('#advice-list'), null, 'a new round starts without advice')
        const started = page.waitForEvent('worker')
        await page.click('#advice-button')
        const worker = await started
        const closed = new Promise<void>((resolve) => worker.once('close', () => resolve()))
        await page.click('.actions-row button[data-action="fold"]')
        await idle(page)
        await Promise.race([
          closed,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('the worker was not terminated')), 10_000),
          ),
        ])
        assert.equal(await page.$('#advice'), null)
        assert.deepEqual(errors, [], 'no script error or CSP violation')
        await page.context().close()
      },
    },
    ...laterAdviceSteps(ctx),
  ]
}
