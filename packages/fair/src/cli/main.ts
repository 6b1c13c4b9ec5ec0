import { FeltError, formatCards } from '@felt/cards'
import { Command as Commander, CommanderError, Option } from 'commander'
import pkg from '../../package.json' with { type: 'json' }
import { CardPositionTally, type ChiSquareResult, OrderTally } from '../chi-square.ts'
import { canonicalOrder } from '../deck.ts'
import { InvalidReceiptError } from '../errors.ts'
import { byteStreamSync, syncShuffler } from '../node.ts'
import { receiptFrom } from '../receipt.ts'
import { ALGORITHM, assertClientSeed, assertServerSeed, commit } from '../seeds.ts'
import { shuffle } from '../shuffle.ts'
import { verifyRound } from '../verify.ts'
import {
  parseCards,
  parseCount,
  parseNonce,
  parseNonceRange,
  required,
  UsageError,
} from './args.ts'
import { auditCommand } from './audit.ts'
import type { CliIo } from './io.ts'

/** The seeds `felt-fair stats` uses unless told otherwise (any fixed pair will do). */
export const STATS_SERVER_SEED: string =
  '42f75b193ebac72f2ceaede9fcebf2d55f1bf7461fce8dba10ffee961bf1c3ae'
/** The client seed `felt-fair stats` uses unless told otherwise. */
export const STATS_CLIENT_SEED: string = 'felt-stats'

/** The version of `@felt/fair` that `felt-fair --version` prints. */
export const VERSION: string = pkg.version

const COMMIT_USAGE = `felt-fair commit <serverSeed>

  Prints the commitment: SHA-256 hex of the 64-hex server seed, the value the house
  publishes before the rounds the seed deals.`

const DECK_USAGE = `felt-fair deck --server-seed S --client-seed C --nonce N [--cards 52|53|312|416] [--codes] [--json]

  Prints the shuffled deck of one round, position 0 first.

  --server-seed S   the 64-hex server seed
  --client-seed C   the client seed (printable ASCII, 1 to 64 characters, no ':')
  --nonce N         the round's nonce, 0 to 2^53 - 1
  --cards 52        deck size: 52, 53 (with a joker), 312 (6 decks) or 416 (8 decks)
  --codes           integer card codes instead of card names (As Td Jk)
  --json            one JSON line: the seeds, the nonce, the deck as names and codes`

const VERIFY_USAGE = `felt-fair verify <receipt.json | -> [--json]

  Checks a settled round's receipt (- reads stdin): the server seed against the
  commitment, then the shuffle it fixes replayed with the wagers and actions against
  every card and payout. Takes a bare receipt or an API body that holds one, such as
  GET /v1/sessions/$ID/rounds/0-0 ({ "round": ..., "receipt": ... }); a body whose
  receipt is null (the round is not settled) is an INVALID_RECEIPT error.

  --json   the report as one JSON line: valid, checks, mismatches

  Exit 0 valid, 1 with each mismatch (a server seed not yet revealed is one), 2 bad input.`

const DUMP_USAGE = `felt-fair dump --server-seed S --client-seed C [--nonces 0..9999] [--cards 52] [--codes]
felt-fair dump --server-seed S --client-seed C [--nonce N] --raw COUNT [--format dec|hex|bin]

  Writes one shuffled deck per line, nonce by nonce over --nonces A..B (inclusive), or
  with --raw the first COUNT unsigned 32-bit words of the byte stream of --nonce N
  (default 0): decimal or hex, one per line, or bin, the raw bytes (for dieharder,
  PractRand, TestU01).

  --cards 52      deck size: 52, 53, 312 or 416
  --codes         integer card codes instead of card names`

const STATS_USAGE = `felt-fair stats [--shuffles 100000] [--cards 52] [--server-seed S] [--client-seed C] [--json]

  Chi-square card x position, and all 24 orders of a 4-card deck, over nonces
  0..shuffles-1 (fixed default seeds unless given): statistic, degrees of freedom, p-value.

  --json   one JSON line with both tests and the order counts`

