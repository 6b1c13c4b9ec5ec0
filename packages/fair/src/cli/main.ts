import { parseArgs } from 'node:util'
import { FeltError, formatCards } from '@felt/cards'
import pkg from '../../package.json' with { type: 'json' }
import { CardPositionTally, type ChiSquareResult, OrderTally } from '../chi-square.ts'
import { canonicalOrder } from '../deck.ts'
import { InvalidReceiptError } from '../errors.ts'
import { byteStreamSync, syncShuffler } from '../node.ts'
import { ALGORITHM, assertClientSeed, assertServerSeed, commit } from '../seeds.ts'
import { shuffle } from '../shuffle.ts'
import { verifyRound } from '../verify.ts'
import {
  joinValues,
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

/** The `felt-fair --help` text. */
export const USAGE: string = `felt-fair: provably fair dealing, algorithm ${ALGORITHM}

  felt-fair commit <serverSeed>
      the commitment: SHA-256 hex of the 64-hex server seed
  felt-fair deck --server-seed S --client-seed C --nonce N [--cards 52|53|312|416] [--codes] [--json]
      the shuffled deck (position 0 first), cards as As Td Jk (--codes: integer codes)
  felt-fair verify <receipt.json | ->
      checks a settled round's receipt: exit 0 valid, 1 with each mismatch
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

  felt-fair --version
      the version of @felt/fair
Exit codes: 0 ok, 1 the receipt does not verify or the audit fails, 2 bad input (one line on stderr).`

const VALUE_OPTIONS = [
  'server-seed',
  'client-seed',
  'nonce',
  'nonces',
  'cards',
  'raw',
  'format',
  'shuffles',
  'report',
  'threads',
  'generator',
]

function options(argv: readonly string[]): {
  values: Record<string, string | boolean | undefined>
  positionals: string[]
} {
  try {
    const { values, positionals } = parseArgs({
      args: joinValues(argv, VALUE_OPTIONS),
      allowPositionals: true,
      strict: true,
      options: {
        ...Object.fromEntries(VALUE_OPTIONS.map((o) => [o, { type: 'string' as const }])),
        json: { type: 'boolean' },
        codes: { type: 'boolean' },
        random: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean' },
      },
    })
    return { values, positionals }
  } catch (e) {
    throw new UsageError((e as Error).message.split('\n')[0]!)
  }
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
  let receipt: unknown
  try {
    receipt = JSON.parse(text)
  } catch {
    throw new InvalidReceiptError(`${path === '-' ? 'stdin' : path} is not JSON`)
  }
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
 * Runs `felt-fair` with `argv` (without node and the script) and returns the exit code:
 * 0 ok, 1 a receipt that does not verify or a failed audit, 2 bad input (one line on stderr), 3 a bug.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv
  try {
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      await io.out(`${USAGE}\n`)
      return command === undefined ? 2 : 0
    }
    if (command === '--version') {
      await io.out(`felt-fair ${VERSION}\n`)
      return 0
    }
    const { values, positionals } = options(rest)
    if (values.help) {
      await io.out(`${USAGE}\n`)
      return 0
    }
    if (values.version) {
      await io.out(`felt-fair ${VERSION}\n`)
      return 0
    }
    if (command !== 'commit' && command !== 'verify' && positionals.length > 0) {
      throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0]!.slice(0, 40))}`)
    }
    switch (command) {
      case 'commit':
        return await commitCommand(positionals, io)
      case 'deck':
        return await deckCommand(values, io)
      case 'verify':
        return await verifyCommand(positionals, values, io)
      case 'dump':
        return await dumpCommand(values, io)
      case 'stats':
        return await statsCommand(values, io)
      case 'audit':
        return await auditCommand(values, io)
      default:
        throw new UsageError(
          `unknown command ${JSON.stringify(command.slice(0, 40))} (try felt-fair --help)`,
        )
    }
  } catch (e) {
    if (e instanceof FeltError) {
      io.err(`felt-fair: ${e.code}: ${e.message}`)
      return 2
    }
    io.err(`felt-fair: internal error: ${(e as Error).message}`)
    return 3
  }
}
