import { readFile, writeFile } from 'node:fs/promises'
import type { CliIo } from './io.ts'
import { progressBar } from './progress.ts'

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
    progress: (label) =>
      progressBar(label, (text) => process.stderr.write(text), process.stderr.isTTY === true),
  }
}
