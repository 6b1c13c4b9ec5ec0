/**
 * The bundle size in README.md, from `wrangler deploy --dry-run` itself: builds the deploy
 * bundle into dist/ (what `wrangler deploy` uploads) and compares the "Total Upload" line it
 * prints with the README's, within 5% (so that every change to a game package does not fail
 * the suite; a README 5% off does). `--write` puts the printed line into the README. Part of
 * `pnpm test`, where the OpenAPI lint then serves this same bundle (`--bundle dist`).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { API_DIR, dryRun } from './server.ts'

const README = join(API_DIR, 'README.md')
const LINE = /Total Upload: [\d.]+ KiB \/ gzip: [\d.]+ KiB/
const TOLERANCE = 0.05

/** The total upload size of a "Total Upload" line, in KiB. */
function kib(line: string): number {
  return Number(/Total Upload: ([\d.]+)/.exec(line)![1])
}

const stdout = await dryRun(join(API_DIR, 'dist'))
const printed = LINE.exec(stdout)?.[0]
if (!printed) throw new Error(`no "Total Upload" line in the dry run's output:\n${stdout}`)
const text = readFileSync(README, 'utf8')
const documented = LINE.exec(text)?.[0]
if (!documented) throw new Error('README.md has no "Total Upload: … KiB / gzip: … KiB" line')
if (process.argv.includes('--write')) {
  writeFileSync(README, text.replace(LINE, printed))
  console.log(`README.md: ${printed}`)
} else if (Math.abs(kib(documented) / kib(printed) - 1) > TOLERANCE) {
  console.error(
    `README.md says "${documented}", wrangler deploy --dry-run prints "${printed}": run pnpm bundle-size --write in apps/api`,
  )
  process.exit(1)
} else {
  console.log(`bundle size: ${printed} (README.md: ${documented}, within 5%)`)
}
