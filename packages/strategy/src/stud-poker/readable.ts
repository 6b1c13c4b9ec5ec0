import {
  ACE_RANK,
  type CardCode,
  InvalidCardError,
  InvalidRulesError,
  JACK_RANK,
  KING_RANK,
  QUEEN_RANK,
  RANK_NAMES,
  RANKS,
  rankOf,
  suitOf,
  TEN_RANK,
} from '@felt/cards'
import { categoryOf, type HandCategory, rank5, rank6 } from '@felt/evaluators'
import { hasFlushDraw, hasSixCardInsideStraightDraw } from '@felt/stud-poker'
import { ACE_KING, PAIR } from './caribbean.ts'
import type { StudTableAdvice, StudTableRuleset } from './table.ts'

/** A first decision of a readable strategy, and the line (0-based) that took it. */
export interface StudReadableDecision extends StudTableAdvice {
  readonly line: number
}

/**
 * A stud strategy a person can remember: a few lines, tried in order, derived from the
 * rule set's optimal table (`felt-math strategy stud-poker --ruleset R` prints it with its
 * measured cost against the table).
 */
export interface StudReadableStrategy {
  readonly ruleset: StudTableRuleset
  /** The lines, first decision first; the last says the second decision after a draw. */
  readonly lines: readonly string[]
  /**
   * The first decision with five cards against the dealer's up card.
   * @throws {InvalidCardError} `INVALID_CARD` unless five cards are given.
   */
  decide(cards: readonly CardCode[], up: CardCode): StudReadableDecision
  /**
   * The second decision after a buy or a draw: play (true) or fold, for the final hand
   * (five cards, or six after a buy) against the dealer's up card.
   */
  plays(cards: ArrayLike<CardCode>, up: CardCode): boolean
  /**
   * Where the rules let a box force the dealer: force (true) or take, given what the hand's
   * Raise pays on a win (to 1, both combinations), the final hand and the dealer's five
   * non-qualifying cards; null where they do not.
   */
  readonly forces: StudForceRule | null
}

/** A force-the-dealer rule: force (true) or take (`StudReadableStrategy.forces`). */
export type StudForceRule = (
  pays: number,
  hand: ArrayLike<CardCode>,
  dealer: ArrayLike<CardCode>,
) => boolean

/** What the lines look at in a starting hand. */
interface Facts {
  readonly cards: readonly CardCode[]
  readonly category: HandCategory
  /** Ranks, highest first. */
  readonly ranks: readonly number[]
  /** The rank held most often (the pair's or the trips'), else the highest. */
  readonly main: number
  readonly up: number
  /** The dealer's card has the rank of one of the cards outside `main`. */
  readonly upMatches: boolean
  /** Four to a flush, four to a straight two ranks complete, or five of six consecutive ranks. */
  readonly buyDraw: boolean
  /** Four to a straight, inside ones included. */
  readonly straightDraw: boolean
  /** How many ranks would each complete a straight with four of the five cards (2: outside or double inside). */
  readonly completing: number
  /** The dealer's card has a rank that would make a straight with the five cards' ranks. */
  readonly upCompletes: boolean
}

type Move =
  | { readonly action: 'fold' | 'play' | 'buy' | 'instant' | 'insure' }
  | {
      readonly action: 'exchange' | 'switch'
      readonly keep: (f: Facts, card: CardCode) => boolean
    }

interface Line {
  readonly text: string
  readonly move: (f: Facts) => Move | null
}

const NINE = RANKS.indexOf('9')
const EIGHT = RANKS.indexOf('8')
const SEVEN = RANKS.indexOf('7')
const SIX = RANKS.indexOf('6')
const FOUR = RANKS.indexOf('4')
const fold = { action: 'fold' } as const
const play = { action: 'play' } as const
const buy = { action: 'buy' } as const
const insure = { action: 'insure' } as const
const keepRanks = (...ranks: number[]): Move => ({
  action: 'exchange',
  keep: (_, c) => ranks.includes(rankOf(c)),
})
const keepCards = (cards: readonly CardCode[]): Move => ({
  action: 'exchange',
  keep: (_, c) => cards.includes(c),
})
const keepMain: Move = { action: 'exchange', keep: (f, c) => rankOf(c) === f.main }

