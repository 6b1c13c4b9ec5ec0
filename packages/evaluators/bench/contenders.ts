/**
 * The evaluators compared by the benchmark, each through its fastest entry point over
 * integer codes, with hands pre-converted to its own card encoding.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { rank5, rank7 } from '../src/index.ts'

const require = createRequire(import.meta.url)

/** One evaluator under test. */
export interface Contender {
  readonly name: string
  /** Converts one of our card codes (suit * 13 + rank) to the contender's code. */
  readonly encode: (code: number) => number
  /** Strength of a 5-card hand on a common scale: 1..7462, higher wins. */
  readonly run5: (h: Uint8Array, count: number) => number
  /** Sum of strengths of `count` 7-card hands stored 7 bytes each (the sum defeats dead-code elimination). */
  readonly run7: (h: Uint8Array, count: number) => number
  /** Strength of one hand on our scale (1..7462, higher wins), for the agreement check. */
  readonly one: (cards: readonly number[]) => number
}

const felt: Contender = {
  name: '@felt/evaluators',
  encode: (code) => code,
  run5(h, count) {
    let sum = 0
    for (let i = 0, o = 0; i < count; i++, o += 5) {
      sum += rank5(h[o]!, h[o + 1]!, h[o + 2]!, h[o + 3]!, h[o + 4]!)
    }
    return sum
  },
  run7(h, count) {
    let sum = 0
    for (let i = 0, o = 0; i < count; i++, o += 7) {
      sum += rank7(h[o]!, h[o + 1]!, h[o + 2]!, h[o + 3]!, h[o + 4]!, h[o + 5]!, h[o + 6]!)
    }
    return sum
  },
  one: (c) =>
    c.length === 5
      ? rank5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!)
      : rank7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!),
}

// Both competitors code a card as rank * 4 + suit and return 1 (royal) .. 7462 (worst).
const rankTimesFour = (code: number): number => (code % 13) * 4 + ((code / 13) | 0)

type Positional5 = (a: number, b: number, c: number, d: number, e: number) => number
type Positional7 = (
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
) => number

// phe has no exports map: its per-size positional evaluators are its fastest entry points.
const phe5 = require('phe/lib/evaluator5') as Positional5
const phe7 = require('phe/lib/evaluator7') as Positional7
const phe: Contender = {
  name: 'phe 0.6.0',
  encode: rankTimesFour,
  run5(h, count) {
    let sum = 0
    for (let i = 0, o = 0; i < count; i++, o += 5) {
      sum += phe5(h[o]!, h[o + 1]!, h[o + 2]!, h[o + 3]!, h[o + 4]!)
    }
    return sum
  },
  run7(h, count) {
    let sum = 0
    for (let i = 0, o = 0; i < count; i++, o += 7) {
      sum += phe7(h[o]!, h[o + 1]!, h[o + 2]!, h[o + 3]!, h[o + 4]!, h[o + 5]!, h[o + 6]!)
    }
    return sum
  },
  one: (c) =>
    7463 -
    (c.length === 5 ? phe5 : phe7)(
      ...(c as [number, number, number, number, number, number, number]),
    ),
}

// @pokertools/evaluator exports only `evaluate(codes)`; its per-size functions skip the length
// dispatch, so load them from the package's own dist folder. They take an array: reuse one.
const pokertoolsCore = require(
  join(dirname(require.resolve('@pokertools/evaluator')), 'core', 'evaluator.js'),
) as { evaluate5Cards: (c: number[]) => number; evaluate7Cards: (c: number[]) => number }
const { evaluate5Cards, evaluate7Cards } = pokertoolsCore
const pokertools: Contender = {
  name: '@pokertools/evaluator 1.0.20',
  encode: rankTimesFour,
  run5(h, count) {
    const buf = [0, 0, 0, 0, 0]
    let sum = 0
    for (let i = 0, o = 0; i < count; i++, o += 5) {
      buf[0] = h[o]!
      buf[1] = h[o + 1]!
      buf[2] = h[o + 2]!
      buf[3] = h[o + 3]!
      buf[4] = h[o + 4]!
      sum += evaluate5Cards(buf)
    }
    return sum
  },
  run7(h, count) {
    const buf = [0, 0, 0, 0, 0, 0, 0]
    let sum = 0
    for (let i = 0, o = 0; i < count; i++, o += 7) {
      buf[0] = h[o]!
      buf[1] = h[o + 1]!
      buf[2] = h[o + 2]!
      buf[3] = h[o + 3]!
      buf[4] = h[o + 4]!
      buf[5] = h[o + 5]!
      buf[6] = h[o + 6]!
      sum += evaluate7Cards(buf)
    }
    return sum
  },
  one: (c) => 7463 - (c.length === 5 ? evaluate5Cards : evaluate7Cards)([...c]),
}

/** Every contender, ours first. */
export const CONTENDERS: readonly Contender[] = [felt, pokertools, phe]