const AUDIT_USAGE = `felt-fair audit [--shuffles 100000] [--cards 52|53|312|416] [--server-seed S --client-seed C | --random]
                [--report out.html] [--json] [--threads N] [--generator v1]

  The full battery over nonces 0..shuffles-1: card x position, orders, first/last card,
  serial correlation, runs, NIST tests of the HMAC stream. Exit 0 pass, 1 fail.

  --random          a fresh seed pair (printed, and in the report and the JSON)
  --report FILE     writes the HTML report
  --json            the spec, the commitment, every test and the diagnostics as one JSON line
  --threads N       worker threads (default: every core); the result does not depend on it
  --generator NAME  a known-bad shuffle instead of v1 (modulo-byte, sattolo, skip-last,
                    naive, stuck-bit, reversed-pairs), to show the battery fails it`

/** The `felt-fair --help` text. */
export const USAGE: string = `felt-fair: provably fair dealing, algorithm ${ALGORITHM}

  felt-fair commit <serverSeed>
      the commitment: SHA-256 hex of the 64-hex server seed
  felt-fair deck --server-seed S --client-seed C --nonce N [--cards 52|53|312|416] [--codes] [--json]
      the shuffled deck (position 0 first), cards as As Td Jk (--codes: integer codes)
  felt-fair verify <receipt.json | ->
      checks a settled round's receipt (or the API body holding it): exit 0 valid, 1 with each mismatch
  felt-fair dump --server-seed S --client-seed C [--nonces 0..9999] [--cards 52] [--codes]
      one shuffled deck per line, nonce by nonce
  felt-fair dump --server-seed S --client-seed C [--nonce N] --raw COUNT [--format dec|hex|bin]
      the first COUNT unsigned 32-bit words of the byte stream (bin: the raw bytes)
  felt-fair stats [--shuffles 100000] [--cards 52] [--server-seed S] [--client-seed C] [--json]
      chi-square card x position, and all 24 orders of a 4-card deck, over nonces 0..shuffles-1
  felt-fair audit [--shuffles 100000] [--cards 52|53|312|416] [--server-seed S --client-seed C | --random]
          [--report out.html] [--json] [--threads N] [--generator v1]
      the full battery (card x position, orders, first/last card, serial correlation, runs,
      NIST tests of the HMAC stream) over nonces 0..shuffles-1: exit 0 pass, 1 fail;
      --generator runs a known-bad shuffle instead (modulo-byte, sattolo, skip-last, naive,
      stuck-bit, reversed-pairs) to show the battery fails it

  felt-fair <command> --help     the command's usage and options (or felt-fair help <command>)
  felt-fair --version
      the version of @felt/fair
Exit codes: 0 ok, 1 the receipt does not verify or the audit fails, 2 bad input (one line on stderr).`

type Values = Record<string, string | boolean | undefined>

interface Command {
  readonly usage: string
  /** Options that take a value. */
  readonly values: readonly string[]
  /** Boolean options (besides --help and --version, which every command takes). */
  readonly flags: readonly string[]
  /** Whether the command takes positionals (it checks how many). */
  readonly positionals?: boolean
  run(values: Values, positionals: string[], io: CliIo): Promise<number>
}

const SEED_OPTIONS = ['server-seed', 'client-seed'] as const

