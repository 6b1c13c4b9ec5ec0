import { createGenerator } from './generators.ts'
import { type AuditSpec, canonicalCodes, tallyShape } from './spec.ts'
import { Tallier } from './tallier.ts'
import type { AuditTally } from './tally.ts'

/** Tallies the shuffles of nonces `from .. to - 1` of `spec` in this thread. */
export function tallyRange(spec: AuditSpec, from: number, to: number): AuditTally {
  const tallier = new Tallier(tallyShape(spec.cards), canonicalCodes(spec.cards))
  const generator = createGenerator(
    spec.generator,
    spec.serverSeed,
    spec.clientSeed,
    spec.cards,
    tallier,
  )
  const perm = new Array<number>(spec.cards).fill(0)
  for (let nonce = from; nonce < to; nonce++) {
    generator.shuffle(nonce, perm)
    tallier.shuffle(perm)
  }
  return tallier.finish()
}
