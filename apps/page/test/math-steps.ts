import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { MATH_REPORTS } from '../scripts/math-reports.ts'
import { RESULTS_DIR, type Step, shot } from './harness.ts'

interface Context {
  readonly browser: Browser
  /** The local API's URL; it serves the built page and its math reports. */
  readonly base: string
}

/** Reports opened and screenshotted: one of each kind (exact, simulated, every game). */
const SHOWN = ['zero-six-deck-simulated', 'caribbean-stud', 'break-poker', 'lunar']

/** Browser tests of the math reports the page links (built by scripts/math-reports.ts). */
export function mathReportSteps(ctx: Context): Step[] {
  return [
    {
      name: 'links every math report from / and serves each with its own CSP',
      run: async () => {
        const page = await ctx.browser.newPage()
        await page.goto(`${ctx.base}/`)
        const links = await page.$$eval('#math-reports a', (as) =>
          as.map((a) => (a as HTMLAnchorElement).getAttribute('href')),
        )
        assert.deepEqual(
          [...links].sort(),
          MATH_REPORTS.map((r) => `./math/${r.file}`).sort(),
          'the index links exactly the built reports',
        )
        for (const r of MATH_REPORTS) {
          const res = await fetch(`${ctx.base}/math/${r.file}`)
          assert.equal(res.status, 200, r.file)
          const csp = res.headers.get('content-security-policy') ?? ''
          assert.match(csp, /style-src 'sha256-/, `${r.file}: the reports' CSP`)
          assert.doesNotMatch(csp, /script-src/, `${r.file}: not the page's CSP`)
          await res.arrayBuffer()
        }
        await page.close()
      },
    },
    {
      name: 'opens math reports in Chromium with their charts, no other request and no CSP error, and prints one',
      run: async () => {
        for (const name of SHOWN) {
          const page = await ctx.browser.newPage({ viewport: { width: 820, height: 1000 } })
          const errors: string[] = []
          const requests: string[] = []
          page.on('console', (m) => {
            if (m.type() === 'error') errors.push(m.text())
          })
          page.on('pageerror', (e) => errors.push(e.message))
          page.on('request', (req) => requests.push(req.url()))
          await page.goto(`${ctx.base}/math/${name}.html`)
          const charts = await page.$$eval('svg[role="img"]', (s) => s.length)
          assert.ok(charts >= 2, `${name}: ${charts} charts`)
          assert.ok(await page.isVisible('table.returns'), `${name}: the return table`)
          if (name.endsWith('simulated') || name === 'break-poker' || name === 'lunar') {
            assert.ok(await page.isVisible('polygon'), `${name}: the ±3 SE band`)
            // A run converging: points inside each work unit (a 1M-round stud run is one unit).
            const points = await page.$eval(
              'polyline',
              (l) => (l as SVGPolylineElement).points.length,
            )
            assert.ok(points >= 60, `${name}: ${points} convergence points`)
          }
          // An inline style blocked by the CSP would show as a console error, and unstyled.
          const font = await page.$eval('body', (b) => getComputedStyle(b).maxWidth)
          assert.equal(font, '780px', `${name}: the report's stylesheet applies`)
          assert.deepEqual(errors, [], `${name}: console errors`)
          // Workers static assets redirect x.html to x; nothing else may be fetched.
          const own = `${ctx.base}/math/${name}`
          assert.deepEqual(
            requests.filter((u) => u !== own && u !== `${own}.html`),
            [],
            `${name}: requests`,
          )
          await shot(page, `math-report-${name}`)
          if (name === 'lunar') {
            const pdf = await page.pdf({ format: 'A4', printBackground: true })
            assert.ok(pdf.length > 10_000, 'a printed report')
            writeFileSync(join(RESULTS_DIR, `math-report-${name}.pdf`), pdf)
          }
          await page.close()
        }
      },
    },
  ]
}
