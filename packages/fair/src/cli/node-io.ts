import { readFile, writeFile } from 'node:fs/promises'
import cliProgress from 'cli-progress'
import type { CliIo, Progress } from './io.ts'

/**
 * A cli-progress bar on standard error (`audit 100000 x 52 [###...] 40%  12s elapsed, 18s left`),
 * redrawn in place on a terminal, a line every 5 s otherwise.
 */
function progressBar(label: string): Progress {
  const bar = new cliProgress.SingleBar({
    format: `${label} [{bar}] {percentage}%  {duration_formatted} elapsed, {eta_formatted} left`,
    // The time left before the first rate is known is NaN: shown as `?`.
    formatTime: (t, options, round) =>
      typeof t === 'number' ? cliProgress.Format.TimeFormat(t, options, round) : '?',
    barsize: 30,
    barCompleteChar: '#',
    barIncompleteChar: '.',
    noTTYOutput: true,
    notTTYSchedule: 5000,
    etaBuffer: 100,
  })
  return {
    update: (done, total) => {
      if (!bar.isActive) bar.start(total, done)
      else bar.update(done)
    },
    // Always stopped: a running bar's timer would keep the process alive.
    end: () => bar.stop(),
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The process's stdout, stderr, files and stdin. */
export function nodeIo(): CliIo {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    // A closed pipe (`| head`) ends the output, it is not a failure.
    if (e.code === 'EPIPE') process.exit(0)
    throw e
  })
  return {
    out: (chunk) =>
      new Promise((resolve) => {
        if (process.stdout.write(chunk)) resolve()
        else process.stdout.once('drain', resolve)
      }),
    err: (line) => {
      process.stderr.write(`${line}\n`)
    },
    readText: (path) => (path === '-' ? readStdin() : readFile(path, 'utf8')),
    writeText: (path, text) => writeFile(path, text, 'utf8'),
    progress: progressBar,
  }
}
