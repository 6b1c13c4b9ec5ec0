import { MAX_STRENGTH, rank5 } from '@felt/evaluators'
import {
  canonicalRows,
  colex,
  HANDS_PER_UP,
  STUD_BUY,
  STUD_DRAW,
  STUD_FOLD,
  STUD_INSTANT,
  STUD_INSURE,
} from '@felt/strategy/stud-poker'
import { fromRankOrder, toRankOrder } from '@felt/strategy/stud-poker/table'
import { RAISE_MULTIPLE, type StudRules } from '@felt/stud-poker'
import { cacheKey } from '../../cache-key.ts'
import type { Simulator } from '../../sim/spec.ts'
import { isMark, record } from '../../sim/tally.ts'
import { dealerTable } from '../kernel/dealer-table.ts'
import {
  anteOnWinNet,
  FinalHandScorer,
  finalStrength,
  LOSS,
  qualifyingStrength,
} from '../kernel/final-hand.ts'
import { superPaysOf } from '../kernel/first-five.ts'
import { ForceValuer, TAKE } from '../kernel/force.ts'
import { raisePaysOf } from '../kernel/raise-pays.ts'
import { canonicalSuits, choose, sortLocal, swapWithClubs } from '../kernel/subsets.ts'
import { type SecondCodes, type SecondDecision, SolverSeconds } from '../solver/second-decision.ts'
import { instantPays } from '../solver/situation.ts'
import { type FirstDecision, firstActionCode, UNDECIDED } from './strategy-rows.ts'

/** What a fast round decided, in the deck's own cards (for checks against the game package). */
export class TableRoundDecisions {
  /** The first action's code (STUD_* of @felt/strategy; draws in deck-card terms below). */
  first = 0
  /** After a buy or draw: 'fold', 'play' or 'insure'; null without a second decision. */
  second: 'fold' | 'play' | 'insure' | null = null
  /** Insurance posted, per Ante. */
  insurance = 0
  /** Against a dealer who does not qualify, where the rules let the box force him: its choice. */
  force: 'force' | 'take' | null = null
  /** The discarded cards, `discarded[0..discards)` (a typed array: no allocation per round). */
  readonly discarded: Int32Array = new Int32Array(5)
  discards = 0

  /** The discarded cards of a draw (deck card codes), as a new array. */
  get discard(): number[] {
    return Array.from(this.discarded.subarray(0, this.discards))
  }
}

/**
 * A readable force-the-dealer rule: force (true) or take, given what the hand's Raise pays
 * on a win (to 1, both combinations), the final hand (five or six cards) and the dealer's
 * five non-qualifying cards, all with the up card's suit and clubs swapped.
 */
export type ForceRule = (
  pays: number,
  hand: ArrayLike<number>,
  dealer: ArrayLike<number>,
) => boolean

/** How `TableRoundModel` plays beyond the table's first actions. */
export interface TableModelOptions {
  /** Add the mandatory Super to each round's net. */
  readonly withSuper?: boolean
  /**
   * A readable second decision on the final hand (five or six cards) against the up card
   * (else the solver's). It is given the cards with the up card's suit and clubs swapped.
   */
  readonly plays?: ((cards: ArrayLike<number>, up: number) => boolean) | null
  /** Decides rows still `UNDECIDED` when first met (a strategy given as a function). */
  readonly decide?: ((hand: readonly number[], up: number) => FirstDecision) | null
  /**
   * Force the dealer / buy a game where the rules have it: `best` when forcing is worth
   * more than taking, exactly (`ForceValuer`: every replacement card the player has not
   * seen), `never` to always take, or a readable rule (`ForceRule`). Default `best`.
   */
  readonly force?: 'best' | 'never' | ForceRule
  /**
   * The solver's second decisions of every final hand, by up rank (`studSecondCodes`):
   * without them each hand is scored when first met, which a run pays for many millions of
   * rounds before its caches are warm.
   */
  readonly seconds?: readonly SecondCodes[] | undefined
  /**
   * Every hand's first action by up rank, as `firstActions` holds them once worked out
   * (`allFirstActions`; `studFirstMoves` keeps them on disk): without them each hand is
   * worked out when first dealt, which is most of a 10^8-round run's time.
   */
  readonly firstMoves?: readonly Uint8Array[] | undefined
  /**
   * The second decision after an exchange or switch: made on the final hand alone
   * (`final-hand`, the default: read from its codes), or knowing the discards too (`seen`:
   * each drawn hand scored against the dealer completions that avoid them, the optimal
   * decision the tables are chosen for; about 40 times slower, measured).
   */
  readonly second?: 'final-hand' | 'seen'
}

