#!/usr/bin/env node
import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { analyze, GAMES } from './analyze.ts'
import { formatAnalysis } from './format.ts'
import { progressBar } from './progress.ts'
import { analysisReport, commandLine } from './report/index.ts'
import type { Method } from './result.ts'
import { adviseCommand, strategyCommand } from './strategy-cli.ts'

/** Where long exact runs are cached (Break Poker): FELT_MATH_CACHE or the OS temp directory. */
const CACHE_DIR = process.env.FELT_MATH_CACHE ?? join(tmpdir(), 'felt-math')

const USAGE = `felt-math: house edge, element of risk, deviation and return tables for Felt games

  felt-math analyze <game> [--ruleset R] [--bet B] [--strategy S] [--set option=value ...]
                    [--method exact|simulate] [--path engine|fast] [--rounds N] [--seed S]
                    [--threads N] [--json] [--no-cache] [--report out.html]
  felt-math strategy <game> [--ruleset R] [--set option=value ...] [--write] [--solve] [--threads N] [--json]
  felt-math advise stud-poker [--ruleset R] [--set option=value ...] --cards "As Ks 7d 7h 2c" --up 9s [--json]
  felt-math games

Games: ${Object.keys(GAMES).join(', ')} (felt-math games lists rule sets, bets and strategies).`

/** Parsed command line: positional words and --options (repeatable --set). */
export interface CliArgs {
  readonly words: string[]
  readonly flags: Map<string, string>
  readonly sets: Record<string, unknown>
}

/**
 * Parses argv (without node and script). `--set a=b` values are read as JSON when they
 * parse (numbers, booleans, objects), else as strings.
 * @throws {Error} for a malformed option.
 */
export function parseArgs(argv: readonly string[]): CliArgs {
  const words: string[] = []
  const flags = new Map<string, string>()
  const sets: Record<string, unknown> = {}
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (!a.startsWith('--')) {
      words.push(a)
      continue
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined]
    const boolean = ['json', 'write', 'help', 'no-cache', 'solve'].includes(name)
    const value = boolean ? 'true' : (inline ?? argv[++i])
    if (value === undefined) throw new Error(`--${name} needs a value`)
    if (name === 'set') {
      const eq = value.indexOf('=')
      if (eq < 1) throw new Error(`--set expects option=value, got ${value}`)
      const raw = value.slice(eq + 1)
      let v: unknown = raw
      try {
        v = JSON.parse(raw)
      } catch {}
      sets[value.slice(0, eq)] = v
    } else flags.set(name, value)
  }
  return { words, flags, sets }
}

function int(flags: Map<string, string>, name: string): number | undefined {
  const v = flags.get(name)
  if (v === undefined) return undefined
  const n = Number(v.replaceAll('_', ''))
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number`)
  return Math.floor(n)
}

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv)
  const [command, game] = args.words
  if (!command || args.flags.has('help') || command === 'help') {
    console.log(USAGE)
    return 0
  }
  if (command === 'games') {
    console.log(JSON.stringify(GAMES, null, 2))
    return 0
  }
  const threads = int(args.flags, 'threads') ?? Math.min(2, availableParallelism())
  if (command === 'strategy') return strategyCommand(game, args, threads, CACHE_DIR)
  if (command === 'advise') return adviseCommand(game, args)
  if (command !== 'analyze' || !game) {
    console.error(USAGE)
    return 2
  }
  const report = args.flags.get('report')
  if (report !== undefined && !existsSync(dirname(resolve(report))))
    throw new Error(`--report: no directory ${dirname(resolve(report))}`)
  const bar = progressBar(`${game}`)
  const method = args.flags.get('method') as Method | undefined
  if (method && method !== 'exact' && method !== 'simulate')
    throw new Error('--method is exact or simulate')
  const path = args.flags.get('path') as 'engine' | 'fast' | undefined
  const rounds = int(args.flags, 'rounds')
  const seed = int(args.flags, 'seed')
  const a = await analyze({
    game,
    ...(args.flags.has('ruleset') ? { ruleset: args.flags.get('ruleset')! } : {}),
    ...(args.flags.has('bet') ? { bet: args.flags.get('bet')! } : {}),
    ...(args.flags.has('strategy') ? { strategy: args.flags.get('strategy')! } : {}),
    ...(method ? { method } : {}),
    ...(path ? { path } : {}),
    ...(rounds !== undefined ? { rounds } : {}),
    ...(seed !== undefined ? { seed } : {}),
    overrides: args.sets,
    threads,
    ...(args.flags.has('no-cache') ? {} : { cacheDir: CACHE_DIR }),
    onProgress: bar.update,
  })
  bar.end()
  console.log(args.flags.has('json') ? JSON.stringify(a, null, 2) : formatAnalysis(a))
  if (report !== undefined) {
    const { version } = createRequire(import.meta.url)('../package.json') as { version: string }
    const command = commandLine(['felt-math', ...argv])
    writeFileSync(report, await analysisReport(a, { command, version }))
    console.error(`felt-math: report written to ${report}`)
  }
  return 0
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (e: unknown) => {
    console.error(`felt-math: ${e instanceof Error ? e.message : String(e)}`)
    process.exitCode = 1
  },
)