const COMMANDS: Readonly<Record<string, Command>> = {
  commit: {
    usage: COMMIT_USAGE,
    values: [],
    flags: [],
    positionals: true,
    run: (_, positionals, io) => commitCommand(positionals, io),
  },
  deck: {
    usage: DECK_USAGE,
    values: [...SEED_OPTIONS, 'nonce', 'cards'],
    flags: ['codes', 'json'],
    run: (values, _, io) => deckCommand(values, io),
  },
  verify: {
    usage: VERIFY_USAGE,
    values: [],
    flags: ['json'],
    positionals: true,
    run: (values, positionals, io) => verifyCommand(positionals, values, io),
  },
  dump: {
    usage: DUMP_USAGE,
    values: [...SEED_OPTIONS, 'nonce', 'nonces', 'cards', 'raw', 'format'],
    flags: ['codes'],
    run: (values, _, io) => dumpCommand(values, io),
  },
  stats: {
    usage: STATS_USAGE,
    values: [...SEED_OPTIONS, 'shuffles', 'cards'],
    flags: ['json'],
    run: (values, _, io) => statsCommand(values, io),
  },
  audit: {
    usage: AUDIT_USAGE,
    values: [...SEED_OPTIONS, 'shuffles', 'cards', 'report', 'threads', 'generator'],
    flags: ['random', 'json'],
    run: (values, _, io) => auditCommand(values, io),
  },
}

function unknownCommand(name: string): UsageError {
  return new UsageError(
    `unknown command ${JSON.stringify(name.slice(0, 40))} (${Object.keys(COMMANDS).join(', ')}; felt-fair --help)`,
  )
}

function seeds(values: Record<string, unknown>): { serverSeed: string; clientSeed: string } {
  const serverSeed = required(values, 'server-seed')
  const clientSeed = required(values, 'client-seed')
  assertServerSeed(serverSeed)
  assertClientSeed(clientSeed)
  return { serverSeed, clientSeed }
}

function deckText(deck: readonly number[], codes: boolean): string {
  return codes ? deck.join(' ') : formatCards(deck)
}

async function commitCommand(positionals: string[], io: CliIo): Promise<number> {
  if (positionals.length !== 1) throw new UsageError('usage: felt-fair commit <serverSeed>')
  await io.out(`${await commit(positionals[0]!)}\n`)
  return 0
}

async function deckCommand(values: Record<string, unknown>, io: CliIo): Promise<number> {
  const s = seeds(values)
  const nonce = parseNonce(required(values, 'nonce'))
  const cards = parseCards((values.cards as string | undefined) ?? '52')
  const deck = await shuffle({ ...s, nonce, cards })
  if (values.json) {
    const json = {
      algorithm: ALGORITHM,
      ...s,
      nonce,
      cards,
      deck: formatCards(deck).split(' '),
      codes: deck,
    }
    await io.out(`${JSON.stringify(json)}\n`)
  } else {
    await io.out(`${deckText(deck, values.codes === true)}\n`)
  }
  return 0
}