/** A hand whose first action is not yet in `movesOfUp` (codes run 0..STUD_DRAW + 31). */
const UNKNOWN_MOVE = 255

/**
 * The hands each up rank's force option memoises in a simulation: a second decision that
 * knows the discards rarely meets the same seen cards twice (2% of lunar-finland's lookups
 * hit), so a small memo keeps a worker's heap flat (about 35 MB against 90 MB more per
 * million rounds unbounded) at the same speed.
 */
const SEEN_FORCE_MEMO = 4096

/** The deck cards a fast round can use: 5 + 5 dealt, up to 5 drawn, up to 4 for a forced dealer (3 set aside). */
export const ROUND_CARDS = { plain: 15, force: 19 } as const

/**
 * Deals the next round's `round.length` cards by a partial Fisher-Yates shuffle of `deck`
 * (shuffled in place, one round after another).
 */
export function dealRound(
  deck: Int32Array,
  round: Int32Array,
  random: (n: number) => number,
): void {
  for (let i = 0; i < round.length; i++) {
    const j = i + random(52 - i)
    const t = deck[i]!
    deck[i] = deck[j]!
    deck[j] = t
    round[i] = deck[i]!
  }
}

/**
 * Deals `rounds` rounds of `width` cards one after another into `out`, as `dealRound` deals
 * each. A function of its own: inline in the simulator's run the deal took 12% longer
 * (measured, 163-170 against 143-150 ms per million lunar rounds).
 */
function dealRounds(
  deck: Int32Array,
  out: Uint8Array,
  width: number,
  rounds: number,
  random: (n: number) => number,
): void {
  for (let k = 0, o = 0; k < rounds; k++) {
    for (let i = 0; i < width; i++) {
      const j = i + random(52 - i)
      const t = deck[i]!
      deck[i] = deck[j]!
      deck[j] = t
      out[o++] = deck[i]!
    }
  }
}

/**
 * A fast model of one stud box played by a strategy table (the rows of
 * `studTableRows`): integer card codes, no allocation per round. First action from the
 * table; after a buy or draw the solver's second decision (the best of fold, play and
 * insure, the final hand scored against every dealer completion that avoids it) or, given
 * `plays`, a readable one; against a dealer who does not qualify,
 * force him where the rules allow it and it is worth more (`options.force`). Rows still `UNDECIDED` are decided by `decide` when first met (a
 * strategy given as a function, such as the owner's). Verified against `@felt/stud-poker` deck by deck
 * (table-model.test.ts).
 */
