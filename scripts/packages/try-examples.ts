import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ts from 'typescript'
import {
  comparableOutput,
  importedPackages,
  installedPackages,
  readmeExample,
} from './readme-example.ts'
import { type Publishable, ROOT } from './workspace.ts'

const run = promisify(execFile)

/** One README example written into the install folder. */
interface Written {
  pkg: Publishable
  file: string
  output: string | undefined
}

/**
 * Installs every tarball at once into `folder` (an empty folder) with plain npm: they depend
 * on each other, and npm takes each `@felt/*` dependency from the tarball beside it.
 */
export async function installTarballs(
  folder: string,
  packs: string,
  pkgs: Publishable[],
): Promise<void> {
  writeFileSync(
    join(folder, 'package.json'),
    `${JSON.stringify({ name: 'felt-try', private: true, type: 'module' })}\n`,
  )
  const args = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']
  await run('npm', [...args, ...pkgs.map((p) => join(packs, p.tarball))], { cwd: folder })
}

/**
 * Writes each README's example into `folder` as `<package>.ts` (or `.mjs`), and lists the
 * READMEs whose install command leaves out a package their example imports (under pnpm such
 * an import fails). Throws if a README has no example.
 */
export function writeExamples(
  folder: string,
  pkgs: Publishable[],
): { written: Written[]; missing: string[] } {
  const missing: string[] = []
  const written = pkgs.map((pkg) => {
    const readme = readFileSync(join(ROOT, pkg.dir, 'README.md'), 'utf8')
    const example = readmeExample(readme)
    if (!example) throw new Error(`${pkg.dir}/README.md has no "## Example" with a ts or js fence`)
    const installed = installedPackages(readme)
    const left = importedPackages(example.code).filter((name) => !installed.includes(name))
    if (left.length)
      missing.push(
        `${pkg.dir}/README.md installs ${installed.join(' ') || 'nothing'} but its example imports ${left.join(' ')}`,
      )
    const file = join(folder, `${pkg.dir.split('/').pop()}.${example.lang === 'ts' ? 'ts' : 'mjs'}`)
    writeFileSync(file, example.code)
    return { pkg, file, output: example.output }
  })
  return { written, missing }
}

/** The ```ts fences of every `@example` in a declaration file's JSDoc, comment stars removed. */
export function jsdocExamples(dts: string): string[] {
  const out: string[] = []
  for (const m of dts.matchAll(/@example\s*\n\s*\*\s*```ts\n([\s\S]*?)\n\s*\*\s*```/g)) {
    out.push(
      (m[1] ?? '')
        .split('\n')
        .map((line) => line.replace(/^\s*\* ?/, ''))
        .join('\n'),
    )
  }
  return out
}

/**
 * Writes every fenced ```ts `@example` in a package's sources (tests left out) into `folder`
 * as `<package>.jsdoc-<n>.ts`, each once, to be run against the installed packages. The
 * sources, not the declarations: the bundled `.d.ts` drops module comments. An unfenced
 * `@example` is a fragment for reading, not run.
 */
export function writeJsdocExamples(folder: string, pkgs: Publishable[]): Written[] {
  const written: Written[] = []
  for (const pkg of pkgs) {
    const src = join(ROOT, pkg.dir, 'src')
    const seen = new Set<string>()
    for (const entry of readdirSync(src, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts'))
        continue
      for (const code of jsdocExamples(readFileSync(join(entry.parentPath, entry.name), 'utf8'))) {
        if (seen.has(code)) continue
        seen.add(code)
        const file = join(folder, `${pkg.dir.split('/').pop()}.jsdoc-${seen.size}.ts`)
        writeFileSync(file, code)
        written.push({ pkg, file, output: undefined })
      }
    }
  }
  return written
}

/**
 * Type-checks the TypeScript examples against the installed packages' declarations, as a
 * user's `strict` NodeNext project would. Returns the diagnostics, one line each.
 */
export function typecheckExamples(folder: string, written: Written[]): string[] {
  const program = ts.createProgram({
    rootNames: written.filter((w) => w.file.endsWith('.ts')).map((w) => w.file),
    options: {
      strict: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: ['node'],
      typeRoots: [join(ROOT, 'node_modules/@types')],
      noEmit: true,
      // attw has checked the declarations resolve; checking their insides again costs 30 s.
      skipLibCheck: true,
    },
  })
  const host = {
    getCanonicalFileName: (f: string) => f,
    getCurrentDirectory: () => folder,
    getNewLine: () => '\n',
  }
  return ts.getPreEmitDiagnostics(program).map((d) => ts.formatDiagnostic(d, host).trim())
}

/** Runs one example with plain Node (types stripped by TypeScript, nothing else changed). */
async function runExample(w: Written): Promise<string[]> {
  let file = w.file
  if (file.endsWith('.ts')) {
    const js = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    })
    file = file.replace(/\.ts$/, '.mjs')
    writeFileSync(file, js.outputText)
  }
  const name = w.file.includes('.jsdoc-')
    ? `${w.pkg.name} JSDoc @example (${w.file.split('/').pop()})`
    : `${w.pkg.dir}/README.md example`
  let stdout: string
  try {
    ;({ stdout } = await run(process.execPath, [file], {
      cwd: join(file, '..'),
      maxBuffer: 16 << 20,
    }))
  } catch (e) {
    const err = e as { stderr?: string; message: string }
    return [
      `${name} failed: ${(err.stderr ?? err.message).trim().split('\n').slice(0, 12).join('\n')}`,
    ]
  }
  if (w.output === undefined || comparableOutput(stdout) === comparableOutput(w.output)) return []
  return [
    `${name} printed something other than its README's output:\n${diff(comparableOutput(w.output), comparableOutput(stdout))}`,
  ]
}

/** The first lines that differ, README first. */
function diff(expected: string, actual: string): string {
  const a = expected.split('\n')
  const b = actual.split('\n')
  const lines: string[] = []
  for (let i = 0; i < Math.max(a.length, b.length) && lines.length < 12; i++) {
    if (a[i] !== b[i])
      lines.push(
        `  line ${i + 1}: README ${JSON.stringify(a[i])}`,
        `          ran    ${JSON.stringify(b[i])}`,
      )
  }
  return lines.join('\n')
}

/** Runs every example, two at a time; returns the problems. */
export async function runExamples(written: Written[]): Promise<string[]> {
  const queue = [...written]
  const problems: string[] = []
  const worker = async (): Promise<void> => {
    for (let w = queue.shift(); w; w = queue.shift()) problems.push(...(await runExample(w)))
  }
  await Promise.all([worker(), worker()])
  return problems
}

/**
 * Runs every bin the installed packages declare with `--help`, as `npx <bin> --help` would:
 * it must exit 0 and print its usage. Returns the problems.
 */
export async function runBins(folder: string, pkgs: Publishable[]): Promise<string[]> {
  const problems: string[] = []
  for (const p of pkgs) {
    const manifest = JSON.parse(
      readFileSync(join(folder, 'node_modules', p.name, 'package.json'), 'utf8'),
    ) as {
      bin?: Record<string, string>
    }
    for (const bin of Object.keys(manifest.bin ?? {})) {
      try {
        const { stdout } = await run(join(folder, 'node_modules', '.bin', bin), ['--help'], {
          cwd: folder,
        })
        if (!stdout.includes(bin))
          problems.push(`${bin} --help printed no usage: ${JSON.stringify(stdout.slice(0, 200))}`)
      } catch (e) {
        problems.push(
          `${bin} --help failed: ${(e as Error).message.split('\n').slice(0, 4).join(' ')}`,
        )
      }
    }
  }
  return problems
}
