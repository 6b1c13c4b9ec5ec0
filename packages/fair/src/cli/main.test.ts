import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { formatCards } from '@felt/cards'
import { zero } from '@felt/zero'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json' with { type: 'json' }
import { playRound } from '../../test/play.ts'
import golden from '../../test-vectors/golden.json' with { type: 'json' }
import { shuffleSync } from '../node.ts'
import type { CliIo } from './io.ts'
import { main } from './main.ts'

async function run(argv: string[], files: Record<string, string> = {}) {
  const out: (string | Uint8Array)[] = []
  const err: string[] = []
  const io: CliIo = {
    out: async (chunk) => {
      out.push(chunk)
    },
    err: (line) => {
      err.push(line)
    },
    readText: async (path) => {
      const text = files[path]
      if (text === undefined) throw Object.assign(new Error('no such file'), { code: 'ENOENT' })
      return text
    },
  }
  const code = await main(argv, io)
  const stdout = out
    .map((c) => (typeof c === 'string' ? c : Buffer.from(c).toString('latin1')))
    .join('')
  return { code, stdout, stderr: err, bytes: out }
}

const A = golden.stream.serverSeed
const seeds = ['--server-seed', A, '--client-seed', 'felt']

describe('felt-fair commit and deck', () => {
  it('prints the commitment', async () => {
    const r = await run(['commit', A])
    expect(r).toMatchObject({ code: 0, stdout: `${golden.commitments[0]!.commitment}\n` })
  })

  it('prints every golden deck, as card names, codes or JSON', async () => {
    for (const v of golden.shuffles) {
      const args = [
        'deck',
        '--server-seed',
        v.serverSeed,
        '--client-seed',
        v.clientSeed,
        '--nonce',
        String(v.nonce),
        '--cards',
        String(v.cards),
      ]
      expect((await run(args)).stdout).toBe(`${v.deck}\n`)
      expect((await run([...args, '--codes'])).stdout).toBe(`${v.codes.join(' ')}\n`)
      const json = JSON.parse((await run([...args, '--json'])).stdout)
      expect(json).toMatchObject({
        algorithm: 'v1',
        nonce: v.nonce,
        cards: v.cards,
        codes: v.codes,
      })
      expect(json.deck.join(' ')).toBe(v.deck)
    }
  })
})

describe('felt-fair bad input', () => {
  const cases: [string, string[], string][] = [
    [
      'a seed that is not 64 hex',
      ['deck', '--server-seed', 'abc', '--client-seed', 'x', '--nonce', '0'],
      'INVALID_SERVER_SEED',
    ],
    ['an uppercase seed', ['commit', A.toUpperCase()], 'INVALID_SERVER_SEED'],
    [
      'a client seed with a colon',
      ['deck', '--server-seed', A, '--client-seed', 'a:b', '--nonce', '0'],
      'INVALID_CLIENT_SEED',
    ],
    [
      'a client seed of 65 characters',
      ['deck', '--server-seed', A, '--client-seed', 'x'.repeat(65), '--nonce', '0'],
      'INVALID_CLIENT_SEED',
    ],
    ['a negative nonce', ['deck', ...seeds, '--nonce', '-1'], 'INVALID_NONCE'],
    ['a negative nonce with =', ['deck', ...seeds, '--nonce=-1'], 'INVALID_NONCE'],
    ['a fractional nonce', ['deck', ...seeds, '--nonce', '1.5'], 'INVALID_NONCE'],
    ['an unsafe nonce', ['deck', ...seeds, '--nonce', '9007199254740992'], 'INVALID_NONCE'],
    [
      'an unsupported size',
      ['deck', ...seeds, '--nonce', '0', '--cards', '54'],
      'UNSUPPORTED_DECK_SIZE',
    ],
    ['a backwards nonce range', ['dump', ...seeds, '--nonces', '9..3'], 'INVALID_NONCE'],
    ['a missing option', ['deck', ...seeds], 'USAGE'],
    ['an unknown option', ['deck', ...seeds, '--nonce', '0', '--shoe'], 'USAGE'],
    ['an unknown command', ['shuffle'], 'USAGE'],
    ['a missing receipt file', ['verify', 'nope.json'], 'USAGE'],
    ['a receipt that is not JSON', ['verify', 'bad.json'], 'INVALID_RECEIPT'],
    ['a receipt without fields', ['verify', 'empty.json'], 'INVALID_RECEIPT'],
  ]
  for (const [what, argv, code] of cases) {
    it(`exits 2 with one line naming ${code} for ${what}`, async () => {
      const r = await run(argv, { 'bad.json': '{ nope', 'empty.json': '{}' })
      expect(r.code).toBe(2)
      expect(r.stdout).toBe('')
      expect(r.stderr).toHaveLength(1)
      expect(r.stderr[0]).toMatch(new RegExp(`^felt-fair: ${code}: `))
      expect(r.stderr[0]).not.toContain('\n')
    })
  }

  it('prints the package version on --version, alone or after a command', async () => {
    for (const argv of [
      ['--version'],
      ['deck', '--version'],
      ['audit', '--shuffles', '1', '--version'],
    ]) {
      const r = await run(argv)
      expect(r).toMatchObject({ code: 0, stdout: `felt-fair ${pkg.version}\n`, stderr: [] })
    }
  })

  it('prints the usage on --help', async () => {
    const r = await run(['--help'])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/felt-fair deck --server-seed S/)
  })

  it("prints an unknown option as commander's sentence, on one line", async () => {
    const r = await run(['verify', 'x.json', '--x'])
    expect(r).toMatchObject({
      code: 2,
      stdout: '',
      stderr: ["felt-fair: USAGE: unknown option '--x'"],
    })
  })

  it('refuses an option the command does not take, and suggests the one meant', async () => {
    const r = await run(['commit', A, '--nonce', '3'])
    expect(r.stderr).toEqual(["felt-fair: USAGE: unknown option '--nonce'"])
    const typo = await run(['deck', ...seeds, '--nonse', '3'])
    expect(typo.stderr).toEqual([
      "felt-fair: USAGE: unknown option '--nonse' (Did you mean --nonce?)",
    ])
  })

  it('refuses an argument of a command that takes none', async () => {
    const r = await run(['stats', 'extra'])
    expect(r).toMatchObject({ code: 2, stderr: ['felt-fair: USAGE: unexpected argument "extra"'] })
  })
})