export class TableRoundModel {
  private readonly secondsOfUp: (SolverSeconds | undefined)[] = []
  private readonly rowsOfUp: (Int32Array | undefined)[] = []
  private readonly pays: (cards: ArrayLike<number>, n: number) => number
  private readonly qualify: number
  private readonly ante: number
  private readonly superPays: ((hand: readonly number[]) => number) | null
  private readonly perm = new Int32Array(4)
  private readonly masks = new Int32Array(4)
  private readonly hand = new Int32Array(6)
  private readonly from = new Int32Array(5)
  /** `prepare`'s output for a single `play`. */
  private readonly prepared = new Uint8Array(10)
  private readonly first = [0, 0, 0, 0, 0]
  private upSuit = 0
  /** `draw`'s final hand size, fee, must-play and next deck position. */
  private n = 5
  private fee = 0
  private mustPlay = false
  private next = 10
  /** A deck card with the up card's suit and clubs swapped (the up suit is set by `play`). */
  private readonly swap = (c: number): number => swapWithClubs(c, this.upSuit)
  /**
   * By up rank: each hand's first action, its draw mask over the hand's cards ascending,
   * worked out when the hand is first dealt (every hand once: about 13 s over a long run).
   */
  private readonly movesOfUp: (Uint8Array | undefined)[] = []
  private readonly canonical = new Int32Array(5)
  private readonly at = new Int32Array(5)
  /** The last round's decisions. */
  readonly decisions: TableRoundDecisions = new TableRoundDecisions()
  /** The last round's wager (Ante, fees, Raise, insurance), per Ante. */
  wagered = 0
  /**
   * The last round's expected gain from forcing the dealer over taking, per Ante, given
   * what the player saw (0 unless he forced; below 0 where a readable rule forced when
   * taking was worth more): its mean over rounds is the value of the option, with far less
   * noise than the nets.
   */
  forceGain = 0
  /** The same gain as the replacement fell: the forced net less the taken one (0 unless he forced). */
  forceRealized = 0
  private readonly plays: ((cards: ArrayLike<number>, up: number) => boolean) | null
  /** The hand's first five cards, the final hand of a round without a buy (`finalHand`). */
  private readonly hand5: Int32Array
  private readonly decide: ((hand: readonly number[], up: number) => FirstDecision) | null
  private readonly forcer: ForceValuer | null
  /** A readable force rule, or null to force when it is worth more. */
  private readonly forceRule: ForceRule | null
  /** What the Raise pays on a win, plus one, by the strength of a five-card hand (0: not yet known). */
  private readonly pays5 = new Uint8Array(MAX_STRENGTH + 1)
  private readonly seen = new Uint8Array(52)
  private readonly dealer = new Int32Array(5)
  private readonly codes: readonly SecondCodes[] | null
  private readonly knowsDiscards: boolean
  private readonly removed = new Int32Array(11)
  private readonly seenCards = new Int32Array(11)

  constructor(
    readonly rules: StudRules,
    private readonly rows: Uint8Array,
    options: TableModelOptions = {},
  ) {
    const withSuper = options.withSuper ?? false
    this.plays = options.plays ?? null
    this.hand5 = this.hand.subarray(0, 5)
    this.decide = options.decide ?? null
    this.forcer =
      rules.forceDealer !== null && options.force !== 'never' ? new ForceValuer(rules) : null
    this.forceRule = typeof options.force === 'function' ? options.force : null
    this.codes = options.seconds ?? null
    options.firstMoves?.forEach((moves, up) => {
      this.movesOfUp[up] = moves
    })
    this.knowsDiscards = options.second === 'seen'
    this.pays = raisePaysOf(rules)
    this.qualify = qualifyingStrength(rules)
    this.ante = anteOnWinNet(rules)
    this.superPays = withSuper && rules.superTable ? superPaysOf(rules.superTable) : null
  }

  /** The solver's second decisions against one up rank (made on first use). */
  private seconds(upRank: number): SolverSeconds {
    let s = this.secondsOfUp[upRank]
    if (s === undefined) {
      s = new SolverSeconds(
        upRank,
        () =>
          new FinalHandScorer(
            this.rules,
            dealerTable(upRank, this.qualify),
            this.pays,
            'ranks',
            SEEN_FORCE_MEMO,
          ),
        this.codes?.[upRank],
      )
      this.secondsOfUp[upRank] = s
    }
    return s
  }

