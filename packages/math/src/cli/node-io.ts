import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { availableParallelism, homedir } from 'node:os'
import { dirname, resolve } from 'node:path'
import cliProgress from 'cli-progress'
import { cacheDirFor, dirBytes } from './cache.ts'
import type { CliIo, Progress } from './io.ts'

/** `12 s`, `3 min 05 s`, `1 h 02 min`: a time of the progress bar. */
function duration(seconds: number): string {
  const s = Math.round(seconds)
  if (s < 60) return `${s} s`
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`
  return `${Math.floor(s / 3600)} h ${String(Math.floor(s / 60) % 60).padStart(2, '0')} min`
}

/** Off a terminal, the bar's line is printed every so many milliseconds. */
const NOT_TTY_EVERY = 5000

/**
 * A cli-progress bar on standard error: `label [###...] 12.5%  40 s elapsed, 4 min 40 s left`,
 * redrawn in place on a terminal, a line every 5 s otherwise. The time left is from the rate of
 * the recent updates, counted from the first one (work a cache already held is not a rate).
 */
export function progressBar(label: string): Progress {
  const bar = new cliProgress.SingleBar({
    format: (options, params) => {
      const f = params.total > 0 ? params.value / params.total : 1
      const done = '#'.repeat(Math.round(f * (options.barsize ?? 30)))
      const elapsed = (Date.now() - params.startTime) / 1000
      const left = typeof params.eta === 'number' && params.eta >= 0 ? duration(params.eta) : '?'
      return `${label} [${done.padEnd(options.barsize ?? 30, '.')}] ${(f * 100).toFixed(1)}%  ${duration(elapsed)} elapsed, ${left} left`
    },
    barsize: 30,
    noTTYOutput: true,
    notTTYSchedule: NOT_TTY_EVERY,
    etaBuffer: 300,
    etaAsynchronousUpdate: true,
  })
  let last = 0
  let drawn = 0
  let ended = false
  bar.on('redraw-post', () => {
    drawn = Date.now()
  })
  return {
    update(done, total) {
      if (ended) return
      if (!bar.isActive) {
        bar.start(total, done)
        return
      }
      // Forwarded at most every 100 ms: the time left averages the last 300 updates.
      const now = Date.now()
      if (now - last < 100 && done < total) return
      last = now
      bar.setTotal(total)
      bar.update(done)
      // Off a terminal the bar draws on a timer, which work on this thread (one thread's
      // full run) holds off: draw here too once the line is due. Drawing restarts the timer.
      if (!process.stderr.isTTY && now - drawn >= NOT_TTY_EVERY) bar.render()
    },
    end() {
      // Always stopped, and for good: a running bar's timer would keep the process alive.
      ended = true
      bar.stop()
    },
  }
}

/**
 * The process's stdout, stderr and files; long runs cached in `cacheDirFor` of the process's
 * environment and platform; 2 threads, or fewer when the machine has fewer.
 */
export function nodeIo(): CliIo {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    // A closed pipe (`| head`) ends the output, it is not a failure.
    if (e.code === 'EPIPE') process.exit(0)
    throw e
  })
  return {
    out: (text) =>
      new Promise((done) => {
        if (process.stdout.write(text)) done()
        else process.stdout.once('drain', done)
      }),
    err: (line) => {
      process.stderr.write(`${line}\n`)
    },
    writeText: (path, text) => writeFile(path, text, 'utf8'),
    canWrite: (path) => existsSync(dirname(resolve(path))),
    progress: progressBar,
    cacheDir: cacheDirFor(process.env, process.platform, homedir()),
    cacheBytes: dirBytes,
    defaultThreads: Math.min(2, availableParallelism()),
  }
}
