// The README's example: pnpm exec tsx scripts/example.ts
import { parseCards } from '@felt/cards'
import { categoryOf, describeHand, evaluate, rank7 } from '../src/index.ts'

const board = parseCards('Ah Kh 7c 7d 2s')
const alice = [...parseCards('Qh Jh'), ...board]
const bob = [...parseCards('As 7s'), ...board]

const a = evaluate(alice)
const b = evaluate(bob)
console.log(a.category, a.strength, describeHand(a.strength))
console.log(b.category, b.strength, describeHand(b.strength))
console.log(a.strength > b.strength ? 'Alice wins' : a.strength < b.strength ? 'Bob wins' : 'split')

// Hot path: integer codes in, an integer out, nothing allocated.
const [c1, c2, c3, c4, c5, c6, c7] = bob as [number, number, number, number, number, number, number]
const s = rank7(c1, c2, c3, c4, c5, c6, c7)
console.log(s, categoryOf(s))