  /**
   * Plays a box on `deck` as `@felt/stud-poker` deals it (box cards 0-4, dealer 5-9 with
   * `dealerUpCard` face up, draws from 10) and returns its net result per Ante (the Super's
   * added when the model was made `withSuper`).
   */
  play(deck: ArrayLike<number>): number {
    const at = this.prepare(deck, 0, this.prepared, 0)
    const upRank = deck[5 + this.rules.dealerUpCard]! % 13
    return this.playPrepared(deck, 0, this.prepared, 0, this.firstActions(upRank)[at]!)
  }

  /**
   * The first stage of `play`, which a batch runs ahead of the rest so that the first-action
   * reads of many rounds overlap (they miss the cache: measured): writes the hand of the deck
   * `cards[base..]`, with the up card's suit and clubs swapped, ascending, and the deck
   * position each card came from into `out[o..o+10)`, and returns the hand's index in
   * `firstActions(up rank)`.
   */
  prepare(cards: ArrayLike<number>, base: number, out: Uint8Array, o: number): number {
    const up = cards[base + 5 + this.rules.dealerUpCard]!
    this.upSuit = (up / 13) | 0
    const { hand, from, swap } = this
    for (let i = 0; i < 5; i++) insertAscending(hand, from, i, swap(cards[base + i]!))
    for (let i = 0; i < 5; i++) {
      out[o + i] = hand[i]!
      out[o + 5 + i] = from[i]!
    }
    return colex(hand, up % 13)
  }

  /**
   * Each five-card hand's first action against an up rank, by `colex` index, as a draw mask
   * over the hand's cards ascending (`UNKNOWN_MOVE` until the hand is first played).
   */
  firstActions(upRank: number): Uint8Array {
    let moves = this.movesOfUp[upRank]
    if (moves === undefined) {
      moves = new Uint8Array(choose(51, 5)).fill(UNKNOWN_MOVE)
      this.movesOfUp[upRank] = moves
    }
    return moves
  }

  /**
   * `firstActions(upRank)` with every hand worked out: the hands visited in `colex` order,
   * each as `play` sorts it (ascending, the up card the club of its rank).
   */
  allFirstActions(upRank: number): Uint8Array {
    const moves = this.firstActions(upRank)
    const hand = this.hand
    const local = [0, 1, 2, 3, 4]
    // The hand's cards are its local cards 0..50 with the up card's code skipped.
    const card = (l: number): number => (l < upRank ? l : l + 1)
    for (;;) {
      for (let i = 0; i < 5; i++) hand[i] = card(local[i]!)
      const index = colex(hand, upRank)
      if (moves[index] === UNKNOWN_MOVE) moves[index] = this.firstAction(upRank)
      // The next ascending five of 0..50, odometer style.
      let i = 4
      while (i >= 0 && local[i] === 46 + i) i--
      if (i < 0) return moves
      local[i]!++
      for (let j = i + 1; j < 5; j++) local[j] = local[j - 1]! + 1
    }
  }

