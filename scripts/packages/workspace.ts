import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The repository root (this file is `scripts/packages/workspace.ts`). */
export const ROOT: string = resolve(import.meta.dirname, '../..')

/** One publishable workspace package: its name, version and folder. */
export interface Publishable {
  name: string
  version: string
  /** Folder relative to the root, e.g. `packages/zero`. */
  dir: string
  /** File name `npm pack` gives its tarball, e.g. `felt-zero-0.1.0.tgz`. */
  tarball: string
}

/** Every non-private package under `packages/`, in folder order. */
export function publishablePackages(): Publishable[] {
  const out: Publishable[] = []
  for (const entry of readdirSync(join(ROOT, 'packages'), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const dir = `packages/${entry.name}`
    let text: string
    try {
      text = readFileSync(join(ROOT, dir, 'package.json'), 'utf8')
    } catch {
      continue
    }
    const pkg = JSON.parse(text) as { name: string; version: string; private?: boolean }
    if (pkg.private) continue
    const tarball = `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`
    out.push({ name: pkg.name, version: pkg.version, dir, tarball })
  }
  return out
}

/**
 * The version ranges a published package may depend on: `^<version>` of each workspace
 * package, and the catalog's range of each other package (pnpm-workspace.yaml), so that
 * the published ranges never drift from what the workspace tests.
 */
export function allowedRanges(): Map<string, string> {
  const ranges = new Map<string, string>()
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8')
  const block = yaml.split(/^catalog:\n/m)[1]?.split(/^\S/m)[0] ?? ''
  for (const line of block.split('\n')) {
    const entry = /^ {2}"?([^"\s#:][^":]*)"?:\s*(\S+)/.exec(line)
    if (entry?.[1] && entry[2]) ranges.set(entry[1], entry[2])
  }
  for (const p of publishablePackages()) ranges.set(p.name, `^${p.version}`)
  return ranges
}
