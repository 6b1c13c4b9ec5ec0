import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import type { CliIo } from './io.ts'
import { progressBar } from './progress.ts'

/** Where long runs are cached: `$FELT_MATH_CACHE`, default `<os tmp>/felt-math`. */
export function defaultCacheDir(): string {
  return process.env.FELT_MATH_CACHE ?? join(tmpdir(), 'felt-math')
}

/**
 * The process's stdout, stderr and files; long exact runs cached in `$FELT_MATH_CACHE`
 * (default `<os tmp>/felt-math`); 2 threads, or fewer when the machine has fewer.
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
    progress: (label) =>
      progressBar(label, (text) => process.stderr.write(text), process.stderr.isTTY === true),
    cacheDir: defaultCacheDir(),
    defaultThreads: Math.min(2, availableParallelism()),
  }
}
