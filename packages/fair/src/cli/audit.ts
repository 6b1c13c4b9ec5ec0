import { availableParallelism } from 'node:os'
import { runBattery } from '../audit/battery.ts'
import { reproduceCommands } from '../audit/commands.ts'
import { GENERATOR_NAMES, GENERATORS, type GeneratorName } from '../audit/generators.ts'
import { type AuditRun, renderReport } from '../audit/report.ts'
import { runAudit } from '../audit/run.ts'
import type { AuditSpec } from '../audit/spec.ts'
import { versions } from '../audit/versions.ts'
import {
  ALGORITHM,
  assertClientSeed,
  assertServerSeed,
  commit,
  generateServerSeed,
  randomClientSeed,
} from '../seeds.ts'
import { parseCards, parseCount, UsageError } from './args.ts'
import type { CliIo } from './io.ts'

/** The seeds `felt-fair audit` uses unless told otherwise. */
export const AUDIT_SERVER_SEED: string =
  '42f75b193ebac72f2ceaede9fcebf2d55f1bf7461fce8dba10ffee961bf1c3ae'
/** The client seed `felt-fair audit` uses unless told otherwise. */
export const AUDIT_CLIENT_SEED: string = 'felt-audit'

function auditSpec(values: Record<string, unknown>): AuditSpec {
  const shuffles = parseCount('shuffles', (values.shuffles as string | undefined) ?? '100000', 1e10)
  if (shuffles < 2) throw new UsageError('--shuffles must be at least 2')
  const cards = parseCards((values.cards as string | undefined) ?? '52')
  const generator = (values.generator as string | undefined) ?? 'v1'
  if (!GENERATOR_NAMES.includes(generator as GeneratorName)) {
    throw new UsageError(`--generator must be one of ${GENERATOR_NAMES.join(', ')}`)
  }
  const server = values['server-seed'] as string | undefined
  const client = values['client-seed'] as string | undefined
  if (values.random && (server !== undefined || client !== undefined)) {
    throw new UsageError('--random picks both seeds: drop --server-seed and --client-seed')
  }
  if ((server === undefined) !== (client === undefined)) {
    throw new UsageError('give both --server-seed and --client-seed, or --random, or neither')
  }
  const serverSeed = values.random ? generateServerSeed() : (server ?? AUDIT_SERVER_SEED)
  const clientSeed = values.random ? randomClientSeed() : (client ?? AUDIT_CLIENT_SEED)
  assertServerSeed(serverSeed)
  assertClientSeed(clientSeed)
  return { generator: generator as GeneratorName, serverSeed, clientSeed, cards, shuffles }
}

function fixed(x: number): string {
  if (x === 0) return '0'
  if (Math.abs(x) >= 1e5) return x.toFixed(1)
  return Math.abs(x) < 1e-3 ? x.toExponential(3) : x.toFixed(4)
}

/** The p-value as printed: 4 decimals, or 3 significant digits below 0.001. */
export function formatP(p: number): string {
  return p >= 0.001 ? p.toFixed(4) : p === 0 ? '0 (below 1e-300)' : p.toPrecision(3)
}

function text(run: AuditRun, reportPath: string | undefined): string {
  const { spec, battery } = run
  const lines = [
    `felt-fair audit: algorithm ${ALGORITHM}, generator ${spec.generator}, ${spec.cards} cards, ${spec.shuffles} shuffles (nonces 0..${spec.shuffles - 1}), ${run.threads} threads, ${run.seconds.toFixed(1)} s`,
    `server seed ${spec.serverSeed} (commitment ${run.commitment}), client seed ${JSON.stringify(spec.clientSeed)}`,
    ...(spec.generator === 'v1' ? [] : [`KNOWN-BAD GENERATOR: ${GENERATORS[spec.generator]}`]),
    `pass rule: ${battery.correction}`,
    ...battery.tests.map(
      (t) =>
        `${t.passed ? 'pass' : 'FAIL'}  ${t.name.padEnd(34)} ${t.statisticName} ${fixed(t.statistic)}${t.degreesOfFreedom === null ? '' : `, df ${t.degreesOfFreedom}`}, p ${formatP(t.pValue)} (${t.tail})`,
    ),
    battery.passed
      ? `battery: pass (all ${battery.tests.length} tests at p >= ${battery.threshold.toPrecision(3)})`
      : `battery: FAIL (${battery.failed.join(', ')})`,
    `${(battery.streamBytes / 1e6).toFixed(1)} MB of HMAC stream tested; chi-square p-values are P(X >= statistic), normal ones P(|Z| >= |z|); a fair generator gives p uniform on [0, 1]`,
    ...(reportPath ? [`report: ${reportPath}`] : []),
  ]
  return `${lines.join('\n')}\n`
}

/**
 * `felt-fair audit`: the statistical battery over `--shuffles` v1 shuffles (or a known-bad
 * generator's), exit 0 when it passes and 1 when it fails.
 */
export async function auditCommand(values: Record<string, unknown>, io: CliIo): Promise<number> {
  const spec = auditSpec(values)
  const reportPath = values.report as string | undefined
  if (reportPath !== undefined && !io.writeText) throw new UsageError('cannot write files here')
  const blocks = spec.shuffles * Math.ceil((spec.cards - 1) / 8)
  // A worker takes about a second to start from source: small runs stay in this thread.
  const used =
    values.threads !== undefined
      ? parseCount('threads', values.threads as string, 256)
      : blocks < 150000
        ? 0
        : availableParallelism()
  const started = Date.now()
  const progress = used > 0 ? io.progress?.(`audit ${spec.shuffles} x ${spec.cards}`) : undefined
  let tally: Awaited<ReturnType<typeof runAudit>>
  try {
    tally = await runAudit(spec, { threads: used, onProgress: progress?.update })
  } finally {
    progress?.end()
  }
  const run: AuditRun = {
    spec,
    commitment: await commit(spec.serverSeed),
    battery: runBattery(spec, tally),
    tally,
    threads: Math.max(1, used),
    seconds: (Date.now() - started) / 1000,
    startedAt: new Date(started).toISOString(),
    versions: versions(),
    commands: reproduceCommands(spec, reportPath),
  }
  if (reportPath !== undefined) {
    try {
      await io.writeText!(reportPath, renderReport(run))
    } catch (e) {
      throw new UsageError(
        `cannot write ${reportPath}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      )
    }
  }
  if (values.json) {
    const { tally: _, ...rest } = run
    await io.out(`${JSON.stringify({ algorithm: ALGORITHM, ...rest })}\n`)
  } else {
    await io.out(text(run, reportPath))
  }
  return run.battery.passed ? 0 : 1
}
