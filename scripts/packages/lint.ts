import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { problemAffectsResolutionKind, problemKindInfo } from '@arethetypeswrong/core/problems'
import type { ResolutionKind } from '@arethetypeswrong/core/types'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { SOURCE_CONDITION } from '../../vite.shared.ts'
import { allowedRanges, type Publishable, ROOT } from './workspace.ts'

/**
 * The resolutions an ESM-only package must pass (attw's `esm-only` profile): `node10` and
 * `require` from CommonJS cannot load it by design.
 */
const ESM_RESOLUTIONS: ResolutionKind[] = ['node16-esm', 'bundler']

const REPO_URL = 'git+https://github.com/felt-dev/felt.git'

const ALLOWED_RANGES = allowedRanges()

type Manifest = Record<string, unknown> & {
  exports?: unknown
  bin?: unknown
  dependencies?: Record<string, string>
  repository?: { url?: string; directory?: string }
  engines?: { node?: string }
}

/** What the packed package.json and file list must show; one line per problem. */
function manifestProblems(p: Publishable, unpacked: string): string[] {
  const problems: string[] = []
  const pkg = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8')) as Manifest
  // Only the workspace's own condition may name the unshipped sources.
  const targets = JSON.stringify([pkg.exports, pkg.bin], (key, value) =>
    key === SOURCE_CONDITION ? undefined : value,
  )
  if (/\.\/src\//.test(targets)) problems.push(`exports or bin point at src/: ${targets}`)
  for (const [dep, range] of Object.entries(pkg.dependencies ?? {})) {
    const allowed = ALLOWED_RANGES.get(dep)
    if (range !== allowed)
      problems.push(`dependency ${dep} is ${range}, not ${allowed ?? 'in the catalog'}`)
  }
  if (pkg.repository?.url !== REPO_URL || pkg.repository.directory !== p.dir) {
    problems.push(`repository is ${JSON.stringify(pkg.repository)}, not ${REPO_URL} in ${p.dir}`)
  }
  if (!pkg.engines?.node) problems.push('no engines.node')
  for (const field of ['homepage', 'bugs', 'keywords', 'license']) {
    if (!(field in pkg)) problems.push(`no ${field}`)
  }
  let licence = ''
  try {
    licence = readFileSync(join(unpacked, 'LICENSE'), 'utf8')
  } catch {
    problems.push('no LICENSE in the tarball')
  }
  if (licence && licence !== readFileSync(join(ROOT, 'LICENSE'), 'utf8')) {
    problems.push('LICENSE differs from the root LICENSE')
  }
  return problems
}

/**
 * publint on the tarball itself; every message, suggestions too, is a problem, but one:
 * a subpath pattern under the workspace's own condition that matches no packed file (the
 * development-only `./internal/*` of `@felt/math`, sources the tarball does not ship).
 * publint already skips a single file under a custom condition for that reason, not a pattern.
 */
async function publintProblems(tarball: Uint8Array): Promise<string[]> {
  const data = tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength)
  const { messages, pkg } = await publint({
    pack: { tarball: data as ArrayBuffer },
    level: 'suggestion',
    strict: true,
  })
  const sourceOnly = (m: (typeof messages)[number]): boolean =>
    m.code === 'EXPORTS_GLOB_NO_MATCHED_FILES' && m.path.includes(SOURCE_CONDITION)
  return messages
    .filter((m) => !sourceOnly(m))
    .map((m) => `publint ${m.type}: ${formatMessage(m, pkg, { color: false }) ?? m.code}`)
}

/** attw on the tarball (no network: the tarball holds every file it resolves). */
async function attwProblems(tarball: Uint8Array): Promise<string[]> {
  const analysis = await checkPackage(createPackageFromTarballData(tarball))
  if (!('problems' in analysis)) return ['attw: the package has no types']
  return analysis.problems
    .filter((problem) =>
      ESM_RESOLUTIONS.some((r) => problemAffectsResolutionKind(problem, r, analysis)),
    )
    .map(
      (problem) =>
        `attw ${problem.kind}: ${problemKindInfo[problem.kind].description} ${JSON.stringify(problem)}`,
    )
}

/**
 * Lints one packed package: its manifest and files, publint and attw. Returns the problems,
 * each prefixed with the package name; empty when the package is ready to publish.
 */
export async function lintPacked(p: Publishable, packs: string): Promise<string[]> {
  const file = join(packs, p.tarball)
  const unpacked = join(packs, 'unpacked', p.dir)
  mkdirSync(unpacked, { recursive: true })
  execFileSync('tar', ['xzf', file, '-C', unpacked, '--strip-components=1'])
  const tarball = new Uint8Array(readFileSync(file))
  const problems = [
    ...manifestProblems(p, unpacked),
    ...(await publintProblems(tarball)),
    ...(await attwProblems(tarball)),
  ]
  return problems.map((line) => `${p.name}: ${line}`)
}
