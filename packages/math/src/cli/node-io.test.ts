import { afterEach, describe, expect, it, vi } from 'vitest'
import { progressBar } from './node-io.ts'

describe('the progress bar off a terminal', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('prints a line every 5 s even while the work holds the thread (--threads 1)', () => {
    vi.useFakeTimers()
    const lines: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk))
      return true
    })
    const bar = progressBar('job')
    bar.update(0, 100)
    // 30 s of work on this thread, reporting each second: no timer can run meanwhile.
    for (let done = 1; done <= 30; done++) {
      vi.setSystemTime(Date.now() + 1000)
      bar.update(done, 100)
    }
    const during = lines.filter((l) => l.includes('job [')).length
    bar.end()
    expect(during).toBeGreaterThanOrEqual(6)
    expect(lines.join('')).toContain('30.0%')
  })

  it('stays ended: an update after the end starts no timer (a failed run must exit)', () => {
    // A worker's unit can finish after another's error ended the bar: the bar restarted
    // on that update, and its timer kept the failed process alive.
    vi.useFakeTimers()
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const bar = progressBar('job')
    bar.update(10, 100)
    bar.end()
    bar.update(20, 100)
    expect(vi.getTimerCount()).toBe(0)
  })
})
