import { createHash } from 'node:crypto'

/**
 * The key a cached file is named by: the first 16 hex digits of the SHA-256 of what decides
 * its contents (a JSON text or raw bytes). Every cache file of felt-math is named this way,
 * so that a key once written keeps meaning the same thing.
 */
export function cacheKey(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16)
}
