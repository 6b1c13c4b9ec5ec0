import { houseWay } from '@felt/break-poker'
import { cardSvg } from '../card-svg.ts'
import { h } from '../dom.ts'
import type { LegalAction } from './api.ts'

/** The index field an action names its box, seat or hand by (the first the legal action has). */
function indexField(la: LegalAction): ['seat' | 'hand' | 'box', number] | undefined {
  for (const key of ['seat', 'hand', 'box'] as const) {
    const v = la[key]
    if (typeof v === 'number') return [key, v]
  }
  return undefined
}

function title(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1).replace(/-/g, ' ')
}

function whereText(la: LegalAction): string {
  const at = indexField(la)
  return at ? ` ${at[0]} ${at[1] + 1}` : ''
}

let pickerId = 0

/** A group of card checkboxes: pick `count` of `cards` for `name`. */
function cardPicker(
  name: string,
  legend: string,
  cards: readonly number[],
): {
  el: HTMLElement
  chosen: () => number[]
  set: (codes: readonly number[]) => void
} {
  const id = `pick-${++pickerId}`
  const boxes = cards.map((code) => {
    const input = h('input', { type: 'checkbox', value: String(code), name: `${id}-${name}` })
    return { code, input }
  })
  const el = h(
    'fieldset',
    { class: 'pick', 'data-pick': name },
    h('legend', {}, legend),
    boxes.map(({ code, input }) => h('label', {}, input, cardSvg(code))),
  )
  return {
    el,
    chosen: () => boxes.filter((b) => b.input.checked).map((b) => b.code),
    set: (codes) => {
      for (const b of boxes) b.input.checked = codes.includes(b.code)
    },
  }
}

/**
 * The controls of the legal actions: one button per action, with card pickers where
 * the action takes cards (a Break Poker setting, an exchange) and a number input where
 * it takes an amount. `act` gets the action to send.
 */
export function renderActions(
  legal: readonly LegalAction[],
  view: unknown,
  act: (action: Record<string, unknown>) => void,
): HTMLElement {
  const wrap = h('div', { class: 'stack', role: 'group', 'aria-label': 'Your move' })
  const simple = h('div', { class: 'actions-row' })
  for (const la of legal) {
    const base: Record<string, unknown> = { type: la.type }
    const at = indexField(la)
    if (at) base[at[0]] = at[1]
    const hand = Array.isArray(la.cards) ? (la.cards as number[]) : cardsOf(view, at)
    const counted = typeof la.min === 'number' && typeof la.max === 'number'
    if (la.type === 'set' && hand && typeof la.two === 'number' && typeof la.three === 'number') {
      wrap.appendChild(settingForm(la, hand, base, act))
    } else if (hand && counted && DRAWS.has(la.type)) {
      wrap.appendChild(drawForm(la, hand, base, act))
    } else if (counted) {
      wrap.appendChild(amountForm(la, base, act))
    } else {
      simple.appendChild(
        h(
          'button',
          { type: 'button', class: 'primary', 'data-action': la.type, onclick: () => act(base) },
          `${title(la.type)}${whereText(la)}${costText(la)}`,
        ),
      )
    }
  }
  if (simple.childElementCount > 0) wrap.prepend(simple)
  return wrap
}

/** Actions that discard chosen cards for new ones; their `min`/`max` count cards. */
const DRAWS = new Set(['exchange', 'switch', 'discard', 'draw'])

/** What an action costs, in words: ` (fee 10)`, ` (raise 20)`. */
function costText(la: LegalAction): string {
  const parts: string[] = []
  for (const key of ['fee', 'raise', 'amount', 'stake'] as const) {
    if (typeof la[key] === 'number' && la[key] > 0) parts.push(`${key} ${la[key]}`)
  }
  return parts.length > 0 ? ` (${parts.join(', ')})` : ''
}

