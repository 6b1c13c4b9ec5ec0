import { closeSync, fstatSync, openSync, readSync } from 'node:fs'

/**
 * A file's bytes in memory that worker threads share (a `SharedArrayBuffer`): posted to a
 * worker, the array is not copied, so a set-up read once serves every thread of a run.
 */
export function readShared(file: string): Uint8Array {
  const fd = openSync(file, 'r')
  try {
    const out = new Uint8Array(new SharedArrayBuffer(fstatSync(fd).size))
    for (let at = 0; at < out.length; ) {
      const n = readSync(fd, out, at, out.length - at, at)
      if (n === 0) throw new Error(`${file}: ended at byte ${at} of ${out.length}`)
      at += n
    }
    return out
  } finally {
    closeSync(fd)
  }
}

/** `bytes` copied into shared memory (see `readShared`). */
export function toShared(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(new SharedArrayBuffer(bytes.length))
  out.set(bytes)
  return out
}
