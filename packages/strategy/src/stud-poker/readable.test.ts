import { parseCard, parseCards } from '@felt/cards'
import { describe, expect, it } from 'vitest'
import { STUD_READABLE_RULESETS, studReadableStrategy } from './readable.ts'
import { loadStudTable, type StudTableRuleset } from './table.ts'

const lunar = studReadableStrategy('lunar')
const decide = (cards: string, up: string) => {
  const d = lunar.decide(parseCards(cards), parseCard(up))
  return { action: d.action, discard: d.discard.join(' '), line: d.line + 1 }
}
const codes = (cards: string) => parseCards(cards).join(' ')

describe('the readable lunar strategy', () => {
  it('has at most about 30 lines, one per rule, the second decision last', () => {
    expect(lunar.lines.length).toBeLessThanOrEqual(30)
    expect(lunar.lines.at(-1)).toMatch(/^After a buy or an exchange/)
    expect(STUD_READABLE_RULESETS).toEqual(['lunar', 'lunar-finland', 'russian', 'oasis'])
  })

  it('answers the plain hands plainly', () => {
    expect(decide('9s 9h 9d 9c 2h', '5c')).toMatchObject({ action: 'play', line: 2 })
    expect(decide('2h 5h 9h Jh Kh', '5c')).toMatchObject({ action: 'buy', line: 3 })
    expect(decide('Ah Kh Qh Jh Th', '5c')).toMatchObject({ action: 'instant', line: 1 })
  })

  it('plays a pair as high as the dealer card, exchanges three to a lower pair', () => {
    expect(decide('7s 7h 2d 9c Jh', '7c')).toMatchObject({ action: 'play', line: 6 })
    expect(decide('7s 7h 2d 9c Jh', '8d')).toEqual({
      action: 'exchange',
      discard: codes('2d 9c Jh'),
      line: 7,
    })
  })

  it('keeps three to a high straight flush and exchanges two', () => {
    expect(decide('Td Jd Qd 2h 3s', '5c')).toEqual({
      action: 'exchange',
      discard: codes('2h 3s'),
      line: 9,
    })
  })

  it('keeps the lone high card only against low dealer cards', () => {
    expect(decide('Qs 9h 6d 4c 2h', '5c')).toMatchObject({ action: 'exchange', line: 12 })
    expect(decide('Qs 9h 6d 4c 2h', '9c')).toMatchObject({ action: 'fold', line: 12 })
    expect(decide('As 9h 6d 4c 2h', 'Ac')).toMatchObject({ action: 'fold', line: 12 })
  })

  it('keeps two high cards against the dealer cards their table keeps them against', () => {
    const kept = (cards: string, up: string) => {
      const all = parseCards(cards)
      const d = lunar.decide(all, parseCard(up))
      return { line: d.line + 1, kept: all.filter((c) => !d.discard.includes(c)) }
    }
    // King-queen suited against 2 to J; against a queen the king alone, held beside a
    // card of the dealer's rank.
    expect(kept('Ks Qs 7d 4c 2h', '9c')).toEqual({ line: 11, kept: parseCards('Ks Qs') })
    expect(kept('Ks Qs 7d 4c 2h', 'Qc')).toEqual({ line: 12, kept: parseCards('Ks') })
    expect(decide('Ks Qs 7d 4c 2h', 'Ac')).toMatchObject({ action: 'fold', line: 12 })
    // Unsuited only from a 7 on: against a 5 the king alone is kept.
    expect(kept('Kd Qs 7d 4c 2h', '5c')).toEqual({ line: 12, kept: parseCards('Kd') })
    expect(kept('Kd Qs 7d 4c 2h', '9c')).toEqual({ line: 11, kept: parseCards('Kd Qs') })
    // Two below the king beside an ace: the ace alone (ace-queen of two suits only against a jack).
    expect(kept('Ad Qs Jh Th 3c', '8c')).toEqual({ line: 12, kept: parseCards('Ad') })
    expect(kept('8d Qs Jh Th 3c', '8c')).toEqual({ line: 11, kept: parseCards('Jh Th') })
  })

  it("takes the table's action on the hands its refined lines were read from", async () => {
    // Read off the table solved with second-order draws (2026-12-02); a table solved
    // again that moves one of these fails here, and the lines are to be read again.
    const cases: TableCase[] = [
      ['2s 2h Ad Kc 7h', 'Ac', 'play', 6],
      ['2s 2h Ad Kc 7h', '9c', 'exchange', 7],
      ['As Kd Qh Jc 5s', 'Kc', 'buy', 10],
      ['As Kd Qh Jc 5s', '8c', 'exchange', 10],
      ['As Ah Kd Qc Js', 'Tc', 'play', 6],
      // Tens or better play against any card below a king.
      ['Js Jh 9d 4c 2h', 'Qc', 'play', 6],
      ['Ts Th 5d 3c 2h', 'Kc', 'exchange', 7],
      // The dealer's card matching another card: sevens or better play (jacks against K, A).
      ['8s 8h Qd 9c 4h', '9s', 'play', 6],
      ['4s 4h Qd 9c 7h', '9s', 'exchange', 7],
      ['Js Jh Ad 5c 2h', 'As', 'play', 6],
      ['9s 9h Kd 5c 2h', 'Ks', 'exchange', 7],
      // Five of six consecutive ranks: bought unless the dealer holds the missing rank.
      ['5s 6h 7d 9c Th', '2c', 'buy', 8],
      ['5s 6h 7d 9c Th', '8c', 'fold', 12],
      // A lone king against 2 to 10, or a queen beside a card of the dealer's rank.
      ['Ks 9h 6d 4c 2h', 'Tc', 'exchange', 12],
      ['Ks 9h 6d 4c 2h', 'Jc', 'fold', 12],
      ['Ks Qh 6d 4c 2h', 'Qc', 'exchange', 12],
      // Ace-queen of two suits against a jack, king-queen suited against a king, and queen,
      // jack and ten against 4 to 8 are kept (2026-12-02, third reading).
      ...WIDER_TWOS.map(([cards, up, action, line]): TableCase => [cards, up, action, line + 1]),
    ]
    await agreesWithTable('lunar', cases)
  })

  it('buys with four to a straight that two ranks complete, not with a single inside draw', () => {
    expect(decide('8s 9h Td Qc 6h', '5c')).toMatchObject({ action: 'buy', line: 8 })
    expect(decide('5s 6h 7d 9c Jh', 'Kc')).not.toMatchObject({ action: 'buy' })
  })

  it('plays a pair or better after a draw, and ace-king only beside a card the dealer pairs', () => {
    const plays = (cards: string, up: string): boolean =>
      lunar.plays(parseCards(cards), parseCard(up))
    expect(plays('7h 7d 3c 4s 9h', 'As')).toBe(true)
    expect(plays('Ah Kd 9c 5s 2h', '9d')).toBe(true)
    expect(plays('Ah Kd 9c 5s 2h 3c', '3d')).toBe(true)
    expect(plays('Ah Kd 9c 5s 2h', 'Td')).toBe(false)
    // Ace-king-queen with no card paired folds (the old line played it).
    expect(plays('Ah Kd Qc 5s 2h', 'Ts')).toBe(false)
    // The dealer pairs the king: a jack or better beside the ace-king plays.
    expect(plays('Ah Kd Jc 5s 2h', 'Ks')).toBe(true)
    expect(plays('Ah Kd Tc 5s 2h', 'As')).toBe(false)
    expect(plays('Qh Jd 9c 5s 2h', '9s')).toBe(false)
  })

  it('refuses anything but the five dealt cards with a coded error (INVALID_CARD)', () => {
    expect(() => lunar.decide(parseCards('As Ks Qs Js Ts 9s'), parseCard('2c'))).toThrow(
      expect.objectContaining({ code: 'INVALID_CARD', details: { cards: 6 } }),
    )
  })

  it("lunar-finland and russian: lines read off lunar-finland's table, which buys and insures more", async () => {
    const cases: TableCase[] = [
      // A full house, and trips beside an ace and a king, buy a sixth card.
      ['Ks Kh Kd 7c 7h', '5c', 'buy', 1],
      ['Qs Qh Qd Ac Kh', '5c', 'buy', 3],
      // Trips of the dealer's card's rank play with the most insurance.
      ['Qs Qh Qd 7c 2h', 'Qc', 'insure', 3],
      // Aces beside a king with four to a straight buy.
      ['As Ah Kd Qc Jh', '5c', 'buy', 4],
      // Tens are exchanged against a jack; matched eights play, matched sevens do not.
      ['Ts Th 5d 3c 2h', 'Jc', 'exchange', 6],
      ['8s 8h Qd 9c 4h', '9s', 'play', 5],
      ['7s 7h Qd 9c 4h', '9s', 'exchange', 6],
      // A nine with a ten or a jack of its suit is kept against 2 to 8.
      ['Jh 9h 6d 4c 2s', '5c', 'exchange', 10],
      ['Td 9d 6s 4c 2h', '7c', 'exchange', 10],
      // Threes above the dealer's deuce are exchanged (beside an ace and a king they play).
      ['3s 3h Qd 9c 7h', '2c', 'exchange', 6],
      ['3s 3h Ad Kc 7h', '2c', 'play', 5],
      // Three to a straight flush with no gap is kept from a four up (lunar: a seven), with
      // two gaps from an eight (lunar keeps J-8-7).
      ['7h 6h 5h Ts 2d', '8c', 'exchange', 8],
      ['Jh 8h 7h 4s 2d', '9c', 'fold', 11],
      ...WIDER_TWOS,
    ]
    await agreesWithTable('lunar-finland', cases)
    // Russian shares the first decision's lines; only its force rule differs.
    expect(studReadableStrategy('russian').lines.slice(0, -1)).toEqual(
      studReadableStrategy('lunar-finland').lines.slice(0, -1),
    )
    // Lunar plays the full house, and keeps tens against a jack.
    expect(lunar.decide(parseCards('Ks Kh Kd 7c 7h'), parseCard('5c')).action).toBe('play')
    expect(lunar.decide(parseCards('Ts Th 5d 3c 2h'), parseCard('Jc')).action).toBe('play')
  })

  it('buys with a straight flush where nothing pays it at once', () => {
    for (const ruleset of ['lunar-finland', 'russian'] as const) {
      const s = studReadableStrategy(ruleset)
      expect(s.decide(parseCards('Ah Kh Qh Jh Th'), parseCard('5c'))).toMatchObject({
        action: 'buy',
        line: 1,
      })
      expect(s.lines.length).toBe(lunar.lines.length - 1)
    }
    expect(lunar.forces).toBeNull()
  })

  it('forces from a Raise pay of 5, and of 4 unless the hand pairs enough of the four cards the dealer keeps', () => {
    const finland = studReadableStrategy('lunar-finland').forces!
    const russian = studReadableStrategy('russian').forces!
    const straight = parseCards('9h 8d 7c 6s 5h')
    // The dealer replaces his ace; his jack, six, five and deuce stay: the hand pairs two of them.
    const pairedTwice = parseCards('Ad Jc 6d 5c 2s')
    const pairedOnce = parseCards('Ad Jc 6d Tc 2s')
    expect(finland(4, straight, pairedTwice)).toBe(false)
    expect(finland(4, straight, pairedOnce)).toBe(true)
    expect(russian(4, straight, pairedTwice)).toBe(true)
    expect(russian(4, straight, parseCards('Ad 8c 6d 5c 2s'))).toBe(false)
    // The replaced ace is not counted, whatever the hand holds of it.
    expect(finland(4, parseCards('Ah Kd Kc Ks 5h'), parseCards('Ad Qc 5d 4c 2s'))).toBe(true)
    for (const forces of [finland, russian]) {
      expect(forces(3, straight, parseCards('Ad Qc 4d 3c 2s'))).toBe(false)
      expect(forces(5, straight, pairedTwice)).toBe(true)
    }
  })

  it('oasis: switches the odd card to four to a flush, plays ace-king against a matched card, switches five against a deuce', () => {
    const oasis = studReadableStrategy('oasis')
    const d = (cards: string, up: string) => {
      const x = oasis.decide(parseCards(cards), parseCard(up))
      return { action: x.action, discard: x.discard.join(' ') }
    }
    expect(d('Ah 9h 6h 3h Kc', '8d')).toEqual({ action: 'switch', discard: codes('Kc') })
    expect(d('As Kd 9h 6c 3s', '9d')).toEqual({ action: 'play', discard: '' })
    expect(d('Js 9d 7h 5c 3s', '2d')).toEqual({
      action: 'switch',
      discard: codes('Js 9d 7h 5c 3s'),
    })
    expect(d('Js 9d 7h 5c 3s', '8d')).toEqual({ action: 'fold', discard: '' })
    expect(d('8s 7d 6h 5c Ks', '9d')).toEqual({ action: 'switch', discard: codes('Ks') })
    expect(oasis.forces).toBeNull()
  })

  it("oasis: the lines re-read off its second-order table take the table's action", async () => {
    await agreesWithTable('oasis', [
      // A pair with four to a straight flush switches the pair's odd card.
      ['9h 8h 7h 6h 6c', '5d', 'switch', 2],
      // An inside straight with a queen switches, unless the dealer holds the rank it needs.
      ['Qs Jd 9h 8c 3s', '5d', 'switch', 5],
      ['Qs Jd 9h 8c 3s', 'Td', 'fold', 9],
      // Ace-king against a matched three plays; against a king, only beside a jack or better.
      ['As Kd 9h 6c 3s', '3d', 'play', 6],
      ['As Kd Jh 6c 3s', 'Kc', 'play', 6],
      ['As Kd 9h 6c 3s', 'Kc', 'fold', 9],
      // Five are switched against a 3 to 5 only when the hand holds a card of its rank.
      ['Js 9d 7h 5c 3s', '5d', 'switch', 8],
      ['Js 9d 7h 5c 3s', '4d', 'fold', 9],
    ])
  })

  it('names a rule set without a readable strategy', () => {
    expect(() => studReadableStrategy('caribbean-stud' as 'oasis')).toThrow(
      expect.objectContaining({ code: 'INVALID_RULES' }),
    )
  })
})