  /**
   * `play` of the deck `deck[base..]` after `prepare` wrote its hand to
   * `prepared[o..o+10)`, given what `firstActions` holds at the index it returned (the hand
   * is worked out first when that is still `UNKNOWN_MOVE`) and, where the caller read it
   * ahead, the final hand's second-decision code at `secondAt` (0: read here).
   */
  playPrepared(
    deck: ArrayLike<number>,
    base: number,
    prepared: Uint8Array,
    o: number,
    known: number,
    secondCode = 0,
  ): number {
    const r = this.rules
    const code = this.draw(deck, base, prepared, o, known)
    const { hand, decisions: d, swap } = this
    const upRank = deck[base + 5 + r.dealerUpCard]! % 13
    this.forceGain = 0
    this.forceRealized = 0
    let sup = 0
    if (this.superPays !== null) {
      for (let i = 0; i < 5; i++) this.first[i] = deck[base + i]!
      sup = this.superPays(this.first)
    }
    this.wagered = 1
    if (code === STUD_INSTANT)
      return instantPays(r, rank5(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!)) + sup
    if (code === STUD_FOLD) return -1 + sup
    const { n, fee, mustPlay } = this
    let insure = code === STUD_INSURE
    let stake = 0
    if (code >= STUD_BUY) {
      // The second decision: 0 folds, 1 plays, 2 plays with the most insurance.
      let second: number
      if (this.plays !== null && !mustPlay) {
        // A readable strategy's, in the same swapped suits (the up card the club of its rank).
        second = this.plays(this.finalHand(n), upRank) ? 1 : 0
      } else {
        const seconds = this.seconds(upRank)
        second = seconds.decide(hand, n, mustPlay, secondCode)
        if (this.knowsDiscards && d.discards > 0 && !mustPlay)
          second = this.secondKnowingDiscards(seconds, upRank)
      }
      if (second === 0) {
        d.second = 'fold'
        this.wagered = 1 + fee
        return -1 - fee + sup
      }
      insure = second === 2
      d.second = insure ? 'insure' : 'play'
    }
    const s = finalStrength(hand, n)
    const q = this.qualify
    // What the Raise pays is read only where it counts (a memo of 40 MB: a cache miss).
    if (insure) {
      stake = RAISE_MULTIPLE * r.insurance!.max * this.paysOf(s, n)
      d.insurance = stake
    }
    this.wagered = 1 + fee + RAISE_MULTIPLE + stake
    // A hand's strength does not change with its suits' names: the dealer's cards are
    // swapped only where forcing him needs them so.
    const dealerAt = base + 5
    const v = rank5(
      deck[dealerAt]!,
      deck[dealerAt + 1]!,
      deck[dealerAt + 2]!,
      deck[dealerAt + 3]!,
      deck[dealerAt + 4]!,
    )
    let out: number
    if (v < q && this.forcer !== null && !insure) {
      for (let i = 0; i < 5; i++) this.dealer[i] = swap(deck[dealerAt + i]!)
      out = this.forceOrTake(deck, this.next, n, s, this.paysOf(s, n))
      this.wagered += d.force === 'force' ? this.forcer.fee : 0
    } else if (v < q) out = 1 + stake
    else if (s > v) out = this.ante + RAISE_MULTIPLE * this.paysOf(s, n) - stake
    else if (s === v) out = -stake
    else out = -LOSS - stake
    return out - fee + sup
  }

  /**
   * Where the second decision of the deck `deck[base..]`'s final hand sits in the codes of
   * its up rank (`secondCodes`): 2 x its index there + (its cards - 5); -1 where the round
   * reads none (no buy or draw, or a readable second decision). A batch reads the codes of
   * many rounds one after another, so that their cache misses overlap (measured), and gives
   * each to `playPrepared`; the arguments are `playPrepared`'s.
   */
  secondAt(
    deck: ArrayLike<number>,
    base: number,
    prepared: Uint8Array,
    o: number,
    known: number,
  ): number {
    const code = this.draw(deck, base, prepared, o, known)
    if (code < STUD_BUY || (this.plays !== null && !this.mustPlay)) return -1
    const upRank = deck[base + 5 + this.rules.dealerUpCard]! % 13
    return 2 * this.seconds(upRank).indexOf(this.hand, this.n) + this.n - 5
  }

  /** The second-decision codes of the final hands of `n` cards against an up rank (0: not yet known). */
  secondCodes(upRank: number, n: number): Uint8Array {
    return this.seconds(upRank).codesOf(n)
  }

