import { describe, expect, it } from 'vitest'
import { studValuesFile } from './solve-run.ts'

describe('studValuesFile', () => {
  it('keeps the values of a run with close calls apart from those of a run without', () => {
    const plain = studValuesFile('/v', 'lunar', 3)
    const close = studValuesFile('/v', 'lunar', 3, 0.001)
    expect(close).not.toBe(plain)
    expect(studValuesFile('/v', 'lunar', 3, 0.002)).not.toBe(close)
    expect(plain).toBe(studValuesFile('/v', 'lunar', 3, 0))
  })
})
