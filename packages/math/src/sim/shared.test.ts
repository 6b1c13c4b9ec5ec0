import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { readShared, toShared } from './shared.ts'

/** Posts `bytes` to a worker thread that sets its first byte to 7, and waits for it. */
async function writtenByWorker(bytes: Uint8Array): Promise<void> {
  const w = new Worker(
    "const { workerData, parentPort } = require('node:worker_threads'); workerData[0] = 7; parentPort.postMessage(0)",
    { eval: true, workerData: bytes },
  )
  await new Promise((resolve) => w.once('message', resolve))
  await w.terminate()
}

describe('memory worker threads share', () => {
  it('reads a file whole into shared memory, which a worker sees without a copy', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'felt-shared-')), 'bytes.bin')
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31) % 251)
    writeFileSync(file, bytes)
    const read = readShared(file)
    expect(read.buffer).toBeInstanceOf(SharedArrayBuffer)
    expect(read).toEqual(bytes)
    await writtenByWorker(read)
    expect(read[0]).toBe(7)
    // A plain array is copied to the worker: its first byte stays.
    const plain = bytes.slice()
    await writtenByWorker(plain)
    expect(plain[0]).toBe(0)
  })

  it('copies bytes into shared memory', () => {
    const copy = toShared(Uint8Array.of(1, 2, 3))
    expect(copy.buffer).toBeInstanceOf(SharedArrayBuffer)
    expect(Array.from(copy)).toEqual([1, 2, 3])
  })
})
