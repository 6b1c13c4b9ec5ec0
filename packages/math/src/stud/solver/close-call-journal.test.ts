import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CloseCallJournal } from './close-call-journal.ts'

describe('close-call journal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'felt-journal-'))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('reads back what it added, to the last bit, and drops a half-written last line before adding', () => {
    const file = join(dir, 'oasis-up3.calls')
    const first = new CloseCallJournal(file)
    expect(first.known.size).toBe(0)
    const a = Float64Array.from([67, -Math.E / 7, 1 / 3, Math.PI])
    const b = Float64Array.from([40, 0.1 + 0.2, 2.5e-17, 1, 99, -1, 0, 7])
    first.add(12, a)
    first.add(400_001, b)
    // A run stopped while appending.
    appendFileSync(file, '400002 41 0.25')
    const again = new CloseCallJournal(file)
    expect([...again.known.keys()]).toEqual([12, 400_001])
    expect(again.known.get(12)).toEqual(a)
    expect(again.known.get(400_001)).toEqual(b)
    // What it adds next starts a line of its own.
    again.add(400_002, a)
    expect(new CloseCallJournal(file).known.get(400_002)).toEqual(a)
    // open: the journal in a file, none without one (a run without a cache).
    expect(CloseCallJournal.open(file)?.known.size).toBe(3)
    expect(CloseCallJournal.open(undefined)).toBeUndefined()
  })
})
