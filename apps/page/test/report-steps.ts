import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import type { Browser, Page } from 'playwright-core'
import { RESULTS_DIR, type Step, shot } from './harness.ts'

/** felt-fair from its source, run by tsx (as `pnpm fair` runs it): no build needed. */
const CLI = join(import.meta.dirname, '..', '..', '..', 'packages', 'fair', 'src', 'cli.ts')
const TSX = createRequire(import.meta.url).resolve('tsx/cli')

/** Runs `felt-fair audit ... --report <file>` and returns the report's path. */
async function audit(name: string, args: string[]): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true })
  const path = join(RESULTS_DIR, `${name}.html`)
  await promisify(execFile)(process.execPath, [
    TSX,
    CLI,
    'audit',
    ...args,
    '--threads',
    '1',
    '--report',
    path,
  ]).catch((e: { code?: number }) => {
    // Exit 1 is a failed battery, which the known-bad run is meant to give.
    if (e.code !== 1) throw e
  })
  return path
}

/**
 * Opens a report from file:// with the network blocked and checks that it is whole: the
 * verdict, every test row, the heatmap image decoded, the two p-value charts, no request
 * but the file itself and no console error.
 */
async function openReport(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } })
  await context.setOffline(true)
  const page = await context.newPage()
  const errors: string[] = []
  const requests: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('request', (r) => requests.push(r.url()))
  await page.goto(pathToFileURL(path).href)
  assert.equal(await page.locator('table tbody tr').count(), 12, 'one row per battery test')
  const decoded = await page.evaluate(async () => {
    const img = document.querySelector('#heatmap image')
    const href = img?.getAttribute('href') ?? ''
    const probe = new Image()
    probe.src = href
    await probe.decode()
    return { width: probe.naturalWidth, height: probe.naturalHeight }
  })
  assert.ok(decoded.width > 0 && decoded.height > 0, 'the heatmap PNG decodes')
  assert.equal(await page.locator('#histogram svg rect.bar').count(), 20)
  assert.ok((await page.locator('#qq svg circle').count()) > 12)
  assert.deepEqual(
    requests.filter((u) => !u.startsWith('file:') && !u.startsWith('data:')),
    [],
    'the report fetches nothing',
  )
  assert.deepEqual(errors, [], 'no console errors (the CSP blocks nothing it needs)')
  return page
}

/** Browser tests of the `felt-fair audit` report (no API needed). */
export function reportSteps(ctx: { readonly browser: Browser }): Step[] {
  return [
    {
      name: 'opens a passing shuffle audit report offline, with heatmap, p-value charts and reproduce commands, and prints it',
      run: async () => {
        const path = await audit('audit-report-52', ['--shuffles', '20000', '--cards', '52'])
        const page = await openReport(ctx.browser, path)
        assert.equal(await page.textContent('#verdict'), 'PASS')
        assert.match(
          (await page.textContent('pre')) ?? '',
          /felt-fair audit --shuffles 20000 --cards 52/,
        )
        await shot(page, 'audit-report-52')
        const pdf = await page.pdf({ format: 'A4', printBackground: true })
        writeFileSync(join(RESULTS_DIR, 'audit-report-52.pdf'), pdf)
        assert.ok(pdf.length > 10000, 'the report prints')
        await page.context().close()
      },
    },
    {
      name: 'shows a known-bad generator failing, and an 8-deck shoe heatmap',
      run: async () => {
        const bad = await openReport(
          ctx.browser,
          await audit('audit-report-sattolo', ['--shuffles', '5000', '--generator', 'sattolo']),
        )
        assert.equal(await bad.textContent('#verdict'), 'FAIL')
        assert.ok(await bad.isVisible('text=Known-bad generator'))
        await shot(bad, 'audit-report-sattolo')
        await bad.context().close()
        const shoe = await openReport(
          ctx.browser,
          await audit('audit-report-416', ['--shuffles', '3000', '--cards', '416']),
        )
        await shot(shoe, 'audit-report-416')
        await shoe.context().close()
      },
    },
  ]
}
