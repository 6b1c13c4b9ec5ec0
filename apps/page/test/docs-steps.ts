import assert from 'node:assert/strict'
import type { Browser } from 'playwright-core'
import { entryModules } from '../../../scripts/docs/entry-modules.mjs'
import { type Step, shot } from './harness.ts'

interface Context {
  readonly browser: Browser
  /** The local API's URL; it serves the built page and the API reference under /docs/. */
  readonly base: string
}

/** Browser tests of the API reference (`pnpm reference`, built into the page under /docs/). */
export function docsSteps(ctx: Context): Step[] {
  return [
    {
      name: 'opens the API reference one click from /: every package entry listed, its own CSP, no error',
      run: async () => {
        const page = await ctx.browser.newPage({ viewport: { width: 1200, height: 900 } })
        const errors: string[] = []
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text())
        })
        page.on('pageerror', (e) => errors.push(e.message))
        page.on('response', (r) => {
          if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`)
        })
        await page.goto(`${ctx.base}/`)
        const [response] = await Promise.all([
          page.waitForNavigation(),
          page.click('a[href="./docs/"]'),
        ])
        assert.equal(new URL(page.url()).pathname, '/docs/')
        const csp = (await response?.allHeaders())?.['content-security-policy'] ?? ''
        assert.match(csp, /script-src 'self'/, `the reference's own CSP, not the page's: ${csp}`)
        assert.match(await page.title(), /Felt API reference/)
        assert.ok(await page.isVisible('text=one page per import path'), 'the index page')
        await page.waitForTimeout(300)
        await shot(page, 'docs-index')
        await page.goto(`${ctx.base}/docs/modules.html`)
        const listed = await page.$$eval('.col-content .tsd-member-summary-name a', (as) =>
          as.map((a) => a.textContent?.trim() ?? ''),
        )
        for (const m of entryModules())
          assert.ok(listed.includes(m.specifier), `${m.specifier} in ${listed.join(', ')}`)
        await page.click(`a:text-is("@felt/zero")`)
        await page.waitForLoadState('load')
        assert.match(await page.title(), /@felt\/zero/)
        assert.ok(
          await page.isVisible('text=Zero, the lowest-total'),
          "@felt/zero's page shows its README",
        )
        const exported = await page.$$eval('.tsd-member-summary-name', (as) =>
          as.map((a) => a.textContent?.trim() ?? ''),
        )
        assert.ok(
          exported.includes('zero'),
          `@felt/zero's page lists the game object: ${exported.join(', ')}`,
        )
        await page.waitForTimeout(300)
        await shot(page, 'docs-zero')
        assert.deepEqual(errors, [], 'no console error (CSP included)')
        await page.close()
      },
    },
  ]
}
