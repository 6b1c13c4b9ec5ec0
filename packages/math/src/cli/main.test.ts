import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { zeroBasicStrategies } from '@felt/strategy/zero'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json' with { type: 'json' }
import { GAMES, planAnalysis } from '../analyze.ts'
import type { CliIo } from './io.ts'
import { main } from './main.ts'

interface Run {
  code: number
  stdout: string
  stderr: string[]
  files: Record<string, string>
  /** Labels of the progress bars started: work began. */
  work: string[]
}

async function run(argv: string[], over: Partial<CliIo> = {}): Promise<Run> {
  const out: string[] = []
  const err: string[] = []
  const files: Record<string, string> = {}
  const work: string[] = []
  const io: CliIo = {
    out: async (text) => {
      out.push(text)
    },
    err: (line) => {
      err.push(line)
    },
    writeText: async (path, text) => {
      files[path] = text
    },
    canWrite: (path) => !path.startsWith('/nowhere/'),
    progress: (label) => {
      work.push(label)
      return { update: () => {}, end: () => {} }
    },
    defaultThreads: 1,
    ...over,
  }
  const code = await main(argv, io)
  return { code, stdout: out.join(''), stderr: err, files, work }
}

const BREAK = ['--cards', 'Jk Ac Kd Kh Qs Jc Td']
/** A stud round's first decision: five cards dealt against the up card. */
const DEALT = ['advise', 'stud-poker', '--cards', 'As Kd Qh 4d 2c', '--up', '9s']

