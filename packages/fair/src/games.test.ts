import { houseWay } from '@felt/break-poker'
import { describe, expect, it } from 'vitest'
import { type Chooser, playRound } from '../test/play.ts'
import { games } from './games.ts'
import { verifyRound } from './verify.ts'

interface Case {
  readonly game: string
  readonly rulesets: readonly string[]
  readonly wagers: unknown
  readonly choose: Chooser
}

const studChoice = ['play', 'fold', 'buy', 'take', 'force', 'insure']

const cases: Case[] = [
  ...['lunar', 'lunar-finland', 'russian', 'caribbean-stud', 'oasis'].map((ruleset) => ({
    game: 'stud-poker',
    rulesets: [ruleset],
    wagers: {
      boxes:
        ruleset === 'lunar'
          ? [
              { ante: 10, super: 10 },
              { ante: 5, super: 5 },
            ]
          : [{ ante: 10 }, { ante: 5 }],
    },
    choose: ((legal, step, nonce) => {
      const options = legal.filter((a) => studChoice.includes(a.type))
      const a = options[(nonce + step) % options.length]!
      return a.type === 'insure'
        ? { type: a.type, box: a.box, amount: a.min }
        : { type: a.type, box: a.box }
    }) satisfies Chooser,
  })),
  {
    game: 'break-poker',
    rulesets: ['standard'],
    wagers: { seats: [{ main: 10, luckyBreak: 5, bonus: 5 }, { main: 20 }] },
    choose: (legal) => {
      const a = legal[0]!
      const way = houseWay(a.cards as number[])
      return { type: 'set', seat: a.seat, two: way.two, three: way.three }
    },
  },
  {
    game: 'zero',
    rulesets: ['six-deck', 'eight-deck'],
    wagers: { zero: 10, zeroPayouts: 5 },
    choose: (legal, step, nonce) => {
      const a = legal[(nonce + step) % legal.length]!
      return { type: a.type, hand: a.hand }
    },
  },
]

describe('receipts of real games', () => {
  it('registers every game under its id', () => {
    for (const [id, game] of Object.entries(games)) expect(game.id).toBe(id)
    expect(Object.keys(games)).toEqual(expect.arrayContaining(cases.map((c) => c.game)))
  })

  for (const c of cases) {
    for (const ruleset of c.rulesets) {
      it(`verifies 12 played ${c.game} rounds (${ruleset})`, async () => {
        for (let nonce = 0; nonce < 12; nonce++) {
          const receipt = await playRound(games[c.game]!, ruleset, c.wagers, nonce, c.choose)
          const report = await verifyRound(receipt)
          expect(report.mismatches).toEqual([])
          expect(report.valid).toBe(true)
        }
      })
    }

    it(`names a changed card and payout in a ${c.game} receipt`, async () => {
      const receipt = await playRound(games[c.game]!, c.rulesets[0]!, c.wagers, 1, c.choose)
      const dealt = receipt.dealt.map((d, i) => (i === 0 ? { ...d, card: (d.card + 1) % 52 } : d))
      const lines = receipt.settlement.lines.map((l, i) =>
        i === 0 ? { ...l, payout: l.payout + 1 } : l,
      )
      const report = await verifyRound({
        ...receipt,
        dealt,
        settlement: { ...receipt.settlement, lines },
      })
      expect(report.valid).toBe(false)
      expect(report.mismatches.map((m) => m.field)).toEqual([
        'dealt[0].card',
        'settlement.lines[0].payout',
      ])
    })
  }

  it('names rules that their rule set with their overrides does not resolve to: INVALID_RULES', async () => {
    const c = cases.find((k) => k.game === 'break-poker')!
    const receipt = await playRound(games[c.game]!, 'standard', c.wagers, 0, c.choose)
    // 'k32' is a valid override, but the rule set upper-cases it to 'K32'.
    const rules = { ...(receipt.rules as object), dealerQualifier: 'k32' }
    const report = await verifyRound({ ...receipt, rules })
    expect(report.mismatches[0]).toMatchObject({ field: 'rules' })
    expect(report.mismatches[0]!.message).toMatch(
      /INVALID_RULES: the rule set with these overrides resolves differently \(dealerQualifier\)$/,
    )
  })
})
