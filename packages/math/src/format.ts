import { type Analysis, hasStandardError, type Method } from './result.ts'

const pct = (x: number, d = 4): string => `${(x * 100).toFixed(d)}%`

function pad(s: string, n: number, right = false): string {
  return right ? s.padStart(n) : s.padEnd(n)
}

/** What each method's figure is, in a few words (the text output and the reports). */
export const METHOD_TEXT: Readonly<Record<Method, string>> = {
  exact: 'exact: every outcome enumerated',
  solver: "solver: the stud solver's approximation",
  'sampled-exact': 'sampled exact: every situation valued exactly, the draws sampled',
  simulate: 'simulate: seeded Monte Carlo',
}

/**
 * A return table in the Wizard of Odds layout (event, pays, probability or
 * combinations, return) followed by the summary figures, as text.
 */
export function formatAnalysis(a: Analysis): string {
  const lines: string[] = []
  const head = `${a.game} / ${a.ruleset} / bet ${a.bet} / strategy ${a.strategy} / ${a.method}`
  lines.push(head)
  if (Object.keys(a.overrides).length > 0) lines.push(`overrides: ${JSON.stringify(a.overrides)}`)
  const w = Math.max(5, ...a.table.map((r) => r.event.length))
  const hasCount = a.table.some((r) => r.count !== undefined)
  lines.push(
    `${pad('Event', w)}  ${pad('Pays', 8, true)}  ${hasCount ? `${pad('Count', 14, true)}  ` : ''}${pad('Probability', 12, true)}  ${pad('Return', 12, true)}`,
  )
  let p = 0
  let r = 0
  for (const row of a.table) {
    p += row.probability
    r += row.return
    lines.push(
      `${pad(row.event, w)}  ${pad(String(+row.pays.toFixed(4)), 8, true)}  ${hasCount ? `${pad(String(row.count ?? ''), 14, true)}  ` : ''}${pad(row.probability.toFixed(10), 12, true)}  ${pad(row.return.toFixed(10), 12, true)}`,
    )
  }
  lines.push(
    `${pad('Total', w)}  ${pad('', 8)}  ${hasCount ? `${pad(String(a.rounds ?? ''), 14, true)}  ` : ''}${pad(p.toFixed(10), 12, true)}  ${pad(r.toFixed(10), 12, true)}`,
  )
  lines.push('')
  const sampled = hasStandardError(a.method)
  const m = a.approximation?.measuredError
  const se = sampled
    ? ` ± ${pct(a.standardError)} (1 SE)`
    : m
      ? ` (solver; measured error ${m.error >= 0 ? '+' : '-'}${pct(Math.abs(m.error))})`
      : a.method === 'solver'
        ? ' (solver; error not measured for these rules)'
        : ''
  lines.push(`House edge          ${pct(a.houseEdge)}${se}   (expected loss / initial wager)`)
  lines.push(
    `Element of risk     ${pct(a.elementOfRisk)}   (expected loss / average total wagered ${a.averageWager.toFixed(6)})`,
  )
  lines.push(`Standard deviation  ${a.standardDeviation.toFixed(6)}`)
  const run =
    a.method === 'simulate'
      ? `rounds ${a.rounds}, seed ${a.seed}, threads ${a.threads}`
      : `threads ${a.threads}`
  const approx = a.approximation ? ` (${a.approximation.name})` : ''
  lines.push(`Method              ${a.method}${approx}, ${run}, ${a.seconds.toFixed(2)} s`)
  for (const n of a.notes) lines.push(`Note: ${n}`)
  return lines.join('\n')
}