  /**
   * The first action of the prepared hand (worked out when `known` is `UNKNOWN_MOVE`) and
   * its buy or draw: the final hand in `hand[0..n)`, in the up card's swapped suits, its
   * fee, whether it must play, and the next deck position. Resets `decisions`; returns the
   * first action's code.
   */
  private draw(
    deck: ArrayLike<number>,
    base: number,
    prepared: Uint8Array,
    o: number,
    known: number,
  ): number {
    const r = this.rules
    const up = deck[base + 5 + r.dealerUpCard]!
    const upRank = up % 13
    this.upSuit = (up / 13) | 0
    const swap = this.swap
    // The hand in the swapped suits, ascending, with the deck position each card came from:
    // every lookup is made in these cards.
    const hand = this.hand
    const from = this.from
    for (let i = 0; i < 5; i++) {
      hand[i] = prepared[o + i]!
      from[i] = prepared[o + 5 + i]!
    }
    let code = known
    if (code === UNKNOWN_MOVE) {
      code = this.firstAction(upRank)
      this.firstActions(upRank)[colex(hand, upRank)] = code
    }
    const d = this.decisions
    d.first = code
    d.discards = 0
    d.second = null
    d.insurance = 0
    d.force = null
    this.n = 5
    this.fee = 0
    this.mustPlay = false
    let next = base + 10
    if (code === STUD_BUY) {
      this.fee = r.buy!.fee
      hand[5] = swap(deck[next++]!)
      this.n = 6
    } else if (code >= STUD_DRAW) {
      const mask = code - STUD_DRAW
      let k = 0
      for (let i = 0; i < 5; i++) {
        if ((mask >> i) & 1) {
          d.discarded[d.discards++] = deck[base + from[i]!]!
          hand[i] = swap(deck[next++]!)
          k++
        }
      }
      this.fee = r.exchange !== null ? r.exchange.fee : r.switchPrices![k - 1]!
      this.mustPlay = r.switchPrices !== null && k === 5
    }
    this.next = next
    return code
  }

  /** What the Raise pays (to 1) on a win of the final hand `this.hand[0..n)` of strength `s`. */
  private paysOf(s: number, n: number): number {
    if (s <= this.qualify) return 0
    if (n === 6) return this.pays(this.hand, 6)
    // Five cards of one strength have the same ranks and are all a flush or none: the same pays.
    let known = this.pays5[s]!
    if (known === 0) {
      known = 1 + this.pays(this.hand, 5)
      this.pays5[s] = known
    }
    return known - 1
  }

  /**
   * The table's first action for the hand in `this.hand` (as `play` sorted it), its draw
   * mask over those cards: the hand is mapped to its canonical situation (the other three
   * suits ordered by their rank masks, highest first), its row read (or decided by
   * `decide`), and the row's mask mapped back. Called once per distinct hand and up rank.
   */
  private firstAction(upRank: number): number {
    const perm = this.perm
    const masks = this.masks
    masks.fill(0)
    for (let i = 0; i < 5; i++) masks[(this.hand[i]! / 13) | 0]! |= 1 << (this.hand[i]! % 13)
    canonicalSuits(masks, perm)
    const canonical = this.canonical
    const at = this.at
    for (let i = 0; i < 5; i++) {
      const h = this.hand[i]!
      insertAscending(canonical, at, i, perm[(h / 13) | 0]! * 13 + (h % 13))
    }
    let rowsOfUp = this.rowsOfUp[upRank]
    if (rowsOfUp === undefined) {
      rowsOfUp = canonicalRows(upRank)
      this.rowsOfUp[upRank] = rowsOfUp
    }
    const row = upRank * HANDS_PER_UP + rowsOfUp[colex(canonical, upRank)]!
    if (this.rows[row] === UNDECIDED) {
      const five = Array.from(canonical)
      this.rows[row] = toRankOrder(firstActionCode(this.decide!(five, upRank), five), five)
    }
    const code = fromRankOrder(this.rows[row]!, canonical)
    if (code < STUD_DRAW) return code
    let mask = 0
    for (let i = 0; i < 5; i++) if (((code - STUD_DRAW) >> i) & 1) mask |= 1 << at[i]!
    return STUD_DRAW + mask
  }

