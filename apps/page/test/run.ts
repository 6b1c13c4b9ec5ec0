// Browser tests of the page: real headless Chromium (playwright-core) against the
// local API (wrangler dev serving the built page as static assets).
// Usage: pnpm test:browser   (CHROMIUM_PATH overrides /usr/bin/chromium)
// The page (with its math reports and the API reference) is built by turbo, not here:
// `pnpm test:browser` runs turbo's `browser` task, which depends on the page's build. In the
// suite the same graph builds the page once for the API's tests, the e2e run and this one.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { adviceSteps } from './advice-steps.ts'
import { type LocalApi, startApi } from './api-server.ts'
import { docsSteps } from './docs-steps.ts'
import { patient, runSteps } from './harness.ts'
import { mathReportSteps } from './math-steps.ts'
import { reportSteps } from './report-steps.ts'
import { browserSteps } from './steps.ts'

const PAGE_DIR = join(import.meta.dirname, '..')
const DIST = join(PAGE_DIR, 'dist')

function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((p): p is string => p !== undefined && p !== '' && existsSync(p))
}

async function main(): Promise<number> {
  const started = performance.now()
  const executablePath = findChromium()
  if (!executablePath) {
    console.log(
      'SKIP browser tests: no Chromium at /usr/bin/chromium (or CHROMIUM_PATH) and it could not be installed here (apt-get needs root on Debian/Ubuntu; see scripts/ensure-chromium.sh).',
    )
    return 0
  }
  const missing = ['index.html', 'docs/index.html'].filter((f) => !existsSync(join(DIST, f)))
  if (missing.length > 0) {
    console.error(
      `apps/page/dist lacks ${missing.join(', ')}: run pnpm test:browser, which builds the page first`,
    )
    return 1
  }
  let api: LocalApi | undefined
  const browser = patient(
    await chromium.launch({
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    }),
  )
  try {
    api = await startApi(DIST)
    const steps = [
      ...browserSteps({ browser, base: api.url, dist: DIST }),
      ...reportSteps({ browser }),
      ...mathReportSteps({ browser, base: api.url }),
      ...adviceSteps({ browser, base: api.url }),
      ...docsSteps({ browser, base: api.url }),
    ]
    const failed = await runSteps(steps)
    console.log(
      `# ${Math.round((performance.now() - started) / 1000)} s; screenshots in apps/page/test-results/`,
    )
    // The plain closing line CI reads.
    console.log(`browser: ${steps.length - failed} passed, ${failed} failed`)
    return failed === 0 ? 0 : 1
  } finally {
    await browser.close()
    await api?.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e)
    process.exit(1)
  },
)
