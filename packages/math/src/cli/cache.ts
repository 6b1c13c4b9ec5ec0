import { readdirSync, statSync } from 'node:fs'
import { join, posix, win32 } from 'node:path'

/** Where the cache goes, as the help texts say it. */
export const CACHE_HELP: string = `Long runs are cached in felt-math under the platform's cache directory ($XDG_CACHE_HOME or
~/.cache on Linux, ~/Library/Caches on macOS, %LOCALAPPDATA% on Windows); FELT_MATH_CACHE
moves it, --no-cache skips it.`

/**
 * The directory felt-math caches its long runs in: `FELT_MATH_CACHE` when set, else `felt-math`
 * under the platform's cache directory: `$XDG_CACHE_HOME` (when absolute, as the XDG spec asks)
 * or `~/.cache` on Linux and the other Unixes, `~/Library/Caches` on macOS, `%LOCALAPPDATA%`
 * (else `~\AppData\Local`) on Windows. A pure function of its arguments, so every platform is
 * tested on any.
 */
// Not env-paths: it appends `-nodejs` on macOS and `\Cache` on Windows, and reads the
// process's own environment and platform, which a test cannot vary.
export function cacheDirFor(
  env: Readonly<Record<string, string | undefined>>,
  platform: string,
  home: string,
): string {
  if (env.FELT_MATH_CACHE) return env.FELT_MATH_CACHE
  if (platform === 'win32')
    return win32.join(env.LOCALAPPDATA || win32.join(home, 'AppData', 'Local'), 'felt-math')
  if (platform === 'darwin') return posix.join(home, 'Library', 'Caches', 'felt-math')
  const xdg = env.XDG_CACHE_HOME
  return posix.join(xdg && posix.isAbsolute(xdg) ? xdg : posix.join(home, '.cache'), 'felt-math')
}

/** Bytes of the files directly in `dir` (the cache is flat); 0 when it does not exist. */
export function dirBytes(dir: string): number {
  let bytes = 0
  try {
    for (const e of readdirSync(dir, { withFileTypes: true }))
      if (e.isFile()) bytes += statSync(join(dir, e.name)).size
  } catch {
    return 0
  }
  return bytes
}

/** Bytes as `295 MB`, `2.3 MB`, `12 kB` (decimal units, as `du --si` and the OS size them). */
export function bytesText(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(bytes >= 1e10 ? 0 : 1)} GB`
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(bytes >= 1e8 ? 0 : 1)} MB`
  if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(0)} kB`
  return `${bytes} B`
}
