import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bytesText, cacheDirFor, dirBytes } from './cache.ts'

describe('the cache directory', () => {
  it('is felt-math under the platform cache directory', () => {
    expect(cacheDirFor({}, 'linux', '/home/ann')).toBe('/home/ann/.cache/felt-math')
    expect(cacheDirFor({}, 'freebsd', '/home/ann')).toBe('/home/ann/.cache/felt-math')
    expect(cacheDirFor({}, 'darwin', '/Users/ann')).toBe('/Users/ann/Library/Caches/felt-math')
    expect(
      cacheDirFor({ LOCALAPPDATA: 'C:\\Users\\ann\\AppData\\Local' }, 'win32', 'C:\\Users\\ann'),
    ).toBe('C:\\Users\\ann\\AppData\\Local\\felt-math')
    expect(cacheDirFor({}, 'win32', 'C:\\Users\\ann')).toBe(
      'C:\\Users\\ann\\AppData\\Local\\felt-math',
    )
  })

  it('follows an absolute XDG_CACHE_HOME on Linux, and ignores a relative one as the spec asks', () => {
    expect(cacheDirFor({ XDG_CACHE_HOME: '/var/cache/ann' }, 'linux', '/home/ann')).toBe(
      '/var/cache/ann/felt-math',
    )
    expect(cacheDirFor({ XDG_CACHE_HOME: 'cache' }, 'linux', '/home/ann')).toBe(
      '/home/ann/.cache/felt-math',
    )
    // macOS and Windows have their own places: XDG is a Linux convention.
    expect(cacheDirFor({ XDG_CACHE_HOME: '/var/cache/ann' }, 'darwin', '/Users/ann')).toBe(
      '/Users/ann/Library/Caches/felt-math',
    )
  })

  it('is FELT_MATH_CACHE, as given, on every platform', () => {
    for (const platform of ['linux', 'darwin', 'win32'])
      expect(
        cacheDirFor({ FELT_MATH_CACHE: '/big/disk', XDG_CACHE_HOME: '/x' }, platform, '/h'),
      ).toBe('/big/disk')
    // Empty is unset (FELT_MATH_CACHE= in a shell).
    expect(cacheDirFor({ FELT_MATH_CACHE: '' }, 'linux', '/h')).toBe('/h/.cache/felt-math')
  })

  it('is sized by the files it holds, 0 before it exists', () => {
    const dir = mkdtempSync(join(tmpdir(), 'felt-cache-test-'))
    try {
      expect(dirBytes(join(dir, 'none'))).toBe(0)
      writeFileSync(join(dir, 'a.bin'), new Uint8Array(1000))
      writeFileSync(join(dir, 'b.json'), '12345')
      mkdirSync(join(dir, 'sub'))
      expect(dirBytes(dir)).toBe(1005)
    } finally {
      rmSync(dir, { recursive: true })
    }
  })

  it('prints sizes in decimal units', () => {
    expect([999, 12_345, 2_349_060, 295_000_000, 2_400_000_000].map(bytesText)).toEqual([
      '999 B',
      '12 kB',
      '2.3 MB',
      '295 MB',
      '2.4 GB',
    ])
  })
})
