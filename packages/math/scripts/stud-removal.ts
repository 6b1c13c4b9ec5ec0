// Measures, for the design of exact draws in the stud solver, how well a draw's exact value
// (the discarded cards out of the dealer's hand, the second decision knowing them) is
// approached by:
// - `approx`, the solver's approximation: each final hand scored as if the discards could
//   still be the dealer's, its decision made on the final hand alone;
// - `linear`, effects of removal taken one card at a time: each final hand's play (and
//   insure) value scored without the discards, plus, for each discarded card, how much
//   taking that one card out of the dealer's cards changes it; the best of fold and those;
// - `pairs too`: `linear` plus, for each pair of discarded cards, what taking both out
//   changes beyond each alone (second order; exact for a draw of two); and, to see which
//   pairs carry it, `linear` plus the pairs of one kind only (of one rank, holding the
//   dealer's rank, of one suit, the others).
// For random situations (seeded; the up card the club of its rank), three draws each (keep
// the highest card, the highest two, the highest three), over every final hand of a draw of
// two or three cards and over --draws sampled final hands (the same for the three methods)
// of a draw of four. Reports, per draw size, the mean and the mean |error| of each method
// against the exact value, per Ante.
// Usage (repo root): pnpm exec tsx packages/math/scripts/stud-removal.ts --ruleset lunar
//   [--situations 40] [--draws 3000] [--seed 1]
import { parseArgs } from 'node:util'
import { seededRandom } from '@felt/cards'
import { studPoker } from '@felt/stud-poker'
import { dealerTable } from '../src/stud/exact/dealer-table.ts'
import { FinalHandScorer, qualifyingStrength } from '../src/stud/exact/final-hand.ts'
import { sortLocal, swapWithClubs } from '../src/stud/exact/subsets.ts'

const { values: args } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'lunar' },
    situations: { type: 'string', default: '40' },
    draws: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '1' },
  },
})
const rules = studPoker.rules(args.ruleset!)
const random = seededRandom(Number(args.seed))
const sampled = Number(args.draws)

/** Per draw size: count, then sum and sum of |.| of (method - exact) for approx and linear. */
const stats = new Map<number, Float64Array>()
const removed = new Int32Array(11)
const cards = new Int32Array(11)

/** The kinds of pairs of discards whose joint effect is reported apart. */
const PAIR_KINDS = ['one rank', "the dealer's rank", 'one suit', 'other'] as const

/** The kind of the pair of cards a, b against the up card of rank `upRank`. */
function pairKind(a: number, b: number, upRank: number): number {
  if (a % 13 === b % 13) return 0
  if (a % 13 === upRank || b % 13 === upRank) return 1
  return Math.floor(a / 13) === Math.floor(b / 13) ? 2 : 3
}

/** Per draw size and pair kind: count, sum and sum of |.| of (linear + that kind - exact). */
const kindStats = new Map<number, Float64Array>()

/** The best of fold, play and insure from the play and insure values. */
const best = (play: number, insure: number): number => Math.max(-1, play, insure)

