import { parseCard, parseCards } from '@felt/cards'
import { analyze, formatAnalysis, zeroAdvice, zeroMathRules } from '@felt/math'

// The Lunar Poker Super wager, exactly (all 2,598,960 five-card hands).
const superBet = await analyze({ game: 'stud-poker', ruleset: 'lunar', bet: 'super' })
console.log(formatAnalysis(superBet))

// Caribbean Stud, three rules of thumb, 2 million seeded rounds on 2 threads
// (an exact engine exists for this bet: method 'simulate' asks for Monte Carlo).
const cs = await analyze({
  game: 'stud-poker',
  ruleset: 'caribbean-stud',
  strategy: 'rules-of-thumb',
  method: 'simulate',
  rounds: 2_000_000,
  seed: 42,
  threads: 2,
})
console.log(
  `\nCaribbean Stud: house edge ${(cs.houseEdge * 100).toFixed(3)}% ± ${(cs.standardError * 100).toFixed(3)}%`,
)

// Zero: what to do with 4-4 against a 5, with the expected value of each decision.
const advice = zeroAdvice(zeroMathRules('six-deck', {}), {
  hand: parseCards('4d 4s'),
  up: parseCard('5h'),
})
console.log('Zero 4-4 vs 5:', advice.decision, advice.ev)