describe('felt-fair per-command help', () => {
  const heads: Record<string, string> = {
    commit: 'felt-fair commit <serverSeed>\n',
    deck: 'felt-fair deck --server-seed S --client-seed C --nonce N ',
    verify: 'felt-fair verify <receipt.json | -> [--json]\n',
    dump: 'felt-fair dump --server-seed S --client-seed C [--nonces 0..9999]',
    stats: 'felt-fair stats [--shuffles 100000]',
    audit: 'felt-fair audit [--shuffles 100000]',
  }
  for (const [command, head] of Object.entries(heads)) {
    it(`prints the ${command} help on --help, -h anywhere, and help ${command}`, async () => {
      const runs = [
        await run([command, '--help']),
        await run([command, ...seeds, '-h', '--nonce', '0']),
        await run(['help', command]),
      ]
      for (const r of runs) {
        expect(r.code).toBe(0)
        expect(r.stderr).toEqual([])
        expect(r.stdout.startsWith(head)).toBe(true)
        expect(r.stdout).not.toMatch(/^felt-fair: provably fair dealing/)
      }
    })
  }

  it('reads -h as a value after an option that takes one, and help on a bad command is an error', async () => {
    const r = await run(['deck', '--server-seed', A, '--client-seed', '-h', '--nonce', '0'])
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(
      `${formatCards(shuffleSync({ serverSeed: A, clientSeed: '-h', nonce: 0, cards: 52 }))}\n`,
    )
    const bad = await run(['help', 'shuffle'])
    expect(bad.code).toBe(2)
    expect(bad.stderr[0]).toMatch(/^felt-fair: USAGE: unknown command "shuffle" \(commit, deck, /)
  })
})

describe('felt-fair dump and stats', () => {
  it('writes one deck per nonce, one per line', async () => {
    const r = await run(['dump', ...seeds, '--nonces', '0..3', '--cards', '53', '--codes'])
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(4)
    lines.forEach((line, nonce) => {
      expect(line).toBe(
        shuffleSync({ serverSeed: A, clientSeed: 'felt', nonce, cards: 53 }).join(' '),
      )
    })
    expect(lines[1]).toBe(golden.shuffles[1]!.codes.join(' '))
  })

  it('writes raw 32-bit stream values in decimal, hex or binary', async () => {
    const dec = await run(['dump', ...seeds, '--raw', '16'])
    expect(dec.stdout).toBe(`${golden.stream.words.join('\n')}\n`)
    const hex = await run(['dump', ...seeds, '--raw', '8', '--format', 'hex'])
    expect(hex.stdout.replaceAll('\n', '')).toBe(golden.stream.blocks[0]!.hex)
    const bin = await run(['dump', ...seeds, '--raw', '16', '--format', 'bin'])
    expect(Buffer.from(bin.stdout, 'latin1').toString('hex')).toBe(
      golden.stream.blocks.map((b) => b.hex).join(''),
    )
  })

  it('prints chi-square statistics, degrees of freedom and p-values', async () => {
    const r = await run(['stats', '--shuffles', '300', '--cards', '52'])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(
      /card x position, 52 cards, 300 shuffles: chi-square [\d.]+, df 2601, p-value [\d.]+/,
    )
    expect(r.stdout).toMatch(
      /all 24 orders of a 4-card deck, 300 shuffles: chi-square [\d.]+, df 23, p-value [\d.]+/,
    )
    const json = JSON.parse((await run(['stats', '--shuffles', '48', '--json'])).stdout)
    expect(json.fourCardOrders.counts.reduce((a: number, b: number) => a + b, 0)).toBe(48)
  })
})

describe('felt-fair verify', () => {
  it('exits 0 and says why a played Zero round is valid', async () => {
    const receipt = await playRound(zero, 'six-deck', { zero: 10 }, 5, (legal) => ({
      type: legal[0]!.type,
    }))
    const r = await run(['verify', 'zero.json'], { 'zero.json': JSON.stringify(receipt) })
    expect(r.stderr).toEqual([])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^valid: zero \(six-deck\) round, nonce 5: /)
    expect(r.stdout).toMatch(/ok dealt: all \d+ cards match \(hand:0 0-1, dealer 2/)
  })

  it('exits 1 naming each mismatch', async () => {
    const receipt = {
      algorithm: 'v1',
      game: 'no-such-game',
      ruleset: 'x',
      rules: { name: 'x' },
      commitment: '0'.repeat(64),
      serverSeed: A,
      clientSeed: 'felt',
      nonce: 0,
      wagers: {},
      actions: [],
      dealt: [],
      settlement: { lines: [], staked: 0, returned: 0, net: 0 },
    }
    const r = await run(['verify', '-'], { '-': JSON.stringify(receipt) })
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/^invalid: 2 mismatches\n/)
    expect(r.stdout).toMatch(
      /mismatch commitment: SHA-256 of the revealed server seed is not the commitment/,
    )
    expect(r.stdout).toMatch(/mismatch game: unknown game "no-such-game"/)
    expect(r.stdout).toMatch(/ok algorithm v1/)
  })

  it('takes the API body of GET /v1/sessions/:id/rounds/:nonce, { round, receipt }', async () => {
    const receipt = await playRound(zero, 'six-deck', { zero: 10 }, 0, (legal) => ({
      type: legal[0]!.type,
    }))
    // As the API answers it once the round is settled and its seed pair revealed.
    const body = {
      round: {
        id: '0-0',
        seed: 0,
        nonce: 0,
        game: 'zero',
        ruleset: 'six-deck',
        status: 'settled',
        view: { game: 'zero', ruleset: 'six-deck', status: 'settled' },
        legalActions: [],
      },
      receipt,
    }
    const r = await run(['verify', 'receipt.json'], {
      'receipt.json': JSON.stringify(body, null, 2),
    })
    expect(r.stderr).toEqual([])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^valid: zero \(six-deck\) round, nonce 0: /)
    const settle = await run(['verify', '-', '--json'], {
      '-': JSON.stringify({ ...body, balance: 1010 }),
    })
    expect(settle.code).toBe(0)
    expect(JSON.parse(settle.stdout).valid).toBe(true)
  })

  it('exits 2 naming the missing receipt of an API body whose round is not settled', async () => {
    const round = { id: '0-3', seed: 0, nonce: 3, game: 'zero', status: 'awaiting-action' }
    for (const body of [{ round, receipt: null }, { round }]) {
      const r = await run(['verify', 'receipt.json'], { 'receipt.json': JSON.stringify(body) })
      expect(r.code).toBe(2)
      expect(r.stdout).toBe('')
      expect(r.stderr).toEqual([
        `felt-fair: INVALID_RECEIPT: the API body has no receipt (receipt ${body.receipt === null ? 'null' : 'absent'}; round 0-3, status awaiting-action): a round has one once it is settled`,
      ])
    }
  })

  it('prints the report as JSON with --json', async () => {
    const receipt = await playRound(zero, 'eight-deck', { zero: 10 }, 9, (legal) => ({
      type: legal[0]!.type,
    }))
    const r = await run(['verify', '-', '--json'], {
      '-': JSON.stringify({ ...receipt, nonce: 10 }),
    })
    expect(r.code).toBe(1)
    const report = JSON.parse(r.stdout)
    expect(report.valid).toBe(false)
    expect(report.mismatches.length).toBeGreaterThan(0)
    expect(report.mismatches.some((m: { field: string }) => m.field.startsWith('dealt'))).toBe(true)
  })

  it('runs as a bin, with the exit code and one line on stderr', async () => {
    // One spawn (about 2 s under tsx); everything else runs main() in-process.
    const cli = fileURLToPath(new URL('../cli.ts', import.meta.url))
    const bad = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      cli,
      'commit',
      'x',
    ]).catch((e) => e)
    expect(bad.code).toBe(2)
    expect(bad.stdout).toBe('')
    expect(bad.stderr).toBe(
      'felt-fair: INVALID_SERVER_SEED: the server seed must be 64 lowercase hex characters, not 1\n',
    )
  })
})