/** Cards, up card, the action and the line (1-based) that takes it. */
type TableCase = [string, string, string, number]

/** Each case's readable action and line as stated, with the table's own action and discards. */
/**
 * The two-card line's widest cases, by lunar-finland's line numbers (lunar's are one more:
 * its instant payout comes first).
 */
const WIDER_TWOS: readonly TableCase[] = [
  ['Ad Qh 8s 5c 2d', 'Jc', 'exchange', 10],
  ['Kh Qh 8s 5c 2d', 'Ks', 'exchange', 10],
  ['Qs Jh Td 5c 2s', '6d', 'exchange', 10],
  ['Qs Jh Td 5c 2s', '9d', 'fold', 11],
]

async function agreesWithTable(ruleset: StudTableRuleset, cases: TableCase[]) {
  const readable = studReadableStrategy(ruleset)
  const table = await loadStudTable(ruleset)
  for (const [cards, up, action, line] of cases) {
    const d = readable.decide(parseCards(cards), parseCard(up))
    const best = table.best(parseCards(cards), parseCard(up))
    expect({ cards, up, action: d.action, line: d.line + 1 }).toEqual({ cards, up, action, line })
    expect({ cards, up, discard: d.discard }).toEqual({ cards, up, discard: best.discard })
    expect(best.action).toBe(action)
  }
}