/** A rank's name, plural: "sixes". */
const plural = (rank: number): string => `${RANK_NAMES[rank]}${rank === 4 ? 'es' : 's'}`

/** The dealer's cards from a deuce up to `high`, named: "2 to J". */
const span = (high: number): string => (high === 0 ? 'a 2' : `2 to ${RANKS[high]}`)

/**
 * Per rank of a lone high card, the dealer's cards it is kept against (exchange the other
 * four): from a deuce up to `upTo` (-1: none), or one more (`also`); up to `matched` when
 * the hand holds a card of the dealer's rank. A rank not listed is folded.
 */
type SingleHighCard = Readonly<
  Partial<
    Record<number, { readonly upTo: number; readonly matched: number; readonly also?: number }>
  >
>

/** Where the rule sets of the Lunar family part in their readable lines (read off each table). */
interface LunarFamily {
  /** A dealt straight flush is paid at once (lunar); else it buys like a straight or a flush. */
  readonly instant: boolean
  /**
   * Buys more (lunar-finland, where the Raise pays one combination and insurance is
   * offered): full houses and three of a kind beside an ace and a king buy, three of the
   * dealer's card's rank plays with the most insurance, and aces or kings beside the other
   * with four to a straight buy; else they play.
   */
  readonly strongDraws: boolean
  /** The lowest pair that plays for being higher than the dealer's card (beside an ace and a king, any). */
  readonly pairAboveUpFrom: number
  /** The lowest pair that plays against any dealer's card below a king. */
  readonly pairBelowKing: number
  /** The lowest pair that plays when the dealer's card matches another card (below a king). */
  readonly pairMatched: number
  /** A nine with a ten, jack or queen of its suit is kept against 2 to 8. */
  readonly suitedNines: boolean
  /**
   * The lowest rank of three cards to a straight flush kept (exchange two), by the gaps
   * between them: none, one, two.
   */
  readonly straightFlushThrees: readonly [number, number, number]
  readonly single: SingleHighCard
}

