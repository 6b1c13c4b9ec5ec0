/**
 * Structure checks of apps/api/src, run by `pnpm test`: no import cycle (type-only imports
 * included), and each file's line count (files over 300 lines are listed).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src')
const IMPORT = /(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g

/** Every .ts file under `dir` and its relative imports. */
function graph(dir: string): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts')) continue
    const file = normalize(join(dir, entry))
    const text = readFileSync(file, 'utf8')
    out.set(
      file,
      [...text.matchAll(IMPORT)].map((m) => normalize(join(dirname(file), m[1]!))),
    )
  }
  return out
}

/** The import cycles of `g`, each as a path that ends where it starts. */
export function cycles(g: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const visit = (file: string, path: string[]): void => {
    state.set(file, 'open')
    for (const dep of g.get(file) ?? []) {
      if (state.get(dep) === 'open') found.push([...path.slice(path.indexOf(dep)), dep])
      else if (!state.has(dep)) visit(dep, [...path, dep])
    }
    state.set(file, 'done')
  }
  for (const file of g.keys()) if (!state.has(file)) visit(file, [file])
  return found
}

const g = graph(SRC)
const found = cycles(g)
const long = [...g.keys()]
  .map((f) => [f.slice(SRC.length + 1), readFileSync(f, 'utf8').split('\n').length - 1] as const)
  .filter(([, n]) => n > 300)
console.log(
  `structure: ${g.size} files in src, ${found.length} import cycles; over 300 lines: ${long.map(([f, n]) => `${f} (${n})`).join(', ') || 'none'}`,
)
for (const c of found)
  console.error(`import cycle: ${c.map((f) => f.slice(SRC.length + 1)).join(' -> ')}`)
if (found.length > 0) process.exit(1)
