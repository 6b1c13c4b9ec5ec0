/** A progress display for long runs: work done of a total, then `end()` (always called). */
export interface Progress {
  update(done: number, total: number): void
  end(): void
}

/** Where the CLI reads and writes; tests pass an in-memory one. */
export interface CliIo {
  /** Writes to standard output, resolving once the chunk is accepted (backpressure). */
  out(chunk: string | Uint8Array): Promise<void>
  /** Writes one line to standard error. */
  err(line: string): void
  /** Reads a whole file as UTF-8, or standard input for `-`. */
  readText(path: string): Promise<string>
  /** Writes a whole file as UTF-8 (`audit --report`); absent in IO that cannot write files. */
  writeText?(path: string, text: string): Promise<void>
  /** A progress display on standard error for long runs; absent when there is none. */
  progress?(label: string): Progress
}
