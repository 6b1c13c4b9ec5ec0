/**
 * A progress reporter for long runs: a bar with percentage and time left on stderr,
 * redrawn in place on a terminal, or a line every few seconds when stderr is a file.
 */
export function progressBar(label: string): {
  update: (done: number, total: number) => void
  end: () => void
} {
  const started = Date.now()
  const tty = process.stderr.isTTY === true
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
      process.stderr.write(tty ? `\r${text}` : `${text}\n`)
      drawn = true
    },
    end() {
      if (drawn && tty) process.stderr.write('\n')
    },
  }
}
