import { describe, expect, it } from 'vitest'
import type { CliIo } from './io.ts'
import { main } from './main.ts'

async function run(argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const files: Record<string, string> = {}
  const io: CliIo = {
    out: async (chunk) => {
      out.push(String(chunk))
    },
    err: (line) => {
      err.push(line)
    },
    readText: async () => '',
    writeText: async (path, text) => {
      files[path] = text
    },
  }
  const code = await main(argv, io)
  return { code, stdout: out.join(''), stderr: err, files }
}

describe('felt-fair audit', () => {
  it('passes the v1 shuffle with the default seeds and prints every test with df and p-value', async () => {
    const r = await run(['audit', '--shuffles', '3000'])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(
      /^felt-fair audit: algorithm v1, generator v1, 52 cards, 3000 shuffles/,
    )
    expect(r.stdout).toMatch(
      /pass {2}card x position +chi-square [\d.]+, df 2601, p 0\.\d{4} \(upper\)/,
    )
    expect(r.stdout).toMatch(/Bonferroni.*0\.01 \/ 12 = 0\.000833/)
    expect(r.stdout).toMatch(/battery: pass \(all 12 tests/)
    expect(r.stderr).toEqual([])
  })

  it('exits 1 and names the failed tests for a known-bad generator', async () => {
    const r = await run(['audit', '--shuffles', '3000', '--generator', 'skip-last'])
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/KNOWN-BAD GENERATOR: known bad, off by one/)
    expect(r.stdout).toMatch(/FAIL {2}first card \(position 0\) .* p 2\.\d\de-19/)
    expect(r.stdout).toMatch(/battery: FAIL \(first-card\)/)
  })

  it('writes a self-contained report that escapes the client seed, and JSON with the seeds', async () => {
    const r = await run([
      'audit',
      ...['--shuffles', '2000', '--cards', '53', '--report', 'r.html', '--json'],
      ...['--server-seed', 'ab'.repeat(32), '--client-seed', '<b>lab & co'],
    ])
    expect(r.code).toBe(0)
    const json = JSON.parse(r.stdout)
    expect(json).toMatchObject({
      algorithm: 'v1',
      spec: { cards: 53, shuffles: 2000, serverSeed: 'ab'.repeat(32), clientSeed: '<b>lab & co' },
      battery: { passed: true },
    })
    expect(json.battery.tests).toHaveLength(12)
    const html = r.files['r.html']!
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).toContain('&lt;b&gt;lab &amp; co')
    expect(html).not.toContain('<b>lab')
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//)
    expect(html).toContain(
      "--client-seed '<b>lab & co'".replace(
        /[<>&']/g,
        (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": '#39' }[c]};`,
      ),
    )
  })

  it('picks fresh seeds with --random and prints them', async () => {
    const r = await run(['audit', '--shuffles', '500', '--random', '--json'])
    expect([0, 1]).toContain(r.code)
    const { spec } = JSON.parse(r.stdout)
    expect(spec.serverSeed).toMatch(/^[0-9a-f]{64}$/)
    expect(spec.clientSeed).toMatch(/^[0-9a-f]{32}$/)
  })

  it('refuses bad input with one line and exit 2', async () => {
    for (const [argv, message] of [
      [['--server-seed', 'ab'.repeat(32)], /USAGE: give both --server-seed and --client-seed/],
      [['--random', '--client-seed', 'x'], /USAGE: --random picks both seeds/],
      [['--generator', 'nope'], /USAGE: --generator must be one of v1, modulo-byte/],
      [['--cards', '54'], /UNSUPPORTED_DECK_SIZE/],
      [['--shuffles', '1'], /USAGE: --shuffles must be at least 2/],
      [['--shuffles', '-5'], /USAGE: --shuffles must be an integer/],
      [['--threads', '0'], /USAGE: --threads must be an integer from 1/],
      [['--server-seed', 'AB', '--client-seed', 'x'], /INVALID_SERVER_SEED/],
    ] as const) {
      const r = await run(['audit', ...argv])
      expect(r.code).toBe(2)
      expect(r.stderr).toHaveLength(1)
      expect(r.stderr[0]).toMatch(message)
      expect(r.stdout).toBe('')
    }
  })
})