  /** The second decision on the five-card final hand, the discards out of the dealer's cards. */
  private secondKnowingDiscards(seconds: SolverSeconds, upRank: number): SecondDecision {
    const { hand, seenCards, removed, swap } = this
    const { discarded, discards } = this.decisions
    const m = 5 + discards
    for (let i = 0; i < m; i++) seenCards[i] = i < 5 ? hand[i]! : swap(discarded[i - 5]!)
    sortLocal(seenCards, m, upRank, removed)
    return seconds.scorerOf().score(hand, 5, removed, m).best.decision
  }

  /** The final hand of `n` cards as a readable rule is given it (five, or six after a buy). */
  private finalHand(n: number): Int32Array {
    return n === 5 ? this.hand5 : this.hand
  }

  /**
   * A played, uninsured box against a dealer who does not qualify: forces him when that is
   * worth more (the replacement then comes from deck position `next` on), else takes the
   * Ante. Returns the net, the forcing fee included.
   */
  private forceOrTake(
    deck: ArrayLike<number>,
    next: number,
    n: number,
    s: number,
    pays: number,
  ): number {
    const forcer = this.forcer!
    const d = this.decisions
    d.force = 'take'
    const rule = this.forceRule
    const { hand, dealer, seen, swap } = this
    if (rule === null ? !forcer.mayPay(pays) : !rule(pays, this.finalHand(n), dealer)) return TAKE
    seen.fill(0)
    for (let i = 0; i < n; i++) seen[hand[i]!] = 1
    for (let i = 0; i < d.discards; i++) seen[swap(d.discarded[i]!)] = 1
    for (let i = 0; i < 5; i++) seen[dealer[i]!] = 1
    const force = forcer.force(s, pays, dealer, seen)
    if (rule === null && force <= TAKE) return TAKE
    d.force = 'force'
    this.forceGain = force - TAKE
    const at = forcer.replacedAt(dealer)
    const replaced = dealer[at]! % 13
    let c = swap(deck[next++]!)
    while (!forcer.replaces(c, replaced)) c = swap(deck[next++]!)
    dealer[at] = c
    const out = forcer.settle(s, pays, dealer) - forcer.fee
    this.forceRealized = out - TAKE
    return out
  }
}

/**
 * Inserts card `c`, the `i`-th one given, into the ascending `sorted[0..i)`, keeping in
 * `given` the order each sorted card was given in.
 */
function insertAscending(sorted: Int32Array, given: Int32Array, i: number, c: number): void {
  let j = i
  while (j > 0 && sorted[j - 1]! > c) {
    sorted[j] = sorted[j - 1]!
    given[j] = given[j - 1]!
    j--
  }
  sorted[j] = c
  given[j] = i
}

/**
 * Monte Carlo of a stud rule set played by its strategy table, on the fast model: a
 * partial Fisher-Yates shuffle of the cards a round can use (`ROUND_CARDS`). `bet` `main`
 * is per Ante; `total` adds the mandatory Super and is per Ante plus Super. `options` as
 * for `TableRoundModel` (the owner's strategy: `undecidedRows()`, `ownerPlays`,
 * `ownerFirst`).
 */
