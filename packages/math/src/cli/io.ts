/** A progress display for long runs: work done of a total, then `end()` (always called). */
export interface Progress {
  update(done: number, total: number): void
  end(): void
}

/** Where the CLI reads, writes and computes; tests pass an in-memory one. */
export interface CliIo {
  /** Writes to standard output. */
  out(text: string): Promise<void>
  /** Writes one line to standard error. */
  err(line: string): void
  /** Writes a whole file as UTF-8 (`--report`); absent in IO that cannot write files. */
  writeText?(path: string, text: string): Promise<void>
  /** Whether a file can be created at `path` (its directory exists). */
  canWrite?(path: string): boolean
  /** A progress display on standard error for long runs; absent when there is none. */
  progress?(label: string): Progress
  /** Where long runs are cached (`--no-cache` skips it); absent: never cached. */
  readonly cacheDir?: string
  /** Bytes the cache directory holds now (to say what a run wrote there). */
  cacheBytes?(dir: string): number
  /** Worker threads when `--threads` is not given. */
  readonly defaultThreads: number
}
