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
  /** File name `pnpm pack` gives its tarball, e.g. `felt-zero-0.0.0.tgz`. */
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
