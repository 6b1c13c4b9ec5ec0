/** A progress display for long runs (see `progressBar`). */
export interface Progress {
  update(done: number, total: number): void
  end(): void
}

/**
 * A bar with percentage and time left: redrawn in place when `tty`, otherwise a line every
 * 5 s. `write` gets the text as is (`\r` or `\n` included).
 */
// The same 25 lines as @felt/fair's CLI: no package both may depend on holds CLI helpers.
export function progressBar(label: string, write: (text: string) => void, tty: boolean): Progress {
  const started = Date.now()
  let last = 0
  let drawn = false
  return {
    update(done, total) {
      const now = Date.now()
      if (now - last < (tty ? 200 : 5000) && done < total) return
      last = now
      const f = total > 0 ? done / total : 1
      const elapsed = (now - started) / 1000
      const left = f > 0 ? (elapsed * (1 - f)) / f : Number.NaN
      const width = 30
      const bar = '#'.repeat(Math.round(f * width)).padEnd(width, '.')
      const text = `${label} [${bar}] ${(f * 100).toFixed(1)}%  ${elapsed.toFixed(0)} s elapsed, ${Number.isFinite(left) ? left.toFixed(0) : '?'} s left`
      write(tty ? `\r${text}` : `${text}\n`)
      drawn = true
    },
    end() {
      if (drawn && tty) write('\n')
    },
  }
}
