/**
 * Structure check of apps/api/src, run by `pnpm test`: each file's line count (files over 300
 * lines are listed). Import cycles, type-only imports included, are Biome's `noImportCycles`
 * (biome.json), which `pnpm lint` runs over the whole repository.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src')

const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.ts'),
)
const long = files
  .map((f) => [f, readFileSync(join(SRC, f), 'utf8').split('\n').length - 1] as const)
  .filter(([, n]) => n > 300)
console.log(
  `structure: ${files.length} files in src; over 300 lines: ${long.map(([f, n]) => `${f} (${n})`).join(', ') || 'none'}`,
)