async function verifyCommand(
  positionals: string[],
  values: Record<string, unknown>,
  io: CliIo,
): Promise<number> {
  if (positionals.length !== 1) throw new UsageError('usage: felt-fair verify <receipt.json | ->')
  const path = positionals[0]!
  let text: string
  try {
    text = await io.readText(path)
  } catch (e) {
    throw new UsageError(
      `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new InvalidReceiptError(`${path === '-' ? 'stdin' : path} is not JSON`)
  }
  const receipt = receiptFrom(json)
  const report = await verifyRound(receipt)
  if (values.json) {
    await io.out(
      `${JSON.stringify({ valid: report.valid, checks: report.checks, mismatches: report.mismatches })}\n`,
    )
    return report.valid ? 0 : 1
  }
  const r = receipt as { game: string; ruleset: string; nonce: number }
  const lines: string[] = []
  if (report.valid) {
    lines.push(
      `valid: ${r.game} (${r.ruleset}) round, nonce ${r.nonce}: the server seed matches the commitment, and the shuffle it fixes, replayed with the wagers and actions, gives every card and payout of the receipt`,
    )
  } else {
    const n = report.mismatches.length
    lines.push(`invalid: ${n} mismatch${n === 1 ? '' : 'es'}`)
    for (const m of report.mismatches) {
      lines.push(
        `  mismatch ${m.field}: ${m.message} (expected ${JSON.stringify(m.expected)}, receipt ${JSON.stringify(m.actual)})`,
      )
    }
  }
  for (const c of report.checks) lines.push(`  ok ${c}`)
  await io.out(`${lines.join('\n')}\n`)
  return report.valid ? 0 : 1
}

async function dumpCommand(values: Record<string, unknown>, io: CliIo): Promise<number> {
  const s = seeds(values)
  if (values.raw !== undefined) {
    if (values.nonces !== undefined)
      throw new UsageError('--raw reads one stream: use --nonce, not --nonces')
    const count = parseCount('raw', values.raw as string, 2 ** 32)
    const nonce = parseNonce((values.nonce as string | undefined) ?? '0')
    const format = (values.format as string | undefined) ?? 'dec'
    if (format !== 'dec' && format !== 'hex' && format !== 'bin') {
      throw new UsageError('--format must be dec, hex or bin')
    }
    const stream = byteStreamSync({ ...s, nonce })
    const chunk = 8192
    for (let done = 0; done < count; done += chunk) {
      const k = Math.min(chunk, count - done)
      if (format === 'bin') {
        const bytes = new Uint8Array(k * 4)
        const view = new DataView(bytes.buffer)
        for (let i = 0; i < k; i++) view.setUint32(i * 4, stream.nextUint32())
        await io.out(bytes)
      } else {
        let text = ''
        for (let i = 0; i < k; i++) {
          const v = stream.nextUint32()
          text += `${format === 'hex' ? v.toString(16).padStart(8, '0') : v}\n`
        }
        await io.out(text)
      }
    }
    return 0
  }
  if (values.format !== undefined) throw new UsageError('--format applies to --raw')
  const { from, to } = parseNonceRange((values.nonces as string | undefined) ?? '0..9999')
  const cards = parseCards((values.cards as string | undefined) ?? '52')
  const shuffler = syncShuffler(s.serverSeed)
  const codes = values.codes === true
  let text = ''
  for (let nonce = from; nonce <= to; nonce++) {
    text += `${deckText(shuffler.shuffle({ clientSeed: s.clientSeed, nonce, cards }), codes)}\n`
    if (text.length > 65536) {
      await io.out(text)
      text = ''
    }
  }
  if (text) await io.out(text)
  return 0
}

function describe(r: ChiSquareResult): string {
  return `chi-square ${r.statistic.toFixed(2)}, df ${r.degreesOfFreedom}, p-value ${r.pValue.toFixed(4)}`
}

async function statsCommand(values: Record<string, unknown>, io: CliIo): Promise<number> {
  const shuffles = parseCount('shuffles', (values.shuffles as string | undefined) ?? '100000', 1e9)
  const cards = parseCards((values.cards as string | undefined) ?? '52')
  const serverSeed = (values['server-seed'] as string | undefined) ?? STATS_SERVER_SEED
  const clientSeed = (values['client-seed'] as string | undefined) ?? STATS_CLIENT_SEED
  assertServerSeed(serverSeed)
  assertClientSeed(clientSeed)
  const shuffler = syncShuffler(serverSeed)
  const positions = new CardPositionTally(canonicalOrder(cards))
  const orders = new OrderTally(4)
  const four = [0, 1, 2, 3]
  for (let nonce = 0; nonce < shuffles; nonce++) {
    positions.add(shuffler.shuffle({ clientSeed, nonce, cards }))
    orders.add(shuffler.shuffleItems(four, clientSeed, nonce))
  }
  const a = positions.result()
  const b = orders.result()
  if (values.json) {
    const json = {
      algorithm: ALGORITHM,
      serverSeed,
      clientSeed,
      nonces: `0..${shuffles - 1}`,
      cards,
      cardPosition: a,
      fourCardOrders: { ...b, counts: orders.orders },
    }
    await io.out(`${JSON.stringify(json)}\n`)
    return 0
  }
  await io.out(
    [
      `felt-fair stats: algorithm ${ALGORITHM}, server seed ${serverSeed}, client seed ${JSON.stringify(clientSeed)}, nonces 0..${shuffles - 1}`,
      `card x position, ${cards} cards, ${shuffles} shuffles: ${describe(a)}`,
      `all 24 orders of a 4-card deck, ${shuffles} shuffles: ${describe(b)}`,
      `order counts (lexicographic, 0123 first): ${orders.orders.join(' ')}`,
      `p-values are P(chi-square >= statistic); a fair shuffle gives p uniform on [0, 1].`,
    ]
      .map((line) => `${line}\n`)
      .join(''),
  )
  return 0
}

/**
 * The felt-fair command line as commander parses it: each command's options (a value may
 * start with `-`: `--nonce -1` reaches the nonce check, `--client-seed -h` is a seed), `-h` /
 * `--help` anywhere else printing the command's own help text, `--version` anywhere, and
 * `help <command>`. `done` receives the exit code of the command that ran.
 */
function program(io: CliIo, printed: string[], done: (code: number) => void): Commander {
  const root = new Commander('felt-fair')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => printed.push(text),
      writeErr: () => {},
      outputError: () => {},
    })
    .helpCommand(false)
    .version(`felt-fair ${VERSION}`, '--version')
    .configureHelp({ formatHelp: () => `${USAGE}\n` })
  for (const [name, spec] of Object.entries(COMMANDS)) {
    const command = root
      .command(name)
      .argument('[arguments...]')
      .configureHelp({ formatHelp: () => `${spec.usage}\n` })
    const options = [
      ...spec.values.map((o) => new Option(`--${o} <value>`)),
      ...spec.flags.map((o) => new Option(`--${o}`)),
    ]
    for (const o of options) command.addOption(o)
    command.action(async (positionals: string[], opts: Record<string, unknown>) => {
      if (!spec.positionals && positionals.length > 0)
        throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0]!.slice(0, 40))}`)
      const values: Values = Object.fromEntries(
        options.map((o) => [o.name(), opts[o.attributeName()] as string | boolean | undefined]),
      )
      done(await spec.run(values, positionals, io))
    })
  }
  root
    .command('help')
    .argument('[command]')
    .action((topic: string | undefined) => {
      if (topic !== undefined && !Object.hasOwn(COMMANDS, topic)) throw unknownCommand(topic)
      printed.push(`${topic === undefined ? USAGE : COMMANDS[topic]!.usage}\n`)
      done(0)
    })
  return root
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.length === 0) {
    await io.out(`${USAGE}\n`)
    return 2
  }
  const printed: string[] = []
  let code = 0
  try {
    await program(io, printed, (c) => {
      code = c
    }).parseAsync([...argv], { from: 'user' })
  } catch (e) {
    if (!(e instanceof CommanderError)) throw e
    // Help and --version end the parse with exit code 0; anything else is bad input.
    if (e.exitCode !== 0) {
      if (e.code === 'commander.unknownCommand') throw unknownCommand(argv[0]!)
      throw new UsageError(
        e.message
          .replace(/^error: /, '')
          .replaceAll('\n', ' ')
          .trim(),
      )
    }
  }
  if (printed.length > 0) await io.out(printed.join(''))
  return code
}

/**
 * Runs `felt-fair` with `argv` (without node and the script) and returns the exit code:
 * 0 ok, 1 a receipt that does not verify or a failed audit, 2 bad input (one line on stderr),
 * 3 a bug. `-h` or `--help` anywhere prints the command's help and runs nothing.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(argv, io)
  } catch (e) {
    if (e instanceof FeltError) {
      io.err(`felt-fair: ${e.code}: ${e.message}`)
      return 2
    }
    io.err(`felt-fair: internal error: ${(e as Error).message}`)
    return 3
  }
}
