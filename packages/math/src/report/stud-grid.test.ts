import { describe, expect, it } from 'vitest'
import { studGrid } from './stud-grid.ts'

describe('the stud strategy chart', () => {
  it('refuses an action it has no column for with a coded INVALID_TABLE error', () => {
    const actions = [{ key: 'fold', text: 'F', label: 'F fold', colour: '#ccc' }]
    let error: unknown
    try {
      studGrid('t', actions, () => 'surrender', 'n')
    } catch (e) {
      error = e
    }
    expect(error).toMatchObject({
      name: 'InvalidTableError',
      code: 'INVALID_TABLE',
      details: { action: 'surrender', known: ['fold'] },
    })
  })
})
