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
 * Every TypeScript `exports` entry of every publishable package under `packages/`
 * (`./golden.json` and other data entries left out), in folder order.
 * @returns {EntryModule[]}
 */
export function entryModules() {
  /** @type {EntryModule[]} */
  const out = []
  for (const name of readdirSync(join(ROOT, 'packages')).sort()) {
    const dir = join(ROOT, 'packages', name)
    /** @type {{ name: string, private?: boolean, exports?: Record<string, string> }} */
    let pkg
    try {
      pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    } catch {
      continue
    }
    if (pkg.private) continue
    for (const [key, target] of Object.entries(pkg.exports ?? {})) {
      if (typeof target !== 'string' || !target.endsWith('.ts')) continue
      out.push({
        specifier: key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`,
        file: join(dir, target),
        dir,
      })
    }
  }
  return out
}
