import type { AuditSpec } from './spec.ts'

function quote(text: string): string {
  return /^[\w.:/-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`
}

/**
 * The shell commands that reproduce an audit run: the same audit, the decks it tallied,
 * and the raw stream of one nonce for external test suites.
 */
export function reproduceCommands(spec: AuditSpec, reportPath?: string): string[] {
  const seeds = `--server-seed ${spec.serverSeed} --client-seed ${quote(spec.clientSeed)}`
  const generator = spec.generator === 'v1' ? '' : ` --generator ${spec.generator}`
  const report = reportPath ? ` --report ${quote(reportPath)}` : ''
  return [
    `felt-fair audit --shuffles ${spec.shuffles} --cards ${spec.cards} ${seeds}${generator}${report}`,
    `felt-fair dump ${seeds} --nonces 0..${spec.shuffles - 1} --cards ${spec.cards} --codes`,
    `felt-fair dump ${seeds} --nonce 0 --raw ${Math.ceil((spec.cards - 1) / 8) * 8} --format bin`,
  ]
}
