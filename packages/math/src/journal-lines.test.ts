import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { appendJournalLine, readJournalLines } from './journal-lines.ts'

describe('journal lines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'felt-journal-lines-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reads whole lines, cuts a half-written last one (counted in bytes) before the next is appended', () => {
    const file = join(dir, 'run.log')
    expect(readJournalLines(file)).toEqual([])
    appendJournalLine(file, 'première ligne ♠')
    appendFileSync(file, 'deuxième, à moitié')
    expect(readJournalLines(file)).toEqual(['première ligne ♠'])
    appendJournalLine(file, 'troisième')
    expect(readFileSync(file, 'utf8')).toBe('première ligne ♠\ntroisième\n')
  })
})
