import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { generateServerSeed, randomClientSeed } from './seeds.ts'

const src = fileURLToPath(new URL('.', import.meta.url))
// The CLI (with its audit, src/audit/) and the `@felt/fair/node` fast path are for Node only.
const NODE_ONLY = new Set(['cli.ts', 'node.ts', 'node-hmac.ts'])

function libraryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return e.name === 'cli' || e.name === 'audit' ? [] : libraryFiles(path)
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !NODE_ONLY.has(e.name)
      ? [path]
      : []
  })
}

describe('portability', () => {
  it('imports no node: module and uses no Math.random outside the Node-only modules', () => {
    const files = libraryFiles(src)
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      expect(text, file).not.toMatch(/from ['"]node:|import\(['"]node:|require\(/)
      expect(text, file).not.toMatch(/Math\.random\(|Date\.now\(|new Date\(/)
    }
  })

  it('draws seeds from crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues')
    generateServerSeed()
    randomClientSeed()
    expect(spy).toHaveBeenCalledTimes(2)
    expect((spy.mock.calls[0]![0] as Uint8Array).length).toBe(32)
    spy.mockRestore()
  })
})
