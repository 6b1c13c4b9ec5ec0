// The audit report escapes every text it shows (Hono's html template); only its charts'
// SVG and its stylesheet go in as markup.
import { describe, expect, it } from 'vitest'
import { runBattery } from './battery.ts'
import { reproduceCommands } from './commands.ts'
import { tallyRange } from './range.ts'
import { renderReport } from './report.ts'

const evil = '<script>alert(1)</script>'
const safe = '&lt;script&gt;alert(1)&lt;/script&gt;'

describe('the audit report', () => {
  it('escapes a hostile client seed, test name, command and version', () => {
    const spec = {
      generator: 'v1',
      serverSeed: 'ab'.repeat(32),
      clientSeed: evil,
      cards: 52,
      shuffles: 200,
    } as const
    const battery = runBattery(spec, tallyRange(spec, 0, spec.shuffles))
    const tests = battery.tests.map((t, i) =>
      i === 0 ? { ...t, name: evil, method: evil, pValue: 0, passed: false } : t,
    )
    const html = renderReport({
      spec,
      commitment: 'c'.repeat(64),
      battery: { ...battery, tests, passed: false, failed: [evil] },
      tally: tallyRange(spec, 0, spec.shuffles),
      threads: 1,
      seconds: 0.1,
      startedAt: evil,
      versions: { package: evil, algorithm: 'v1', node: 'v20', platform: evil },
      commands: reproduceCommands(spec),
    })
    expect(html).not.toContain('<script')
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).toContain(`failed: ${safe}`)
    expect(html).toContain(`<tr class="fail"><td>${safe}</td>`)
    expect(html).toContain(`<td class="method">${safe}</td>`)
    // A p-value of 0 reads "< 1e-300", escaped like any text.
    expect(html).toContain('<td class="num">&lt; 1e-300</td>')
    expect(html).toContain(`<dt>client seed</dt><dd>&quot;${safe}&quot;</dd>`)
    expect(html).toContain(`--client-seed &#39;${safe}&#39;`)
    expect(html).toContain(`<dt>package</dt><dd>${safe}</dd>`)
    expect(html).toContain(`<title>${safe}: p = 0.00</title>`)
    // The charts and the stylesheet are markup.
    expect(html).toContain('<svg viewBox=')
    expect(html).toContain('font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto')
  })
})