const started = performance.now()
for (let s = 0; s < Number(args.situations); s++) {
  const deck = Array.from({ length: 52 }, (_, c) => c)
  for (let j = 0; j < 6; j++) {
    const k = j + random(52 - j)
    ;[deck[j], deck[k]] = [deck[k]!, deck[j]!]
  }
  // The up card as the club of its rank: its suit and clubs swapped in the hand.
  const up = deck[5]!
  const upCard = up % 13
  const hand = deck
    .slice(0, 5)
    .map((c) => swapWithClubs(c, Math.floor(up / 13)))
    .sort((a, b) => (b % 13) - (a % 13) || a - b)
  const scorer = new FinalHandScorer(rules, dealerTable(upCard, qualifyingStrength(rules)))
  const rest = Array.from({ length: 52 }, (_, c) => c).filter(
    (c) => c !== upCard && !hand.includes(c),
  )
  for (let keep = 1; keep <= 3; keep++) {
    const kept = hand.slice(0, keep)
    const discards = hand.slice(keep)
    const k = discards.length
    if (rules.exchange === null || k < rules.exchange.min || k > rules.exchange.max) continue
    /** Scores the final hand against the dealer without the cards `out`: play and insure. */
    const score = (final: number[], out: number[]): [number, number] => {
      const all = [...final, ...out]
      for (let i = 0; i < all.length; i++) cards[i] = all[i]!
      sortLocal(cards, all.length, upCard, removed)
      const v = scorer.score(final, 5, removed, all.length)
      return [v.play.value, v.insured.value]
    }
    const one = (drawn: number[]) => {
      const final = [...kept, ...drawn]
      const [p0, i0] = score(final, [])
      const [pe, ie] = score(final, discards)
      // Each discarded card alone out of the dealer's cards.
      const alone = discards.map((x) => score(final, [x]))
      let pl = p0
      let il = i0
      for (const [px, ix] of alone) {
        pl += px - p0
        // -Infinity where the hand may not insure: it stays so.
        if (i0 > Number.NEGATIVE_INFINITY) il += ix - i0
      }
      // Pairs of discarded cards: what taking both out changes beyond each alone.
      let pq = pl
      let iq = il
      const kp = PAIR_KINDS.map(() => pl)
      const ki = PAIR_KINDS.map(() => il)
      for (let u = 0; u < k; u++)
        for (let w = u + 1; w < k; w++) {
          const [pu, iu] = alone[u]!
          const [pw, iw] = alone[w]!
          const [puw, iuw] = score(final, [discards[u]!, discards[w]!])
          const kind = pairKind(discards[u]!, discards[w]!, upCard)
          const dp = puw - pu - pw + p0
          pq += dp
          kp[kind]! += dp
          if (i0 > Number.NEGATIVE_INFINITY) {
            const di = iuw - iu - iw + i0
            iq += di
            ki[kind]! += di
          }
        }
      // The approximation decides on the final hand alone; its value is what it believes.
      return {
        values: [best(p0, i0), best(pe, ie), best(pl, il), best(pq, iq)] as const,
        kinds: kp.map((p, j) => best(p, ki[j]!)),
      }
    }
    let n = 0
    let a = 0
    let e = 0
    let l = 0
    let q = 0
    const kinds = new Float64Array(PAIR_KINDS.length)
    const add = (drawn: number[]): void => {
      const {
        values: [x, y, z, w],
        kinds: kv,
      } = one(drawn)
      a += x
      e += y
      l += z
      q += w
      kv.forEach((v, j) => {
        kinds[j]! += v
      })
      n++
    }
    if (k <= 3) {
      const visit = (from: number, drawn: number[]): void => {
        if (drawn.length === k) add(drawn)
        else for (let i = from; i < rest.length; i++) visit(i + 1, [...drawn, rest[i]!])
      }
      visit(0, [])
    } else {
      for (let t = 0; t < sampled; t++) {
        const pool = rest.slice()
        for (let j = 0; j < k; j++) {
          const m = j + random(pool.length - j)
          ;[pool[j], pool[m]] = [pool[m]!, pool[j]!]
        }
        add(pool.slice(0, k))
      }
    }
    const st = stats.get(k) ?? new Float64Array(7)
    st[0]! += 1
    st[1]! += (a - e) / n
    st[2]! += Math.abs(a - e) / n
    st[3]! += (l - e) / n
    st[4]! += Math.abs(l - e) / n
    st[5]! += (q - e) / n
    st[6]! += Math.abs(q - e) / n
    stats.set(k, st)
    const ks = kindStats.get(k) ?? new Float64Array(1 + 2 * PAIR_KINDS.length)
    ks[0]! += 1
    PAIR_KINDS.forEach((_, j) => {
      ks[1 + 2 * j]! += (kinds[j]! - e) / n
      ks[2 + 2 * j]! += Math.abs(kinds[j]! - e) / n
    })
    kindStats.set(k, ks)
  }
  process.stderr.write(
    `\r${s + 1} situations, ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
}
process.stderr.write('\n')
console.log(
  `${args.ruleset}: ${args.situations} situations, seed ${args.seed}; per Ante, method - exact`,
)
console.log(
  '| cards drawn | draws | approx: mean | approx: mean abs | linear: mean | linear: mean abs | pairs too: mean | pairs too: mean abs |',
)
console.log('|---|---|---|---|---|---|---|---|')
for (const [k, st] of [...stats].sort((x, y) => x[0] - y[0])) {
  const c = st[0]!
  const f = (x: number): string => x.toFixed(5)
  console.log(
    `| ${k} | ${c} | ${f(st[1]! / c)} | ${f(st[2]! / c)} | ${f(st[3]! / c)} | ${f(st[4]! / c)} | ${f(st[5]! / c)} | ${f(st[6]! / c)} |`,
  )
}
console.log(
  `\nlinear plus the pairs of one kind only: mean and mean |.| of (method - exact) per Ante\n| cards drawn | ${PAIR_KINDS.map((kd) => `${kd}: mean | ${kd}: mean abs`).join(' | ')} |`,
)
console.log(`|---|${PAIR_KINDS.map(() => '---|---|').join('')}`)
for (const [k, ks] of [...kindStats].sort((x, y) => x[0] - y[0])) {
  const c = ks[0]!
  const cells = PAIR_KINDS.map(
    (_, j) => `${(ks[1 + 2 * j]! / c).toFixed(5)} | ${(ks[2 + 2 * j]! / c).toFixed(5)}`,
  )
  console.log(`| ${k} | ${cells.join(' | ')} |`)
}
