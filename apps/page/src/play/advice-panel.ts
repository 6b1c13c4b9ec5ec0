import './advice.css'
import { h, replace } from '../dom.ts'
import { cardText } from '../format.ts'
import {
  type AdviceLine,
  type AdviceReply,
  type AdviceRequest,
  adviceRequest,
  legalLines,
} from './advice-query.ts'
import type { GameInfo, LegalAction, RoundOut } from './api.ts'

/** The control of one decision: its element, and the way to end its computation. */
interface Control {
  readonly key: string
  readonly el: HTMLElement
  /** Re-enables its buttons after a step of the tab disabled every button. */
  readonly refresh: () => void
  readonly stop: () => void
}

// One control at a time, kept across redraws of the round panel so that a computation
// survives them; replaced (its worker terminated) once the round moves on.
let current: Control | undefined

/** What each decision's control says it values, and how long that takes. */
const TEXT: { readonly [K in AdviceRequest['kind']]: { help: string; computing: string } } = {
  first: {
    help: 'The exact expected value of each legal first action for the main bet (Ante, Raise, fees and insurance; side bets are settled by the deal), per Ante, computed in this browser from your five cards, the dealer’s up card and the rules only: every draw enumerated, the best second decision after it. Forcing the dealer and buying a game are not valued here. You still choose and click the action yourself.',
    computing: 'Computing… (every draw enumerated: about ten seconds)',
  },
  second: {
    help: 'The exact expected value of each legal action after your draw for the main bet, per Ante from here on (the draw’s fee, already paid, is left out), computed in this browser from your cards, the cards you discarded, the other cards you have seen, the dealer’s up card and the rules only: every hand the dealer can hold without them. Where the rules let you force the dealer or buy a game later, playing includes that choice made at its best. You still choose and click the action yourself.',
    computing: 'Computing… (every dealer hand: about a second)',
  },
  force: {
    help: 'The exact expected value of forcing the dealer (buying a game) and of taking his non-qualifying hand, for the main bet, per Ante from here on (the Raise posted, fees paid earlier left out), computed in this browser from your cards, the dealer’s five, the other cards you have seen and the rules only: every replacement card you have not seen. You still choose and click the action yourself.',
    computing: 'Computing… (every replacement card)',
  },
}

/**
 * The "What would the optimum do?" control of a stud round awaiting one of the player's
 * decisions (the first, the second after a draw, force or take), or false for any other
 * round. Pressing it starts a Web Worker that computes the exact EV per Ante of every legal
 * action from what the player sees (`adviceRequest`) and the round's rules only, and lists
 * them best first; it never acts. A computation still running when the round moves on is
 * cancelled.
 */
export function adviceControl(
  round: RoundOut | undefined,
  games: readonly GameInfo[],
): HTMLElement | false {
  const request = round ? adviceRequest(round, games) : undefined
  // A request is only made for a stud round, whose view says whose turn it is.
  const turn = round?.game === 'stud-poker' ? round.view.turn : null
  const key = request && round ? `${round.id}/${turn}/${request.kind}` : ''
  if (current && current.key !== key) {
    current.stop()
    current = undefined
  }
  if (!request || !round) return false
  current ??= createControl(key, request, round.legalActions)
  current.refresh()
  return current.el
}

