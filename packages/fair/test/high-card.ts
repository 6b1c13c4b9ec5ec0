// A tiny game implementing the Felt game contract, for verifier tests: the player and
// the dealer get one card each; the player may `draw` (a new card), `stand` or
// `double`; the dealer then takes one more card and keeps the higher; higher rank wins.
import {
  assertDeck,
  type CardCode,
  type Game,
  IllegalActionError,
  InvalidRulesError,
  InvalidWagerError,
  RoundIncompleteError,
  RoundSettledError,
  type RoundState,
  rankOf,
  type Settlement,
  type SettlementLine,
  UnknownRulesetError,
} from '@felt/cards'

export interface HighCardRules {
  readonly name: string
  readonly decks: 1 | 8
  /** A win pays `payout` to 1. */
  readonly payout: number
}
export interface HighCardWagers {
  readonly ante: number
}
export type HighCardAction = { readonly type: 'draw' | 'stand' | 'double' }
export type HighCardState = RoundState<HighCardRules, HighCardAction>

const rulesets: Record<string, HighCardRules> = {
  basic: { name: 'basic', decks: 1, payout: 1 },
  shoe: { name: 'shoe', decks: 8, payout: 1 },
}

function take(state: HighCardState, to: string): HighCardState {
  const card = state.deck[state.next]!
  return {
    ...state,
    next: state.next + 1,
    dealt: [...state.dealt, { position: state.next, card, to }],
  }
}

function last(state: HighCardState, to: string): CardCode {
  return state.dealt.filter((d) => d.to === to).at(-1)!.card
}

export const highCard: Game<HighCardRules, HighCardWagers, HighCardAction, HighCardState> = {
  id: 'high-card',
  title: 'High card (test game)',
  rulesets,
  defaultRuleset: 'basic',
  wagerKinds: ['ante'],
  wagersOf: () => ({ required: ['ante'], optional: [] }),
  actionTypes: ['draw', 'stand', 'double'],
  rules(name = 'basic', overrides = {}) {
    const base = rulesets[name]
    if (!base) throw new UnknownRulesetError('high-card', name, Object.keys(rulesets))
    const rules = { ...base, ...overrides } as HighCardRules
    if (!Number.isInteger(rules.payout) || rules.payout < 1 || rules.payout > 10) {
      throw new InvalidRulesError('payout must be 1 to 10')
    }
    if (rules.decks !== 1 && rules.decks !== 8) throw new InvalidRulesError('decks must be 1 or 8')
    return rules
  },
  deckSize: (rules) => rules.decks * 52,
  deal(deck, rules, wagers) {
    assertDeck(deck, rules.decks * 52)
    if (!Number.isInteger(wagers.ante) || wagers.ante < 1)
      throw new InvalidWagerError('ante must be a positive integer')
    const state: HighCardState = {
      game: 'high-card',
      rules,
      status: 'awaiting-action',
      deck: [...deck],
      next: 0,
      dealt: [],
      actions: [],
      staked: wagers.ante,
    }
    return take(take(state, 'box:0'), 'dealer')
  },
  legalActions: (state) =>
    state.status === 'awaiting-action'
      ? [{ type: 'draw' }, { type: 'stand' }, { type: 'double' }]
      : [],
  act(state, action) {
    if (state.status === 'settled') throw new RoundSettledError()
    if (state.status !== 'awaiting-action') throw new IllegalActionError('the round is complete')
    if (!['draw', 'stand', 'double'].includes(action?.type))
      throw new IllegalActionError('unknown action')
    let next: HighCardState = { ...state, actions: [...state.actions, action] }
    if (action.type === 'draw') next = take(next, 'box:0')
    if (action.type === 'double') next = { ...next, staked: next.staked * 2 }
    return { ...take(next, 'dealer'), status: 'complete' }
  },
  settle(state) {
    if (state.status === 'settled') throw new RoundSettledError()
    if (state.status !== 'complete') throw new RoundIncompleteError()
    const player = rankOf(last(state, 'box:0'))
    const dealer = Math.max(
      ...state.dealt.filter((d) => d.to === 'dealer').map((d) => rankOf(d.card)),
    )
    const doubled = state.actions.some((a) => a.type === 'double')
    const ante = doubled ? state.staked / 2 : state.staked
    const line = (wager: string): SettlementLine => {
      const outcome = player > dealer ? 'win' : player === dealer ? 'push' : 'lose'
      const payout =
        outcome === 'win' ? ante * (1 + state.rules.payout) : outcome === 'push' ? ante : 0
      return {
        box: 0,
        wager,
        stake: ante,
        outcome,
        payout,
        reason: `player rank ${player} against dealer rank ${dealer}`,
      }
    }
    const lines = doubled ? [line('ante'), line('double')] : [line('ante')]
    const returned = lines.reduce((s, l) => s + l.payout, 0)
    const settlement: Settlement = {
      lines,
      staked: state.staked,
      returned,
      net: returned - state.staked,
      details: {},
    }
    return { state: { ...state, status: 'settled' }, settlement }
  },
  view: (state) => ({ dealt: state.dealt, status: state.status }),
}
