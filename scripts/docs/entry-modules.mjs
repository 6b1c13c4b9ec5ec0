// @ts-check
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The repository root (this file is `scripts/docs/entry-modules.mjs`). */
export const ROOT = resolve(import.meta.dirname, '../..')

/**
 * @typedef {object} EntryModule
 * @property {string} specifier what a user imports, e.g. `@felt/strategy/zero`
 * @property {string} file the source file it points at inside the repository (absolute)
 * @property {string} dir the package folder (absolute)
 */

/**
 * Every TypeScript `exports` entry of every publishable package under `packages/`, by the
 * source its `@felt/source` condition names (`./golden.json` and other data entries, and the
 * development-only patterns such as `./internal/*`, left out), in folder order.
 * @returns {EntryModule[]}
 */
export function entryModules() {
  /** @type {EntryModule[]} */
  const out = []
  for (const name of readdirSync(join(ROOT, 'packages')).sort()) {
    const dir = join(ROOT, 'packages', name)
    /** @type {{ name: string, private?: boolean, exports?: Record<string, string | Record<string, string>> }} */
    let pkg
    try {
      pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    } catch {
      continue
    }
    if (pkg.private) continue
    for (const [key, entry] of Object.entries(pkg.exports ?? {})) {
      const target = typeof entry === 'string' ? undefined : entry['@felt/source']
      // A development-only entry (no `import`) is not part of the published API.
      if (typeof entry === 'string' || !entry.import || !target?.endsWith('.ts')) continue
      out.push({
        specifier: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`,
        file: join(dir, target),
        dir,
      })
    }
  }
  return out
}