/** The lines of the Lunar family (buy, exchange 2 to 4 of them). */
function lunarLines(family: LunarFamily): Line[] {
  const { instant, strongDraws } = family
  const singles = Object.entries(family.single)
    .map(([rank, range]) => [Number(rank), range!] as const)
    .sort((a, b) => b[0] - a[0])
  const straightFlush = (f: Facts) =>
    f.category === 'straight-flush' || f.category === 'royal-flush'
  const instantLine: Line = {
    text: 'Straight flush or royal flush: take the instant payout.',
    move: (f) => (straightFlush(f) ? { action: 'instant' } : null),
  }
  return [
    ...(instant ? [instantLine] : []),
    {
      text: strongDraws
        ? 'Four of a kind or two pair: play; a full house: buy a sixth card.'
        : 'Four of a kind, full house or two pair: play.',
      move: (f) =>
        f.category === 'full-house'
          ? strongDraws
            ? buy
            : play
          : f.category === 'four-of-a-kind' || f.category === 'two-pair'
            ? play
            : null,
    },
    {
      text: instant
        ? 'Straight or flush: buy a sixth card.'
        : 'Straight, flush, straight flush or royal flush: buy a sixth card.',
      move: (f) =>
        f.category === 'straight' || f.category === 'flush' || straightFlush(f) ? buy : null,
    },
    {
      text: strongDraws
        ? "Three of a kind: buy if your five cards hold an ace and a king, play with the most insurance if the dealer's card is of your three's rank, else keep the three and exchange two."
        : "Three of a kind: play if your five cards hold an ace and a king or the dealer's card is of your three's rank, else keep the three and exchange two.",
      move: (f) => {
        if (f.category !== 'three-of-a-kind') return null
        if (aceKing(f)) return strongDraws ? buy : play
        if (f.up === f.main) return strongDraws ? insure : play
        return keepMain
      },
    },
    {
      text: `A pair with four to a flush, or with four to a straight${strongDraws ? '' : ' unless it is aces beside a king or kings beside an ace'}: buy.`,
      move: (f) =>
        f.category === 'pair' &&
        (hasFlushDraw(f.cards) ||
          (f.straightDraw && (strongDraws || !(f.main >= KING_RANK && aceKing(f)))))
          ? buy
          : null,
    },
    {
      text: `A pair of aces, a pair with an ace and a king beside it (deuces and threes only against the dealer's ace or king), ${family.pairAboveUpFrom > 0 ? `a pair of the dealer's card's rank or higher (if higher: ${plural(family.pairAboveUpFrom)} or better, or beside an ace and a king)` : "a pair as high as the dealer's card or higher"}, ${plural(family.pairBelowKing)} or better against a dealer's card below a king, or, when the dealer's card matches one of your other cards, ${plural(family.pairMatched)} or better (jacks or better when it is a king or an ace): play.`,
      move: (f) =>
        f.category === 'pair' &&
        (f.main === ACE_RANK ||
          f.main === f.up ||
          (f.main > f.up && (f.main >= family.pairAboveUpFrom || aceKing(f))) ||
          (f.main >= family.pairBelowKing && f.up < KING_RANK) ||
          (aceKing(f) && (f.main >= 2 || f.up >= KING_RANK)) ||
          (f.upMatches && f.main >= (f.up < KING_RANK ? family.pairMatched : JACK_RANK)))
          ? play
          : null,
    },
    {
      text: 'Any other pair: keep it, exchange three; deuces or threes beside an ace and a king: keep the ace and king instead.',
      move: (f) =>
        f.category !== 'pair'
          ? null
          : aceKing(f) && f.main <= 1
            ? keepRanks(ACE_RANK, KING_RANK)
            : keepMain,
    },
    {
      text: "No pair, with four to a flush, four to a straight that two ranks complete (outside or double inside), or five of six consecutive ranks unless the dealer's card is the one missing: buy.",
      move: (f) =>
        f.buyDraw && (hasFlushDraw(f.cards) || f.completing >= 2 || !f.upCompletes) ? buy : null,
    },
    {
      text: `Three cards to a straight flush, ${threesText(family.straightFlushThrees)}: keep them, exchange two (holding an ace and a king, only if both are among the three).`,
      move: (f) => {
        const three = straightFlushThree(f.cards)
        if (three === null || !keepsThree(three, family.straightFlushThrees)) return null
        const held = three.map(rankOf)
        return aceKing(f) && !(held.includes(ACE_RANK) && held.includes(KING_RANK))
          ? null
          : keepCards(three)
      },
    },
    {
      text: "Ace and king: buy with two of queen, jack and ten beside them against the dealer's ace or king, else keep the ace and king and exchange three.",
      move: (f) =>
        f.ranks[0] !== ACE_RANK || f.ranks[1] !== KING_RANK
          ? null
          : f.ranks[2]! >= TEN_RANK && f.ranks[3]! >= TEN_RANK && f.up >= KING_RANK
            ? buy
            : keepRanks(ACE_RANK, KING_RANK),
    },
    {
      text: `Two cards of ten or higher: keep them, exchange three, with ace-queen or king-queen suited against 2 to J (king-queen against a king too), king-jack or queen-jack suited against 2 to 10, ace-jack suited against 4 to 10, ace-ten suited against 6 to 9, another two suited against 2 to 9, ${family.suitedNines ? 'a nine with a ten, jack or queen of its suit against 2 to 8, ' : ''}king-queen of two suits against 7 to J, ace-queen of two suits against a jack (the highest two that apply; two below the king not beside an ace or a king: the next line decides on the ace or king alone). Queen, jack and ten with none of these: keep the three against 4 to 8.`,
      move: (f) => {
        const two = keptTwo(f.cards, f.up, family.suitedNines ? NINE : TEN_RANK)
        if (two !== null) return keepCards(two)
        return queenJackTen(f) && f.up >= FOUR && f.up <= EIGHT
          ? keepRanks(QUEEN_RANK, JACK_RANK, TEN_RANK)
          : null
      },
    },
    {
      text: `Otherwise keep your highest card and exchange four: ${singles
        .map(([rank, { upTo, matched, also }]) => {
          const plain =
            upTo < 0 ? '' : `${span(upTo)}${also === undefined ? '' : ` or ${RANKS[also]}`}`
          const held = `${span(matched)} when you hold a card of the dealer's rank`
          return `${RANKS[rank]} against ${plain === '' ? held : `${plain} (${held})`}`
        })
        .join('; ')}. Fold everything else.`,
      move: (f) => {
        const range = family.single[f.ranks[0]!]
        if (range === undefined || f.up === f.ranks[0]) return fold
        const kept =
          f.up <= range.upTo ||
          f.up === range.also ||
          (f.ranks.includes(f.up) && f.up <= range.matched)
        return kept ? keepRanks(f.ranks[0]!) : fold
      },
    },
  ]
}

/** Whether a three to a straight flush is kept: its lowest rank against the least for its gaps. */
function keepsThree(three: readonly CardCode[], from: readonly [number, number, number]): boolean {
  const ranks = three.map(rankOf).sort((a, b) => a - b)
  // In a wheel the ace is the lowest card (rank -1), below any kept three.
  const wheel = ranks[2] === ACE_RANK && ranks[1]! <= 3
  const low = wheel ? -1 : ranks[0]!
  const high = wheel ? ranks[1]! : ranks[2]!
  return low >= from[high - low - 2]!
}

/** The least lowest rank of a kept straight-flush three, by its gaps, in words. */
function threesText(from: readonly [number, number, number]): string {
  const a = (rank: number): string =>
    `${rank === EIGHT || rank === ACE_RANK ? 'an' : 'a'} ${RANK_NAMES[rank]}`
  if (from[0] === from[1] && from[1] === from[2])
    return `the lowest of them ${a(from[0])} or higher`
  return `the lowest of them ${a(from[0])} or higher with no gap, ${a(from[1])} with one, ${a(from[2])} with two`
}

/**
 * Whether a Lunar hand without a pair, a draw or an ace-king keeps two high cards of ranks
 * `high` and `low` against the dealer's `up` (from its table).
 */
function keepsTwoAgainst(high: number, low: number, suited: boolean, up: number): boolean {
  const within = (from: number, to: number): boolean => up >= from && up <= to
  if (!suited) {
    if (high === KING_RANK && low === QUEEN_RANK) return within(5, JACK_RANK)
    return high === ACE_RANK && low === QUEEN_RANK && up === JACK_RANK
  }
  if (low === NINE) return high <= QUEEN_RANK && within(0, 6)
  if (low === QUEEN_RANK) return within(0, JACK_RANK) || (high === KING_RANK && up === KING_RANK)
  if (low === JACK_RANK) return high === ACE_RANK ? within(2, TEN_RANK) : within(0, TEN_RANK)
  return high === ACE_RANK ? within(4, 7) : within(0, 7)
}

/** The highest two cards of rank `from` or higher that a Lunar hand keeps against `up`, if any. */
function keptTwo(cards: readonly CardCode[], up: number, from: number): CardCode[] | null {
  const high = cards.filter((c) => rankOf(c) >= from).sort((a, b) => rankOf(b) - rankOf(a) || a - b)
  // Below the king, an ace or a king beside them is kept alone instead (the table's choice).
  const aceOrKing = high.length > 0 && rankOf(high[0]!) >= KING_RANK
  let best: CardCode[] | null = null
  let bestScore = -1
  for (let i = 0; i < high.length; i++)
    for (let j = i + 1; j < high.length; j++) {
      const [a, b] = [high[i]!, high[j]!]
      const suited = suitOf(a) === suitOf(b)
      if (!keepsTwoAgainst(rankOf(a), rankOf(b), suited, up)) continue
      if (rankOf(a) < KING_RANK && aceOrKing) continue
      const score = (suited ? 1000 : 0) + rankOf(a) * 13 + rankOf(b)
      if (score > bestScore) {
        best = [a, b]
        bestScore = score
      }
    }
  return best
}

/** The lone high cards Lunar keeps, and against which dealer's cards (from its table). */
const LUNAR_SINGLES: SingleHighCard = {
  12: { upTo: JACK_RANK, matched: QUEEN_RANK, also: KING_RANK },
  11: { upTo: TEN_RANK, matched: QUEEN_RANK },
  10: { upTo: 4, matched: 5 },
  9: { upTo: 3, matched: 4 },
  8: { upTo: 2, matched: 3 },
  7: { upTo: 1, matched: 2 },
  6: { upTo: -1, matched: 0 },
}
/** Lunar's lines, read off its table. */
const LUNAR: LunarFamily = {
  instant: true,
  strongDraws: false,
  pairAboveUpFrom: 0,
  pairBelowKing: TEN_RANK,
  pairMatched: SEVEN,
  suitedNines: false,
  straightFlushThrees: [SEVEN, SEVEN, SEVEN],
  single: LUNAR_SINGLES,
}

/**
 * Lunar-finland's and russian's lines, read off lunar-finland's table: where the dealer is
 * forced and insurance offered, full houses and ace-king trips buy, trips of the dealer's
 * rank insure, and pairs play a little less.
 */
const FINLAND: LunarFamily = {
  instant: false,
  strongDraws: true,
  pairAboveUpFrom: FOUR,
  pairBelowKing: JACK_RANK,
  pairMatched: EIGHT,
  suitedNines: true,
  straightFlushThrees: [FOUR, SIX, EIGHT],
  single: LUNAR_SINGLES,
}
const LUNAR_SECOND =
  "After a buy or an exchange: play a pair or better; play ace-king high when the dealer's card pairs one of your cards below the king, or pairs your ace or king while your third card is a jack or better; fold the rest."
/**
 * The force rule of lunar-finland and russian, read off the exact value of forcing on the
 * fast model, by pay and by those cards (research/log.md; `research/scripts/stud-force.ts
 * --rule-pays` re-measures its cost): a Raise that pays 5 or more
 * forces; one that pays 4 forces unless the hand holds `pairing` or more cards that pair
 * the four the dealer keeps (fewer cards left to qualify him).
 */
function forceRule(pairing: number): { text: string; forces: StudForceRule } {
  return {
    text: `${LUNAR_SECOND} When the dealer does not qualify, force him (buy a game) with a hand whose Raise pays 5 or more, or 4 (a straight, or three of a kind beside an ace and a king) unless ${NUMBERS[pairing]} or more of your cards pair his four cards below his highest; else take the Ante.`,
    forces(pays, hand, dealer) {
      if (pays !== FORCE_PAYS_WEIGHED) return pays > FORCE_PAYS_WEIGHED
      let highest = 0
      for (let i = 1; i < 5; i++) if (rankOf(dealer[i]!) > rankOf(dealer[highest]!)) highest = i
      let paired = 0
      for (let i = 0; i < hand.length; i++)
        for (let j = 0; j < 5; j++)
          if (j !== highest && rankOf(dealer[j]!) === rankOf(hand[i]!)) paired++
      return paired < pairing
    },
  }
}
const NUMBERS = 'none one two three four five six'.split(' ')
/** The Raise pay (to 1) at which what the hand holds decides: below it forcing never repays, above it it does. */
const FORCE_PAYS_WEIGHED = 4

/** The strength (`rank5` / `rank6`) of a final hand of five or six cards. */
function strengthOf(c: ArrayLike<CardCode>): number {
  return c.length === 5
    ? rank5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!)
    : rank6(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!)
}

/**
 * Lunar's second decision, read off its solver's decisions on final hands (packages/math
 * README): a pair or better plays; ace-king high plays when the dealer's card pairs one of
 * its other cards, or pairs its ace or king beside a jack or better; the rest folds.
 */
function lunarPlays(cards: ArrayLike<CardCode>, up: CardCode): boolean {
  const s = strengthOf(cards)
  if (s >= PAIR) return true
  if (s < ACE_KING) return false
  const upRank = rankOf(up)
  if (upRank >= KING_RANK) {
    const ranks = Array.from(cards, rankOf).sort((a, b) => b - a)
    return ranks[2]! >= JACK_RANK
  }
  for (let i = 0; i < cards.length; i++) if (rankOf(cards[i]!) === upRank) return true
  return false
}

/** Oasis's second decision after a one-card switch: ace-king or better plays. */
const oasisPlays = (cards: ArrayLike<CardCode>): boolean => strengthOf(cards) >= ACE_KING

/** Switch the one card outside the hand's four of a suit. */
const switchToFlush: Move = {
  action: 'switch',
  keep: (f, c) => f.cards.filter((x) => suitOf(x) === suitOf(c)).length >= 4,
}

/**
 * The card whose four others are a straight draw that at least `ranks` ranks complete (2:
 * outside or double inside), if one is.
 */
function straightOdd(cards: readonly CardCode[], ranks: number): CardCode | undefined {
  return cards.find((x) => straightRanks(cards.filter((y) => y !== x).map(rankOf)) >= ranks)
}

/** The highest rank of the four cards beside `odd` (a five where they draw to a wheel). */
function highestBeside(cards: readonly CardCode[], odd: CardCode): number {
  const ranks = cards.filter((c) => c !== odd).map(rankOf)
  const wheel = ranks.includes(ACE_RANK) && ranks.every((r) => r === ACE_RANK || r <= 3)
  return wheel ? 3 : Math.max(...ranks)
}

/** Switch the card outside the hand's straight draw. */
const switchOdd = (odd: CardCode): Move => ({ action: 'switch', keep: (_, c) => c !== odd })

/** Four cards of one suit within five consecutive ranks (a straight flush draw). */
const straightFlushDraw = (cards: readonly CardCode[]): CardCode | undefined =>
  cards.find((x) => {
    const four = cards.filter((y) => y !== x)
    return new Set(four.map(suitOf)).size === 1 && straightRanks(four.map(rankOf)) >= 1
  })

/** Oasis's lines, read off its table (one-card switches for the draws; five against a low card). */
function oasisLines(): Line[] {
  return [
    {
      text: 'Two pair or better: play.',
      move: (f) => (f.category !== 'high-card' && f.category !== 'pair' ? play : null),
    },
    {
      text: 'A pair with four to a straight flush, or a pair of fives or lower with four to a flush: switch the odd card (1x Ante).',
      move: (f) => {
        if (f.category !== 'pair') return null
        const odd = straightFlushDraw(f.cards)
        if (odd !== undefined) return switchOdd(odd)
        return f.main <= 3 && hasFlushDraw(f.cards) ? switchToFlush : null
      },
    },
    { text: 'Any other pair: play.', move: (f) => (f.category === 'pair' ? play : null) },
    {
      text: 'Four to a flush: switch the odd card.',
      move: (f) => (hasFlushDraw(f.cards) ? switchToFlush : null),
    },
    {
      text: "Four to a straight: switch the odd card if two ranks complete it (outside or double inside); if one rank does and the dealer's card is not of it, when its highest card is a queen or higher, or, against the dealer's 2 to 6, a ten or higher.",
      move: (f) => {
        const open = straightOdd(f.cards, 2)
        if (open !== undefined) return switchOdd(open)
        const inside = straightOdd(f.cards, 1)
        if (inside === undefined || f.upCompletes) return null
        const high = highestBeside(f.cards, inside)
        return high >= QUEEN_RANK || (high >= TEN_RANK && f.up <= 4) ? switchOdd(inside) : null
      },
    },
    {
      text: "Ace and king, the dealer's card a three or higher matching one of your cards: play (against his king or ace, only with a jack or better beside them).",
      move: (f) =>
        f.ranks[0] === ACE_RANK &&
        f.ranks[1] === KING_RANK &&
        f.up >= 1 &&
        f.ranks.includes(f.up) &&
        (f.up < KING_RANK || f.ranks[2]! >= JACK_RANK)
          ? play
          : null,
    },
    {
      text: "Ace, king and queen against the dealer's 3 to 7: play.",
      move: (f) =>
        f.ranks[0] === ACE_RANK &&
        f.ranks[1] === KING_RANK &&
        f.ranks[2] === QUEEN_RANK &&
        f.up >= 1 &&
        f.up <= 5
          ? play
          : null,
    },
    {
      text: "Against the dealer's deuce, or his 3 to 5 when you hold a card of his rank: switch all five (1x Ante; you must then play).",
      move: (f) =>
        f.up === 0 || (f.up <= 3 && f.ranks.includes(f.up))
          ? { action: 'switch', keep: () => false }
          : null,
    },
    { text: 'Otherwise fold.', move: () => fold },
  ]
}

/** A rule set's readable strategy as it is built: its lines, its second decision, its force rule. */
interface Readable {
  readonly lines: Line[]
  readonly plays: (cards: ArrayLike<CardCode>, up: CardCode) => boolean
  readonly secondText: string
  readonly forces?: StudForceRule
}

const STRATEGIES: Partial<Record<StudTableRuleset, Readable>> = {
  lunar: {
    lines: lunarLines(LUNAR),
    plays: lunarPlays,
    secondText: LUNAR_SECOND,
  },
  'lunar-finland': withForce(2),
  // Russian redraws a replacement of the replaced card's rank: forcing pays a little more.
  russian: withForce(3),
  oasis: {
    lines: oasisLines(),
    plays: oasisPlays,
    secondText: 'After switching one card: play ace-king or better, fold the rest.',
  },
}

/** Lunar-finland's lines (russian shares them), with the force rule at `pairing` cards. */
function withForce(pairing: number): Readable {
  const { text, forces } = forceRule(pairing)
  return { lines: lunarLines(FINLAND), plays: lunarPlays, secondText: text, forces }
}

/** The stock rule sets with a readable strategy. */
export const STUD_READABLE_RULESETS: readonly StudTableRuleset[] = Object.keys(
  STRATEGIES,
) as StudTableRuleset[]

/**
 * The readable strategy of a stock rule set.
 * @throws {InvalidRulesError} `INVALID_RULES` for a rule set without one.
 */
export function studReadableStrategy(ruleset: StudTableRuleset): StudReadableStrategy {
  const s = STRATEGIES[ruleset]
  if (s === undefined)
    throw new InvalidRulesError(
      `no readable strategy for rule set ${JSON.stringify(String(ruleset))}`,
      {
        ruleset,
        known: STUD_READABLE_RULESETS,
      },
    )
  return {
    ruleset,
    lines: [...s.lines.map((l) => l.text), s.secondText],
    decide(cards, up) {
      if (cards.length !== 5) {
        throw new InvalidCardError('the first decision takes the five dealt cards', {
          cards: cards.length,
        })
      }
      const f = facts(cards, up)
      for (let i = 0; i < s.lines.length; i++) {
        const m = s.lines[i]!.move(f)
        if (m === null) continue
        if (m.action !== 'exchange' && m.action !== 'switch')
          return { action: m.action, discard: [], line: i }
        return { action: m.action, discard: cards.filter((c) => !m.keep(f, c)), line: i }
      }
      return { action: 'fold', discard: [], line: s.lines.length - 1 }
    },
    plays: s.plays,
    forces: s.forces ?? null,
  }
}

const aceKing = (f: Facts): boolean => f.ranks.includes(ACE_RANK) && f.ranks.includes(KING_RANK)
/** Queen, jack and ten, with no ace or king. */
const queenJackTen = (f: Facts): boolean =>
  f.ranks[0] === QUEEN_RANK && f.ranks.includes(JACK_RANK) && f.ranks.includes(TEN_RANK)

/** Three cards of one suit within five consecutive ranks (the highest such three), else null. */
function straightFlushThree(cards: readonly CardCode[]): CardCode[] | null {
  let found: CardCode[] | null = null
  for (let suit = 0; suit < 4; suit++) {
    const same = cards.filter((c) => suitOf(c) === suit)
    if (same.length !== 3) continue
    const r = same.map(rankOf).sort((a, b) => a - b)
    const spread = r[2]! - r[0]!
    const wheel = r[2] === ACE_RANK && r[1]! <= 3
    if (spread <= 4 || wheel) found = same
  }
  return found
}

/** How many ranks would each complete a straight with four of these ranks (2: outside or double inside). */
function straightRanks(ranks: readonly number[]): number {
  let n = 0
  for (let r = 0; r < 13; r++) if (!ranks.includes(r) && hasStraight([...ranks, r])) n++
  return n
}

/** Whether five of these ranks run in sequence (the ace high or low). */
function hasStraight(ranks: readonly number[]): boolean {
  const held = new Set(ranks.flatMap((x) => (x === ACE_RANK ? [ACE_RANK, -1] : [x])))
  for (let low = -1; low <= 8; low++) {
    let run = 0
    while (run < 5 && held.has(low + run)) run++
    if (run === 5) return true
  }
  return false
}

function facts(cards: readonly CardCode[], up: CardCode): Facts {
  const ranks = cards.map(rankOf).sort((a, b) => b - a)
  const count = (r: number): number => ranks.filter((x) => x === r).length
  const main = ranks.reduce((m, r) => (count(r) > count(m) ? r : m), ranks[0]!)
  const upRank = rankOf(up)
  const completing = straightRanks(ranks)
  return {
    cards,
    category: categoryOf(rank5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!)),
    ranks,
    main,
    up: upRank,
    upMatches: ranks.some((r) => r === upRank && r !== main),
    buyDraw: hasFlushDraw(cards) || completing >= 2 || hasSixCardInsideStraightDraw(cards),
    straightDraw: completing >= 1,
    completing,
    upCompletes: !ranks.includes(upRank) && hasStraight([...ranks, upRank]),
  }
}
