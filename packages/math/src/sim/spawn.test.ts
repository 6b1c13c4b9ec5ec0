import { describe, expect, it } from 'vitest'
import { runJobs } from './spawn.ts'

describe('runJobs', () => {
  it('answers in job order', async () => {
    const flags = new SharedArrayBuffer(8)
    const done: number[] = []
    const out = await runJobs('sim/spawn-test-worker', flags, ['a', 'b', 'c'], 2, (i) =>
      done.push(i),
    )
    expect(out).toEqual(['a', 'b', 'c'])
    expect(done.sort()).toEqual([0, 1, 2])
  })

  it('rejects on a failed job only once every worker is stopped, mid-job or not', async () => {
    // A failed run must end: the other worker's job, once it finished, restarted the
    // caller's progress bar after the rejection, and the process never exited.
    const flags = new SharedArrayBuffer(8)
    const done: number[] = []
    await expect(
      runJobs('sim/spawn-test-worker', flags, ['wait', 'fail', 'x'], 2, (i) => done.push(i)),
    ).rejects.toThrow('the unit failed')
    // Nothing left waiting to be woken: the worker in its job was terminated.
    expect(Atomics.notify(new Int32Array(flags), 1)).toBe(0)
    expect(done).toEqual([])
  })
})