export function tableFastSimulator(
  rules: StudRules,
  rows: Uint8Array,
  bet: 'main' | 'total',
  options: Omit<TableModelOptions, 'withSuper'> = {},
): Simulator {
  const total = bet === 'total' && rules.superWager
  const model = new TableRoundModel(rules, rows, { ...options, withSuper: total })
  // Rule sets without forcing keep the 15 cards (and the figures pinned on them).
  const width = rules.forceDealer === null ? ROUND_CARDS.plain : ROUND_CARDS.force
  const unit = total ? 2 : 1
  const deck = Int32Array.from({ length: 52 }, (_, i) => i)
  // Nets are whole numbers per Ante: counted by value, recorded once per unit.
  const OFFSET = 64
  const counts = new Float64Array(OFFSET + 2200)
  const CHUNK = 1_000_000
  // A unit's rounds are dealt first (the cards each can use), then played up rank by up
  // rank, so that one dealer table at a time is in the cache (measured: 5x faster).
  const dealt = new Uint8Array(CHUNK * width)
  // The same rounds grouped by up rank (a stable counting sort), so play reads them in order.
  const grouped = new Uint8Array(CHUNK * width)
  // Each grouped round's deal index.
  const byUp = new Int32Array(CHUNK)
  // Each grouped round's sorted hand and where its cards came from (`prepare`); its index in
  // the first actions, then the code read there.
  const prepared = new Uint8Array(CHUNK * 10)
  const at = new Int32Array(CHUNK)
  // Each round's count index, in deal order: the unit's running sums for the convergence
  // chart are taken in the order the rounds were dealt, not played.
  const nets = new Int16Array(CHUNK)
  const start = new Int32Array(14)
  // Each grouped round's second decision: where its code sits (`secondAt`), then the code.
  const second = new Int32Array(CHUNK)
  return {
    chunkSize: CHUNK,
    tableKey: cacheKey(rows),
    run(rounds, random, tally) {
      for (let i = 0; i < 52; i++) deck[i] = i
      counts.fill(0)
      start.fill(0)
      let wagered = 0
      dealRounds(deck, dealt, width, rounds, random)
      const upAt = 5 + rules.dealerUpCard
      for (let k = 0; k < rounds; k++) start[1 + (dealt[k * width + upAt]! % 13)]!++
      for (let u = 1; u < 14; u++) start[u]! += start[u - 1]!
      const fill = start.slice(0, 13)
      for (let k = 0; k < rounds; k++) {
        const n = fill[dealt[k * width + upAt]! % 13]!++
        byUp[n] = k
        for (let i = 0; i < width; i++) grouped[n * width + i] = dealt[k * width + i]!
      }
      // Then up rank by up rank: every hand sorted, every first action read, every final
      // hand's second decision read (reads that miss the cache: one after another they
      // overlap), every round played.
      for (let u = 0; u < 13; u++) {
        const moves = model.firstActions(u)
        const five = model.secondCodes(u, 5)
        const six = model.secondCodes(u, 6)
        for (let n = start[u]!; n < start[u + 1]!; n++)
          at[n] = model.prepare(grouped, n * width, prepared, n * 10)
        for (let n = start[u]!; n < start[u + 1]!; n++) at[n] = moves[at[n]!]!
        for (let n = start[u]!; n < start[u + 1]!; n++) {
          second[n] = model.secondAt(grouped, n * width, prepared, n * 10, at[n]!)
          // The first action, worked out there if it was still unknown: not again in play.
          at[n] = model.decisions.first
        }
        for (let n = start[u]!; n < start[u + 1]!; n++) {
          const i = second[n]!
          second[n] = i < 0 ? 0 : i & 1 ? six[i >> 1]! : five[i >> 1]!
        }
        for (let n = start[u]!; n < start[u + 1]!; n++) {
          const v =
            OFFSET + model.playPrepared(grouped, n * width, prepared, n * 10, at[n]!, second[n]!)
          counts[v]!++
          nets[byUp[n]!] = v
          wagered += model.wagered
        }
      }
      // Nets are whole per Ante: the sums are exact integers, scaled once per mark.
      for (let k = 0, s = 0, s2 = 0; k < rounds; k++) {
        const v = nets[k]! - OFFSET
        s += v
        s2 += v * v
        if (isMark(k + 1)) tally.marks.push(k + 1, s / unit, s2 / (unit * unit))
      }
      for (let i = 0; i < counts.length; i++) {
        if (counts[i]! === 0) continue
        const net = (i - OFFSET) / unit
        record(tally, `net ${net > 0 ? '+' : ''}${net}`, net, counts[i]!)
      }
      tally.rounds += rounds
      tally.wagered += (total ? wagered + rounds : wagered) / unit
    },
  }
}
