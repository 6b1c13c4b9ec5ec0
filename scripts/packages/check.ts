/**
 * The published packages, checked as a user gets them: pack every publishable package with
 * plain `npm pack` (so the manifests work with any packer, not only pnpm's rewrites),
 * check each tarball (manifest, LICENSE, publint, attw), install the tarballs into an empty
 * folder with plain npm, run each bin, then type-check and run each README example as printed
 * and each fenced JSDoc `@example` of the sources, against the installed packages.
 * Run after building the packages: `pnpm turbo run check:packages` does both.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { lintPacked } from './lint.ts'
import {
  installTarballs,
  runBins,
  runExamples,
  typecheckExamples,
  writeExamples,
  writeJsdocExamples,
} from './try-examples.ts'
import { publishablePackages, ROOT } from './workspace.ts'

// A user's Node does not resolve Felt's `@felt/source` condition (pnpm sets it for every
// script of this repository): nothing started from here may see it.
// biome-ignore lint/suspicious/noUndeclaredEnvVars: removed, never read; the task is never cached
delete process.env.NODE_OPTIONS

const started = performance.now()
const step = (what: string): void =>
  console.log(`${((performance.now() - started) / 1000).toFixed(1)}s ${what}`)

const work = mkdtempSync(join(tmpdir(), 'felt-packages-'))
const packs = join(work, 'packs')
const folder = join(work, 'try')
mkdirSync(folder, { recursive: true })
const pkgs = publishablePackages()
let failed = 0
try {
  mkdirSync(packs)
  // One npm for every folder: an npm start per package cost more than the packing.
  execFileSync('npm', ['pack', '--pack-destination', packs, ...pkgs.map((p) => `./${p.dir}`)], {
    cwd: ROOT,
    stdio: 'ignore',
  })
  step(`packed ${pkgs.length} packages with npm pack`)

  const report = (title: string, problems: string[]): void => {
    if (problems.length === 0) {
      console.log(`  ok  ${title}`)
      return
    }
    failed++
    console.log(`  FAIL ${title}\n${problems.map((p) => `    ${p}`).join('\n')}`)
  }
  for (const p of pkgs)
    report(`${p.name}: manifest, LICENSE, publint, attw`, await lintPacked(p, packs))
  step('linted the tarballs')

  await installTarballs(folder, packs, pkgs)
  step('installed the tarballs into an empty folder with npm')
  report('every bin runs from the install (--help)', await runBins(folder, pkgs))
  const { written, missing } = writeExamples(folder, pkgs)
  report('README install commands name every package their example imports', missing)
  const jsdoc = writeJsdocExamples(folder, pkgs)
  const all = [...written, ...jsdoc]
  const count = `${written.length} README and ${jsdoc.length} JSDoc examples`
  report(`${count} type-check against the published declarations`, typecheckExamples(folder, all))
  step('type-checked the examples')
  report(`${count} run with plain Node; READMEs print their printed output`, await runExamples(all))
  step('ran the examples')
} finally {
  if (!process.env.FELT_KEEP_TRY) rmSync(work, { recursive: true, force: true })
  else console.log(`kept ${work}`)
}
const checks = pkgs.length + 4
console.log(`${checks - failed} passed, ${failed} failed`)
process.exitCode = failed ? 1 : 0
