import { byId, h, replace } from '../dom.ts'
import { signed } from '../format.ts'
import { settlementTable } from '../settlement-table.ts'
import { renderActions } from './actions.ts'
import { adviceControl } from './advice-panel.ts'
import { applyReply, type PlayContext, type Settled, sessionRoutes } from './state.ts'
import { renderView } from './view.ts'

/**
 * Draws the round panel: the open round's view with its legal action buttons, the Settle
 * button once complete, and the receipt once settled.
 */
export function renderRound(panel: HTMLElement, ctx: PlayContext): void {
  const { state, api, step } = ctx
  const advice = adviceControl(state.round, state.games)
  if (!state.round) {
    replace(
      panel,
      h('h3', { id: 'round-title', tabindex: -1 }, 'Round'),
      h('p', {}, 'No round yet.'),
    )
    return
  }
  const r = state.round
  const act = (action: Record<string, unknown>): void => {
    const open = state.round!
    void step(
      `Sending ${String(action.type)}`,
      async () => {
        const { routes, param } = sessionRoutes(ctx)
        const round = { ...param, nonce: open.id }
        applyReply(
          state,
          await api.send(routes.rounds[':nonce'].act.$post({ param: round, json: { action } })),
        )
      },
      'round-title',
    )
  }
  const settle = (): void => {
    const open = state.round!
    void step(
      'Settling',
      async () => {
        const { routes, param } = sessionRoutes(ctx)
        const round = { ...param, nonce: open.id }
        applyReply(
          state,
          await api.send(routes.rounds[':nonce'].settle.$post({ param: round, json: {} })),
        )
      },
      'round-title',
    )
  }
  const gameTitle = state.games.find((g) => g.id === r.game)?.title ?? r.game
  const statusText =
    r.status === 'awaiting-action'
      ? 'your move'
      : r.status === 'complete'
        ? 'complete, ready to settle'
        : 'settled'
  replace(
    panel,
    h(
      'h3',
      { id: 'round-title', tabindex: -1 },
      `Round ${r.nonce}: ${gameTitle} (${r.ruleset}), ${statusText}`,
    ),
    h('div', { 'data-status': r.status, id: 'round-view' }, renderView(r.view)),
    r.status === 'awaiting-action' &&
      r.legalActions.length > 0 &&
      renderActions(r.legalActions, r.view, act),
    advice,
    r.status === 'complete' &&
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          { type: 'button', class: 'primary', id: 'settle', onclick: settle },
          'Settle and see the receipt',
        ),
      ),
    r.status === 'settled' && state.lastSettled && receiptView(state.lastSettled, ctx.openTab),
  )
}

function receiptView(s: Settled, openTab: (id: string) => void): HTMLElement {
  const st = s.receipt.settlement as {
    lines: {
      box: number
      wager: string
      stake: number
      outcome: string
      payout: number
      reason: string
    }[]
    staked: number
    returned: number
    net: number
  }
  return h(
    'div',
    { id: 'receipt', class: 'stack' },
    h('h4', {}, `Receipt: net ${signed(st.net)}, balance ${s.balance}`),
    settlementTable(st.lines, `Staked ${st.staked}, returned ${st.returned}.`),
    h(
      'details',
      {},
      h('summary', {}, 'Receipt JSON'),
      h('pre', { class: 'json', id: 'receipt-json' }, JSON.stringify(s.receipt, null, 2)),
    ),
    h(
      'p',
      { class: 'help' },
      'The server seed stays secret until you rotate; then every round of this seed can be checked.',
    ),
    h(
      'div',
      { class: 'buttons' },
      h(
        'button',
        {
          type: 'button',
          id: 'receipt-to-verify',
          onclick: () => {
            byId<HTMLTextAreaElement>('receipt-text').value = JSON.stringify(s.receipt, null, 2)
            byId<HTMLInputElement>('receipt-server-seed').value = ''
            byId('verify-result').replaceChildren()
            openTab('verify')
            byId('receipt-text').focus()
          },
        },
        'Copy this receipt to the Verify tab',
      ),
    ),
  )
}