describe('felt-math bad input', () => {
  const cases: [string, string[], string][] = [
    ['no game', ['analyze'], 'USAGE'],
    ['a second game word', ['analyze', 'zero', 'stud-poker'], 'USAGE'],
    ['an unknown command', ['simulate', 'zero'], 'USAGE'],
    ['an unknown flag', ['analyze', 'zero', '--bogus', '1'], 'USAGE'],
    ['a flag of another command', ['analyze', 'zero', '--cards', 'As'], 'USAGE'],
    ['a value for a boolean flag', ['analyze', 'zero', '--json=yes'], 'USAGE'],
    ['a missing value', ['analyze', 'zero', '--rounds'], 'USAGE'],
    ['--rounds 0', ['analyze', 'zero', '--method', 'simulate', '--rounds', '0'], 'USAGE'],
    ['fractional rounds', ['analyze', 'zero', '--rounds', '2.5'], 'USAGE'],
    ['a negative seed', ['analyze', 'zero', '--seed', '-1'], 'USAGE'],
    ['a negative seed with =', ['analyze', 'zero', '--seed=-1'], 'USAGE'],
    ['--threads 0', ['analyze', 'zero', '--threads', '0'], 'USAGE'],
    ['a --set without =', ['analyze', 'zero', '--set', 'double'], 'USAGE'],
    ['a report with no directory', ['analyze', 'zero', '--report', '/nowhere/r.html'], 'USAGE'],
    ['an unknown game', ['analyze', 'blackjack'], 'UNKNOWN_GAME'],
    ['an unknown rule set', ['analyze', 'zero', '--ruleset', 'nine-deck'], 'UNKNOWN_RULESET'],
    ['an unknown bet', ['analyze', 'zero', '--bet', 'insurance'], 'UNKNOWN_BET'],
    ['an unknown strategy', ['analyze', 'zero', '--strategy', 'rule-of-thumb'], 'UNKNOWN_STRATEGY'],
    ['an unknown method', ['analyze', 'zero', '--method', 'guess'], 'INVALID_OPTION'],
    [
      'an unknown path',
      ['analyze', 'zero', '--method', 'simulate', '--path', 'slow'],
      'INVALID_OPTION',
    ],
    ['a bad rule option', ['analyze', 'zero', '--set', 'double=sideways'], 'INVALID_RULES'],
    ['an unknown rule option', ['analyze', 'zero', '--set', 'doubel=two-card'], 'INVALID_RULES'],
    [
      'a path the game lacks',
      ['analyze', 'break-poker', '--method', 'simulate', '--path', 'fast'],
      'UNSUPPORTED_ANALYSIS',
    ],
    [
      'a bet the rule set lacks',
      ['analyze', 'stud-poker', '--ruleset', 'oasis', '--bet', 'bonus'],
      'UNSUPPORTED_ANALYSIS',
    ],
    [
      'a bet without a simulator',
      ['analyze', 'zero', '--bet', 'zero-payouts', '--method', 'simulate'],
      'UNSUPPORTED_ANALYSIS',
    ],
    [
      'no exact engine',
      ['analyze', 'stud-poker', '--ruleset', 'lunar', '--strategy', 'akj83', '--method', 'exact'],
      'UNSUPPORTED_ANALYSIS',
    ],
    [
      'optimal stud on the engine',
      [
        'analyze',
        'stud-poker',
        '--strategy',
        'optimal',
        '--method',
        'simulate',
        '--path',
        'engine',
      ],
      'UNSUPPORTED_ANALYSIS',
    ],
    ['strategy of an unknown game', ['strategy', 'blackjack'], 'UNKNOWN_GAME'],
    [
      'a stud rule set without a table',
      ['strategy', 'stud-poker', '--ruleset', 'caribbean-stud'],
      'USAGE',
    ],
    ['--write with no file', ['strategy', 'zero', '--write'], 'USAGE'],
    ['--write followed by an option', ['strategy', 'zero', '--write', '--json'], 'USAGE'],
    ['--write with an empty file name', ['strategy', 'zero', '--write='], 'USAGE'],
    [
      '--write into a folder that does not exist (before any solve)',
      ['strategy', 'stud-poker', '--ruleset', 'lunar', '--write', '/nowhere/lunar.ts'],
      'USAGE',
    ],
    ['a strategy flag it lacks', ['strategy', 'zero', '--rounds', '5'], 'USAGE'],
    [
      "stud values under the stock rule set's name with --set",
      ['strategy', 'stud-poker', '--values', '/tmp/x', '--set', 'anteOnWin=push'],
      'USAGE',
    ],
    ['a close-call margin of 0', ['strategy', 'stud-poker', '--close-calls', '0'], 'USAGE'],
    [
      'a close-call margin that is no number',
      ['strategy', 'stud-poker', '--close-calls', '1e-3x'],
      'USAGE',
    ],
    [
      'Break Poker advice with an up card',
      ['advise', 'break-poker', ...BREAK, '--up', '9s'],
      'USAGE',
    ],
    [
      'Break Poker advice with --discards',
      ['advise', 'break-poker', ...BREAK, '--discards', '2c'],
      'USAGE',
    ],
    ['Break Poker advice without --cards', ['advise', 'break-poker'], 'USAGE'],
    [
      'a Break Poker hand of six cards',
      ['advise', 'break-poker', '--cards', 'Jk Ac Kd Kh Qs Jc'],
      'INVALID_CARD',
    ],
    [
      'a Break Poker hand with a card twice',
      ['advise', 'break-poker', '--cards', 'Jk Ac Kd Kh Qs Jc Jc'],
      'INVALID_CARD',
    ],
    [
      'a Break Poker qualifier the game refuses',
      ['advise', 'break-poker', ...BREAK, '--set', 'dealerQualifier=K3'],
      'INVALID_RULES',
    ],
    ['advice without --up', ['advise', 'stud-poker', '--cards', 'As Ks 7d 7h 2c'], 'USAGE'],
    [
      'a malformed card',
      ['advise', 'stud-poker', '--cards', 'As Ks 7d 7h 2x', '--up', '9s'],
      'INVALID_CARD',
    ],
    [
      'four cards',
      ['advise', 'stud-poker', '--cards', 'As Ks 7d 7h', '--up', '9s'],
      'INVALID_CARD',
    ],
    [
      'the up card in the hand',
      ['advise', 'stud-poker', '--cards', 'As Ks 7d 7h 2c', '--up', 'As'],
      'INVALID_CARD',
    ],
    ['a Zero hand of one card', ['advise', 'zero', '--cards', '4d', '--up', '5h'], 'INVALID_CARD'],
    [
      'Zero advice with --drawn',
      ['advise', 'zero', '--cards', '4d 4s', '--up', '5h', '--drawn', '9c'],
      'USAGE',
    ],
    [
      'a discard that was not dealt',
      [...DEALT, '--discards', '4d 3c', '--drawn', '7c 7h'],
      'INVALID_CARD',
    ],
    [
      'fewer cards drawn than discarded',
      [...DEALT, '--discards', '4d 2c', '--drawn', '7c'],
      'INVALID_CARD',
    ],
    [
      'a card drawn that is still in the hand',
      [...DEALT, '--discards', '4d', '--drawn', 'Kd'],
      'INVALID_CARD',
    ],
    [
      '--drawn with --dealer',
      [
        'advise',
        'stud-poker',
        '--cards',
        'Ah Jh 9h 6h 2h',
        '--dealer',
        'Qc Jd 8s 5c 3d',
        '--drawn',
        '3h',
      ],
      'USAGE',
    ],
    [
      'force the dealer where the rules have none',
      ['advise', 'stud-poker', '--cards', 'Ah Jh 9h 6h 2h', '--dealer', 'Qc Jd 8s 5c 3d'],
      'INVALID_RULES',
    ],
    [
      'force the dealer who qualifies',
      [
        'advise',
        'stud-poker',
        '--ruleset',
        'russian',
        '--cards',
        'Ah Jh 9h 6h 2h',
        '--dealer',
        'Qc Qd 8s 5c 3d',
      ],
      'INVALID_CARD',
    ],
    ['an argument to games', ['games', 'zero'], 'USAGE'],
    [
      'a simulation option with exact',
      ['analyze', 'zero', '--method', 'exact', '--seed', '2'],
      'INVALID_OPTION',
    ],
    [
      'the solver for a bet it does not play',
      ['analyze', 'stud-poker', '--bet', 'super', '--method', 'solver'],
      'UNSUPPORTED_ANALYSIS',
    ],
    ['help on an unknown command', ['help', 'simulate'], 'USAGE'],
  ]
  for (const [what, argv, code] of cases) {
    it(`exits 2 with one line naming ${code} for ${what}, and starts no work`, async () => {
      const r = await run(argv)
      expect(r.code).toBe(2)
      expect(r.stdout).toBe('')
      expect(r.stderr).toHaveLength(1)
      expect(r.stderr[0]).toMatch(new RegExp(`^felt-math: ${code}: `))
      expect(r.stderr[0]).not.toContain('\n')
      expect(r.work).toEqual([])
      expect(r.files).toEqual({})
    })
  }

  it('names the known values of an unknown name', async () => {
    expect((await run(['analyze', 'zero', '--ruleset', 'x'])).stderr[0]).toMatch(
      /\(six-deck, eight-deck\)$/,
    )
    expect((await run(['analyze', 'zero', '--strategy', 'x'])).stderr[0]).toMatch(
      /\(optimal, basic\)$/,
    )
    expect((await run(['analyze', 'zero', '--bogus'])).stderr[0]).toBe(
      "felt-math: USAGE: unknown option '--bogus'",
    )
    expect((await run(['analyze', 'zero', '--roundz', '5'])).stderr[0]).toBe(
      "felt-math: USAGE: unknown option '--roundz' (Did you mean --rounds?)",
    )
  })

  it('names the method to use when the one asked for has no engine', async () => {
    const lunar = [
      'analyze',
      'stud-poker',
      '--ruleset',
      'lunar',
      '--strategy',
      'optimal-final-hand',
    ]
    expect((await run([...lunar, '--method', 'exact'])).stderr).toEqual([
      "felt-math: UNSUPPORTED_ANALYSIS: stud-poker: bet main with strategy optimal-final-hand under lunar has no exact engine (its draws are not enumerated): its figure is the solver's (--method solver: a full strategy run, draws to second order) or a simulation's (--method simulate)",
    ])
    // The solver plays its own strategies and the owner's, not the published Caribbean ones.
    const akj = ['analyze', 'stud-poker', '--ruleset', 'lunar', '--strategy', 'akj83']
    expect((await run([...akj, '--method', 'solver'])).stderr).toEqual([
      'felt-math: UNSUPPORTED_ANALYSIS: stud-poker: bet main with strategy akj83 under lunar has no solver run (the solver plays the stud main bet and total of the draw rule sets, strategy optimal, optimal-final-hand or owner; --method simulate)',
    ])
    expect((await run(['analyze', 'zero', '--method', 'solver'])).stderr).toEqual([
      'felt-math: UNSUPPORTED_ANALYSIS: zero: bet main with strategy optimal under six-deck has no solver run: it is exact (--method exact)',
    ])
    expect((await run([...lunar, '--method', 'solver', '--rounds', '5'])).stderr).toEqual([
      'felt-math: INVALID_OPTION: --rounds: read by --method simulate only, not solver (drop them, or simulate)',
    ])
    expect((await run([...lunar, '--method', 'sampled-exact'])).stderr[0]).toMatch(
      /^felt-math: INVALID_OPTION: --method sampled-exact: analyze has no sampled-exact engine/,
    )
  })
})

