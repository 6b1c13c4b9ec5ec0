import { cardSvg } from '../card-svg.ts'
import { type Child, h } from '../dom.ts'
import { describeValue } from '../format.ts'

const SKIP = new Set(['game', 'rules', 'legalActions', 'dealt', 'status', 'deck'])
const CARD_KEY = /card|hand|hole|up|two|three|discard|kept|keep|hold|board|seven/i
const NOT_CARDS = /stake|wager|amount|total|point|bet|payout|limit|nonce|count|value|index|turn/i

function isCardCode(v: unknown): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 52
}

/** True for a list of card codes (face-down cards as null) under a card-like key. */
export function isCardList(key: string, value: unknown): value is readonly (number | null)[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    CARD_KEY.test(key) &&
    !NOT_CARDS.test(key) &&
    value.every((v) => v === null || isCardCode(v)) &&
    value.some(isCardCode)
  )
}

function words(key: string): string {
  const spaced = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/** A row of cards with a label. */
export function cardRow(label: string, cards: readonly (number | null)[]): HTMLElement {
  return h(
    'div',
    { class: 'hand', 'data-cards': label },
    h('h4', {}, label),
    h(
      'div',
      { class: 'cards' },
      cards.map((c) => cardSvg(c)),
    ),
  )
}

/**
 * A game's player view drawn generically: card lists as card pictures, nested seats,
 * boxes and hands as sub-sections, other values as facts. Works for every game
 * without knowing its view type.
 */
export function renderView(view: unknown, label = ''): HTMLElement {
  const box = h('div', { class: 'view' })
  walk(box, view, label, 0)
  return box
}

function walk(into: HTMLElement, value: unknown, label: string, depth: number): void {
  if (typeof value !== 'object' || value === null) return
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const sub = h('div', { class: 'sub' })
      walk(sub, item, `${label.replace(/s$/, '')} ${i + 1}`.trim(), depth + 1)
      into.appendChild(sub)
    })
    return
  }
  const facts: Child[] = []
  const rest: HTMLElement[] = []
  for (const [key, v] of Object.entries(value)) {
    if (SKIP.has(key) || v === undefined) continue
    if (isCardList(key, v)) {
      rest.push(cardRow(`${label ? `${label}: ` : ''}${words(key)}`, v))
    } else if (v === null && CARD_KEY.test(key) && !NOT_CARDS.test(key)) {
      facts.push(h('dt', {}, words(key)), h('dd', {}, 'hidden until the round is complete'))
    } else if (typeof v === 'object' && v !== null && !isScalarArray(v)) {
      const sub = h('div', { class: 'sub' })
      walk(sub, v, label ? `${label}, ${words(key).toLowerCase()}` : words(key), depth + 1)
      if (sub.childElementCount > 0) rest.push(sub)
    } else if (v !== null) {
      facts.push(h('dt', {}, words(key)), h('dd', {}, describeValue(v, key)))
    }
  }
  if (facts.length > 0) {
    into.appendChild(h('h4', { class: 'view-label' }, label || 'Round'))
    into.appendChild(h('dl', { class: 'facts' }, facts))
  }
  for (const el of rest) into.appendChild(el)
}

function isScalarArray(v: unknown): boolean {
  return Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)
}
