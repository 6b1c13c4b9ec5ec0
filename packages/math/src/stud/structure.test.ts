import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The parts of src/stud in the order of docs/math/stud-solver.md ("Where the code is"): a
// part's code imports only from the parts before it; its tests may reach further. Import
// cycles inside a part are Biome's `noImportCycles` (`pnpm lint`).
const PARTS = ['kernel', 'solver', 'caribbean', 'engine', 'fast', 'bets', 'advice', 'sampled-exact']
const STUD = dirname(fileURLToPath(import.meta.url))
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g

describe('src/stud by part', () => {
  it('holds the parts and nothing else', () => {
    const entries = readdirSync(STUD).filter((e) => e !== 'structure.test.ts')
    expect(entries.sort()).toEqual([...PARTS].sort())
  })

  it("imports only from earlier parts in each part's code", () => {
    const upward: string[] = []
    PARTS.forEach((part, rank) => {
      for (const file of readdirSync(join(STUD, part))) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
        const text = readFileSync(join(STUD, part, file), 'utf8')
        for (const [, spec] of text.matchAll(IMPORT)) {
          const target = relative(STUD, resolve(STUD, part, spec!)).split(sep)
          const to = PARTS.indexOf(target[0]!)
          if (to > rank) upward.push(`${part}/${file} -> ${target.join('/')}`)
        }
      }
    })
    expect(upward).toEqual([])
  })
})