describe('felt-math help and version', () => {
  const helps: [string[], RegExp][] = [
    [['--help'], /^felt-math: house edge/],
    [['-h'], /^felt-math: house edge/],
    [['help'], /^felt-math: house edge/],
    [['help', 'strategy'], /^felt-math strategy <game>/],
    [['analyze', 'zero', '-h'], /^felt-math analyze <game>/],
    [['analyze', '--help'], /^felt-math analyze <game>/],
    // Help wins over everything, bad input and long work included.
    [['analyze', 'zero', '--rounds', '0', '--bogus', '--help'], /^felt-math analyze <game>/],
    [
      ['strategy', 'stud-poker', '--ruleset', 'russian', '--solve', '-h'],
      /^felt-math strategy <game>/,
    ],
    [['advise', 'stud-poker', '-h'], /^felt-math advise stud-poker/],
    [['games', '--help'], /^felt-math games/],
  ]
  for (const [argv, usage] of helps) {
    it(`prints the help for ${argv.join(' ')} and runs nothing`, async () => {
      const r = await run(argv)
      expect(r).toMatchObject({ code: 0, stderr: [], work: [] })
      expect(r.stdout).toMatch(usage)
    })
  }

  it('documents --write FILE in the strategy help', async () => {
    const r = await run(['strategy', '--help'])
    expect(r.stdout).toMatch(/\[--write FILE\]/)
    expect(r.stdout).toMatch(/\n {2}--write FILE writes the table to FILE \(a path from the folder/)
  })

  it('prints the usage and exits 2 with no command', async () => {
    const r = await run([])
    expect(r.code).toBe(2)
    expect(r.stdout).toMatch(/felt-math analyze <game>/)
  })

  it('prints the package version on --version, alone or after a command', async () => {
    for (const argv of [['--version'], ['analyze', 'zero', '--version']]) {
      const r = await run(argv)
      expect(r).toMatchObject({
        code: 0,
        stdout: `felt-math ${pkg.version}\n`,
        stderr: [],
        work: [],
      })
    }
  })
})

describe('felt-math runs in process', () => {
  it('analyses Zero Payouts exactly, as text and as JSON', async () => {
    const r = await run(['analyze', 'zero', '--bet', 'zero-payouts'])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^zero \/ six-deck \/ bet zero-payouts \/ strategy none \/ exact\n/)
    expect(r.stdout).toContain('House edge          4.7789%')
    const json = JSON.parse(
      (await run(['analyze', 'zero', '--bet', 'zero-payouts', '--json'])).stdout,
    )
    expect(json).toMatchObject({ game: 'zero', bet: 'zero-payouts', method: 'exact' })
    expect(json.houseEdge).toBeCloseTo(0.047789, 6)
  })

  it('simulates with a seed, the same figures twice, with a progress bar', async () => {
    const argv = [
      'analyze',
      'zero',
      '--strategy',
      'basic',
      '--method',
      'simulate',
      '--path',
      'fast',
      '--rounds',
      '2_000',
      '--seed',
      '3',
      '--json',
    ]
    const a = await run(argv)
    const b = await run(argv)
    expect(a.code).toBe(0)
    expect(a.work).toEqual(['zero'])
    const [x, y] = [JSON.parse(a.stdout), JSON.parse(b.stdout)]
    expect(x).toMatchObject({ rounds: 2000, seed: 3, method: 'simulate', threads: 1 })
    expect(x.houseEdge).toBe(y.houseEdge)
  })

  it('says what it will do before any work, then what it wrote to the cache', async () => {
    const events: string[] = []
    let bytes = 0
    const r = await run(
      ['analyze', 'zero', '--method', 'simulate', '--path', 'fast', '--rounds', '2000'],
      {
        err: (line) => {
          events.push(line)
        },
        progress: (label) => {
          events.push(`[bar ${label}]`)
          // What the cache holds grows while the run works (as a table build writes it).
          bytes = 5_000_000
          return { update: () => {}, end: () => {} }
        },
        cacheDir: '/cache/felt-math',
        cacheBytes: () => bytes,
      },
    )
    expect(r.code).toBe(0)
    expect(events).toEqual([
      'felt-math: simulate (seeded Monte Carlo): simulate 2,000 rounds on the verified fast model, seed 1',
      '[bar zero]',
      'felt-math: wrote 5.0 MB to the cache /cache/felt-math (5.0 MB in all; FELT_MATH_CACHE moves it)',
    ])
  })

  it('writes the report through the IO and says so on stderr', async () => {
    const r = await run(['analyze', 'zero', '--bet', 'zero-payouts', '--report', 'r.html'])
    expect(r.code).toBe(0)
    expect(r.files['r.html']).toMatch(/^<!doctype html>/)
    expect(r.files['r.html']).toContain('felt-math analyze zero --bet zero-payouts --report r.html')
    expect(r.stderr).toEqual(['felt-math: report written to r.html'])
  })

  it('writes the table --write names as a module, to the file system', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'felt-math-write-'))
    try {
      const file = join(dir, 'six-deck.ts')
      const r = await run(['strategy', 'zero', '--ruleset', 'six-deck', '--write', file], {
        writeText: (path, text) => writeFile(path, text, 'utf8'),
        canWrite: (path) => existsSync(dirname(path)),
      })
      expect(r).toMatchObject({ code: 0, stdout: `wrote ${file}\n`, stderr: [] })
      const source = readFileSync(file, 'utf8')
      expect(source.split('\n')[0]).toBe(
        '// Generated by @felt/math (felt-math strategy zero --ruleset six-deck --write). Do not edit by hand.',
      )
      expect(source).toContain(
        "export const zeroBasicStrategies: Readonly<Record<string, ZeroBasicStrategy>> = {\n  'six-deck': {",
      )
      expect(source).not.toContain('eight-deck')
      // A module of one's own takes the type from the package, not from a file beside it.
      expect(source).toContain("import type { ZeroBasicStrategy } from '@felt/strategy/zero'\n")
      // The stock rule set's rows: what @felt/strategy/zero ships.
      const stock = zeroBasicStrategies['six-deck']!
      for (const k of ['two', 'three', 'splitTwo', 'splitThree'] as const)
        expect(source).toContain(`    ${k}: ['${stock[k].join("', '")}'],\n`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('exits 1 with one line when the work itself fails', async () => {
    const r = await run(['analyze', 'zero', '--bet', 'zero-payouts', '--report', 'r.html'], {
      writeText: async () => {
        throw new Error('EACCES: permission denied')
      },
    })
    expect(r.code).toBe(1)
    expect(r.stderr).toEqual(['felt-math: EACCES: permission denied'])
  })

  it('advises a Zero hand, best first', async () => {
    const r = await run(['advise', 'zero', '--cards', '4d 4s', '--up', '5h'])
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(
      'six-deck: 4d 4s against 5h (exact; EV per unit of the Zero wager)\nsplit    -0.214488\nhit      -0.389491\nstand    -0.868772\n',
    )
  })

  it('advises force or take against a dealer who does not qualify (russian)', async () => {
    const argv = ['--ruleset', 'russian', '--cards', 'Ah Jh 9h 6h 2h', '--dealer', 'Qc Jd 8s 5c 3d']
    const r = await run(['advise', 'stud-poker', ...argv])
    expect(r.code).toBe(0)
    // J 8 5 3 pair on 11 of the 39 cards left (one jack is the player's): -1 + 11 x 10 / 39.
    expect(r.stdout).toBe(
      "russian: Ah Jh 9h 6h 2h against the dealer's Qc Jd 8s 5c 3d, not qualifying (exact; EV per Ante from here on)\nforce is best\nforce 1.820513\ntake  1.000000\n",
    )
  })

  it('advises the second decision after a buy (lunar: fold or play)', async () => {
    const r = await run([
      'advise',
      'stud-poker',
      '--cards',
      'Ah Jh 9h 6h 2h 3h',
      '--up',
      'Qs',
      '--discards',
      '',
    ])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(
      /^lunar: Ah Jh 9h 6h 2h 3h after the draw \(exact, [\d.]+ s; EV per Ante from here on\)\nplay +11\.496346\nfold +-1\.000000\n$/,
    )
  })

  it('advises the second decision from what the player saw: the five dealt, the discards, the cards drawn', async () => {
    const round = await run([...DEALT, '--discards', '4d 2c', '--drawn', '7c 7h'])
    const final = await run([
      ...['advise', 'stud-poker', '--cards', 'As Kd Qh 7c 7h'],
      ...['--up', '9s', '--discards', '4d 2c'],
    ])
    expect(round.code).toBe(0)
    const seconds = (text: string) => text.replace(/exact, \d+\.\d\d s/, 'exact, 1.00 s')
    expect(seconds(round.stdout)).toBe(seconds(final.stdout))
    expect(round.stdout).toMatch(/^lunar: As Kd Qh 7c 7h after the draw \(seen 4d 2c\)/)
    // A buy: one card drawn, none discarded.
    const buy = await run([
      'advise',
      'stud-poker',
      '--cards',
      'Ah Jh 9h 6h 2h',
      '--up',
      'Qs',
      '--drawn',
      '3h',
      '--json',
    ])
    const json = JSON.parse(buy.stdout)
    expect(json.cards).toEqual(['Ah', 'Jh', '9h', '6h', '2h', '3h'])
    expect(json.best).toMatchObject({ action: 'play' })
    expect(json.best.ev).toBeCloseTo(11.496346, 6)
  })

  it('advises a Break Poker hand: the best setting, the house way, and the table where it fits', async () => {
    const seconds = (text: string) => text.replace(/exact, \d+\.\d\d s/, 'exact, 1.00 s')
    const r = await run(['advise', 'break-poker', ...BREAK])
    expect(r.code).toBe(0)
    expect(seconds(r.stdout)).toBe(
      [
        'standard: Jk Ac Kd Kh Qs Jc Td (exact, 1.00 s; EV per unit of the Main bet)',
        'best       Kd Kh | Jk Ac Qs         0.933994',
        'house way  Jk Ac | Qs Kh Jc         0.929827',
        'table (standard): Kd Kh | Jk Ac Qs (optimal)',
        '',
      ].join('\n'),
    )
    // K-3-2 written another way is the table's game; A-4-2 is not, and moves the values.
    const k23 = await run(['advise', 'break-poker', ...BREAK, '--set', 'dealerQualifier=K23'])
    expect(seconds(k23.stdout)).toBe(seconds(r.stdout))
    const a42 = await run(['advise', 'break-poker', ...BREAK, '--set', 'dealerQualifier=A42'])
    expect(seconds(a42.stdout).split('\n').slice(1)).toEqual([
      'best       Kd Kh | Jk Ac Qs         0.924486',
      'house way  Jk Ac | Qs Kh Jc         0.920318',
      '',
    ])
    const json = JSON.parse((await run(['advise', 'break-poker', ...BREAK, '--json'])).stdout)
    expect(json).toMatchObject({
      ruleset: 'standard',
      source: 'optimal',
      table: { source: 'optimal' },
    })
    expect(json.ev).toBeCloseTo(0.933994, 6)
  })

  it('lists the games of the registry as a text table, with what computes each bet', async () => {
    const r = await run(['games'])
    expect(r.code).toBe(0)
    const lines = r.stdout.split('\n')
    expect(lines[0]).toBe(
      'felt-math games: the rule sets, bets and strategies of each game, and what computes each bet',
    )
    for (const game of ['break-poker', 'stud-poker', 'zero']) expect(lines).toContain(game)
    expect(lines).toContain('  rule sets    lunar, lunar-finland, russian, caribbean-stud, oasis')
    // The stud main bet: exact under caribbean-stud, the solver's under the draw rule sets.
    expect(r.stdout).toContain(
      [
        '  main          all                     exact: optimal, rules-of-thumb, akj83, pair-plus, always-raise (caribbean-stud)',
        '                                        solver: owner (lunar, lunar-finland, russian);',
        '                                          optimal, optimal-final-hand (lunar, lunar-finland, russian, oasis)',
        '  total         all                     solver: owner (lunar, lunar-finland, russian);',
      ].join('\n'),
    )
    expect(r.stdout).toMatch(/\n {2}blind {9}russian {17}exact: every strategy\n/)
    expect(r.stdout).toMatch(/\n {2}main \(or zero\) {2}all {8}exact: every strategy\n/)
    expect(r.stdout).not.toMatch(/^\s*[{[]/)
  })

  it('prints the games as JSON with --json, each engine as analyze runs it', async () => {
    const r = await run(['games', '--json'])
    expect(r.code).toBe(0)
    type Computed = { bet: string; strategy: string; rulesets: string[] }
    const games = JSON.parse(r.stdout) as Record<
      string,
      {
        rulesets: string[]
        bets: string[]
        strategies: string[]
        betRulesets: Record<string, string[]>
        exact: Computed[]
        solver: Computed[]
      }
    >
    expect(Object.keys(games)).toEqual(['break-poker', 'stud-poker', 'zero'])
    const stud = games['stud-poker']!
    expect(stud.solver).toContainEqual({
      bet: 'main',
      strategy: 'owner',
      rulesets: ['lunar', 'lunar-finland', 'russian'],
    })
    expect(stud.exact).toContainEqual({
      bet: 'main',
      strategy: 'optimal',
      rulesets: ['caribbean-stud'],
    })
    expect(stud.exact.filter((e) => e.bet === 'main' && e.rulesets.includes('lunar'))).toEqual([])
    expect(stud.betRulesets.bonus).toEqual(['lunar-finland', 'russian'])
    // Truthful: exactly the listed combinations plan an exact (or solver) run, and GAMES says so.
    for (const [game, g] of Object.entries(games)) {
      for (const method of ['exact', 'solver'] as const) {
        const info = GAMES[game]!
        for (const e of g[method])
          expect(
            info[method].includes(`${e.bet}/${e.strategy}`) || info[method].includes(`${e.bet}/*`),
          ).toBe(true)
        for (const bet of g.bets) {
          for (const ruleset of g.betRulesets[bet]!) {
            for (const strategy of g.strategies) {
              const listed = g[method].some(
                (e) => e.bet === bet && e.strategy === strategy && e.rulesets.includes(ruleset),
              )
              const plan = () => planAnalysis({ game, ruleset, bet, strategy, method })
              if (listed) expect(plan).not.toThrow()
              else expect(plan).toThrow(method === 'exact' ? /no exact engine/ : /no solver run/)
            }
          }
        }
      }
    }
  })
})
