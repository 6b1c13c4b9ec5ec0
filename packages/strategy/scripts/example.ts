import { formatCards, parseCard, parseCards } from '@felt/cards'
import { breakOptimalSetting, houseWay } from '@felt/strategy/break-poker'
import { caribbeanDecision, studReadableStrategy } from '@felt/strategy/stud-poker'
import { loadStudTable } from '@felt/strategy/stud-poker/table'
import { zeroBasicDecision, zeroBasicStrategies } from '@felt/strategy/zero'

const six = zeroBasicStrategies['six-deck']!
console.log('Zero 2-4 vs 7:', zeroBasicDecision(six, parseCards('2d 4s'), parseCard('7h')))
console.log('Zero 2-3-4 vs 5:', zeroBasicDecision(six, parseCards('2d 3s 4c'), parseCard('5h')))
console.log('Zero basic strategy return:', six.expectedReturn.toFixed(6))

console.log(
  'Caribbean A-K-Q-6-3 vs 4:',
  caribbeanDecision('rules-of-thumb', parseCards('Ac Kd Qh 6s 3c'), parseCard('4d')),
)

const lunar = await loadStudTable('lunar')
console.log('Lunar A-K-7-7-2 vs 9:', lunar.best(parseCards('As Ks 7d 7h 2c'), parseCard('9s')))
const readable = studReadableStrategy('lunar')
const d = readable.decide(parseCards('As Ks 7d 7h 2c'), parseCard('9s'))
console.log(
  'Readable Lunar, same hand:',
  d.action,
  `(line ${d.line + 1}: ${readable.lines[d.line]})`,
)

for (const hand of ['Jk As Ks Qd 7c 7h 2s', 'Jk Ac Kd Kh Qs Jc Td']) {
  const s = breakOptimalSetting(parseCards(hand))
  const hw = houseWay(parseCards(hand))
  console.log(
    `Break Poker ${hand}: ${formatCards(s.two)} / ${formatCards(s.three)} (${s.source}; house way ${formatCards(hw.two)} / ${formatCards(hw.three)})`,
  )
}