/** The cards of the box, seat or hand an action names, found in the view. */
function cardsOf(
  view: unknown,
  at: ['seat' | 'hand' | 'box', number] | undefined,
): number[] | undefined {
  if (typeof view !== 'object' || view === null) return undefined
  const v = view as Record<string, unknown>
  const index = at?.[1] ?? 0
  for (const list of ['boxes', 'seats', 'hands']) {
    const items = v[list]
    if (!Array.isArray(items)) continue
    const item = items.find((x, i) => (x as { index?: number })?.index === index || i === index) as
      | { cards?: unknown }
      | undefined
    if (Array.isArray(item?.cards)) return item.cards as number[]
  }
  return undefined
}

function settingForm(
  la: LegalAction,
  hand: readonly number[],
  base: Record<string, unknown>,
  act: (action: Record<string, unknown>) => void,
): HTMLElement {
  const two = cardPicker('two', 'Two-card hand: pick 2', hand)
  const three = cardPicker('three', 'Three-card hand: pick 3', hand)
  const error = h('p', { class: 'error', role: 'alert', hidden: true })
  const useHouseWay = (): void => {
    const way = houseWay(hand)
    two.set(way.two)
    three.set(way.three)
  }
  return h(
    'form',
    {
      class: 'panel stack',
      'data-action-form': la.type,
      onsubmit: (event: Event) => {
        event.preventDefault()
        const a = two.chosen()
        const b = three.chosen()
        if (a.length !== 2 || b.length !== 3 || a.some((c) => b.includes(c))) {
          error.textContent =
            'Pick 2 cards for the two-card hand and 3 other cards for the three-card hand.'
          error.hidden = false
          return
        }
        act({ ...base, two: a, three: b })
      },
    },
    h('h4', {}, `Set your seven cards${whereText(la) ? `,${whereText(la)}` : ''}`),
    two.el,
    three.el,
    error,
    h(
      'div',
      { class: 'buttons' },
      h(
        'button',
        { type: 'button', 'data-action': 'house-way', onclick: useHouseWay },
        'Use the house way',
      ),
      h('button', { type: 'submit', class: 'primary', 'data-action': la.type }, 'Set the hands'),
    ),
  )
}

function drawForm(
  la: LegalAction,
  hand: readonly number[],
  base: Record<string, unknown>,
  act: (action: Record<string, unknown>) => void,
): HTMLElement {
  const min = la.min as number
  const max = la.max as number
  const prices = Array.isArray(la.prices)
    ? ` Price: ${(la.prices as number[]).map((p, i) => `${i + 1} card${i === 0 ? '' : 's'} ${p}`).join(', ')}.`
    : ''
  const pick = cardPicker(
    'cards',
    `Cards to ${la.type}: pick ${min === max ? min : `${min} to ${max}`}`,
    hand,
  )
  const error = h('p', { class: 'error', role: 'alert', hidden: true })
  return h(
    'form',
    {
      class: 'panel stack',
      'data-action-form': la.type,
      'data-min': min,
      onsubmit: (event: Event) => {
        event.preventDefault()
        const cards = pick.chosen()
        if (cards.length < min || cards.length > max) {
          error.textContent = `Pick ${min === max ? min : `${min} to ${max}`} cards.`
          error.hidden = false
          return
        }
        act({ ...base, cards })
      },
    },
    h('h4', {}, `${title(la.type)}${whereText(la)}${costText(la)}`),
    prices && h('p', { class: 'help' }, prices.trim()),
    pick.el,
    error,
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'submit', class: 'primary', 'data-action': la.type }, title(la.type)),
    ),
  )
}

function amountForm(
  la: LegalAction,
  base: Record<string, unknown>,
  act: (action: Record<string, unknown>) => void,
): HTMLElement {
  const min = la.min as number
  const max = la.max as number
  const id = `amount-${++pickerId}`
  const input = h('input', { type: 'number', id, min, max, step: 1, value: max })
  return h(
    'form',
    {
      class: 'actions-row',
      'data-action-form': la.type,
      onsubmit: (event: Event) => {
        event.preventDefault()
        act({ ...base, amount: Number(input.value) })
      },
    },
    h('div', { class: 'stack' }, h('label', { for: id }, `Amount (${min} to ${max})`), input),
    h(
      'button',
      { type: 'submit', class: 'primary', 'data-action': la.type },
      `${title(la.type)}${whereText(la)}`,
    ),
  )
}