function createControl(
  key: string,
  request: AdviceRequest,
  legal: readonly LegalAction[],
): Control {
  let worker: Worker | undefined
  let timer: ReturnType<typeof setInterval> | undefined
  const status = h('span', { class: 'help', id: 'advice-status', role: 'status' })
  const elapsed = h('span', { id: 'advice-elapsed', 'aria-hidden': 'true' })
  const result = h('div', { id: 'advice-result' })
  const stop = (): void => {
    worker?.terminate()
    worker = undefined
    if (timer !== undefined) clearInterval(timer)
    timer = undefined
    ask.disabled = false
    cancel.hidden = true
    elapsed.textContent = ''
  }
  const cancel = h(
    'button',
    {
      type: 'button',
      id: 'advice-cancel',
      hidden: true,
      onclick: () => {
        stop()
        status.textContent = 'Stopped.'
      },
    },
    'Stop',
  )
  const ask = h(
    'button',
    {
      type: 'button',
      id: 'advice-button',
      onclick: () => {
        stop()
        result.replaceChildren()
        const started = performance.now()
        status.textContent = TEXT[request.kind].computing
        const tick = (): void => {
          elapsed.textContent = ` ${((performance.now() - started) / 1000).toFixed(1)} s`
        }
        tick()
        timer = setInterval(tick, 200)
        ask.disabled = true
        cancel.hidden = false
        worker = new Worker(new URL('./advice-worker.ts', import.meta.url), { type: 'module' })
        worker.onmessage = (event: MessageEvent<AdviceReply>) => {
          const seconds = (performance.now() - started) / 1000
          stop()
          const reply = event.data
          if (!reply.ok) {
            status.textContent = `The advice could not be computed: ${reply.message}`
            return
          }
          const lines = legalLines(reply.actions, legal)
          const basis = request.kind === 'first' ? 'per Ante' : 'per Ante from here on'
          status.textContent = `Computed in ${seconds.toFixed(1)} s: ${lines.length} legal actions, best first, in expected net ${basis}.`
          replace(result, adviceList(lines, legal))
        }
        worker.onerror = (event: ErrorEvent) => {
          stop()
          status.textContent = `The advice could not be computed: ${event.message || 'the worker failed to start'}`
        }
        worker.postMessage(request)
      },
    },
    'What would the optimum do?',
  )
  const el = h(
    'section',
    { class: 'advice stack', id: 'advice', 'aria-labelledby': 'advice-title' },
    h('h4', { id: 'advice-title' }, 'What would the optimum do?'),
    h('p', { class: 'help', id: 'advice-help' }, TEXT[request.kind].help),
    h('div', { class: 'buttons' }, ask, cancel),
    h('div', { class: 'advice-progress' }, status, elapsed),
    result,
  )
  const refresh = (): void => {
    ask.disabled = worker !== undefined
    cancel.disabled = false
  }
  return { key, el, refresh, stop }
}

function adviceList(lines: readonly AdviceLine[], legal: readonly LegalAction[]): HTMLElement {
  return h(
    'ol',
    { id: 'advice-list', class: 'advice-list' },
    lines.map((line, i) =>
      h(
        'li',
        {
          class: i === 0 ? 'best' : undefined,
          'data-action': line.action,
          'data-discard': line.discard.join(','),
          'data-ev': String(line.ev),
        },
        h(
          'span',
          { class: 'advice-action' },
          actionText(line, legal),
          line.discard.length > 0 &&
            h('span', { class: 'advice-cards mono' }, line.discard.map(cardText).join(' ')),
        ),
        h('span', { class: 'advice-ev' }, evText(line.ev)),
        i === 0 && h('strong', { class: 'advice-best' }, 'best'),
      ),
    ),
  )
}

/** The action in words, with what it costs in this round: `Buy a sixth card (fee 10)`. */
function actionText(line: AdviceLine, legal: readonly LegalAction[]): string {
  const la = legal.find((l) => l.type === line.action)
  const n = line.discard.length
  switch (line.action) {
    case 'fold':
      return 'Fold'
    case 'play':
      return typeof la?.raise === 'number' && la.raise > 0 ? `Play (raise ${la.raise})` : 'Play'
    case 'insure':
      return 'Play and insure (the most allowed)'
    case 'force':
      return `Force the dealer / buy a game${typeof la?.fee === 'number' ? ` (fee ${la.fee})` : ''}`
    case 'take':
      return 'Take the non-qualifying payment'
    case 'buy':
      return `Buy a sixth card${typeof la?.fee === 'number' ? ` (fee ${la.fee})` : ''}`
    case 'exchange':
      return `Exchange ${n}${typeof la?.fee === 'number' && la.fee > 0 ? ` (fee ${la.fee})` : ''}, discard`
    case 'switch': {
      const price = Array.isArray(la?.prices) ? (la.prices as number[])[n - 1] : undefined
      return `Switch ${n}${price === undefined ? '' : ` (price ${price})`}, discard`
    }
    default:
      return line.action
  }
}

/** An EV per Ante with its sign and a true minus: `+0.1234`, `−1.0000`. */
function evText(ev: number): string {
  return `${ev < 0 ? '−' : '+'}${Math.abs(ev).toFixed(4)}`
}
