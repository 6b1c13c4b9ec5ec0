import { cardSvg } from '../card-svg.ts'
import { h } from '../dom.ts'
import { describeValue } from '../format.ts'

const SKIP = new Set([
  'game',
  'rules',
  'legalActions',
  'dealt',
  'status',
  'deck',
  'index',
  'turn',
  'active',
])
// Keys that hold a list of cards, or one card (`upCard`).
const CARD_LIST_KEY = /(cards|five|seven|^two|^three|discarded|discards|drawn|hand|board|hole)$/i
const ONE_CARD_KEY = /card$/i
const NOT_CARDS = /stake|wager|amount|total|point|bet|payout|limit|nonce|count|value/i

function isCardCode(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 52
}

function cardKey(key: string): boolean {
  return (CARD_LIST_KEY.test(key) || ONE_CARD_KEY.test(key)) && !NOT_CARDS.test(key)
}

/** True for a list of card codes (face-down cards as null) under a card-like key. */
export function isCardList(key: string, value: unknown): value is readonly (number | null)[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    CARD_LIST_KEY.test(key) &&
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

function factText(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'string') return value
  return describeValue(value, key)
}

/** A row of cards with a label. */
export function cardRow(label: string, cards: readonly (number | null)[]): HTMLElement {
  return h(
    'div',
    { class: 'hand', 'data-cards': label },
    h('h5', {}, label),
    h(
      'div',
      { class: 'cards' },
      cards.map((c) => cardSvg(c)),
    ),
  )
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** One box, seat, hand or the dealer: its cards, then its other facts on one line. */
function block(title: string, value: Record<string, unknown>): HTMLElement {
  const el = h('div', { class: 'block' }, h('h4', {}, title))
  fill(el, value, '')
  return el
}

function fill(el: HTMLElement, value: Record<string, unknown>, prefix: string): void {
  const facts: [string, string][] = []
  // A list shown twice (the five first cards and the cards, before any draw) is drawn once.
  const lists = Object.entries(value)
    .filter(([k, v]) => isCardList(k, v))
    .map(([k, v]) => [k, JSON.stringify(v)] as const)
  const after: HTMLElement[] = []
  for (const [key, v] of Object.entries(value)) {
    if (SKIP.has(key) || v === undefined) continue
    const label = `${prefix}${prefix ? words(key).toLowerCase() : words(key)}`
    if (isCardList(key, v)) {
      const same = lists.find(([k, json]) => k !== key && json === JSON.stringify(v))
      if (same && /^first/i.test(key)) continue
      el.appendChild(cardRow(label, v))
    } else if (isCardCode(v) && ONE_CARD_KEY.test(key)) {
      el.appendChild(cardRow(label, [v]))
    } else if (v === null) {
      if (cardKey(key)) facts.push([label, 'hidden until the round is complete'])
    } else if (Array.isArray(v) && v.some(isRecord)) {
      v.forEach((item, i) => {
        if (isRecord(item)) after.push(block(`${label} ${i + 1}`, item))
      })
    } else if (isRecord(v)) {
      fill(el, v, `${label}, `)
    } else if (!(Array.isArray(v) && v.length === 0)) {
      facts.push([label, factText(key, v)])
    }
  }
  if (facts.length > 0) {
    el.appendChild(
      h(
        'dl',
        { class: 'inline-facts' },
        facts.map(([k, t]) => h('div', {}, h('dt', {}, k), h('dd', {}, t))),
      ),
    )
  }
  for (const a of after) el.appendChild(a)
}

/**
 * A game's player view drawn generically: each box, seat or hand and the dealer as a
 * block of card pictures with its facts; hidden cards stay hidden. Works for every
 * game without knowing its view type.
 */
export function renderView(view: unknown): HTMLElement {
  const root = h('div', { class: 'view' })
  if (!isRecord(view)) return root
  const top: Record<string, unknown> = {}
  const blocks: HTMLElement[] = []
  for (const [key, v] of Object.entries(view)) {
    if (SKIP.has(key)) continue
    if (Array.isArray(v) && v.length > 0 && v.every(isRecord)) {
      v.forEach((item, i) => {
        const n = typeof item.index === 'number' ? item.index + 1 : i + 1
        blocks.push(
          block(
            `${words(key)
              .replace(/(es|s)$/, '')
              .replace(/Box$/, 'Box')} ${n}`,
            item,
          ),
        )
      })
    } else if (isRecord(v)) {
      blocks.push(block(words(key), v))
    } else {
      top[key] = v
    }
  }
  const summary = h('div', {})
  fill(summary, top, '')
  if (summary.childElementCount > 0) root.appendChild(summary)
  root.appendChild(h('div', { class: 'blocks' }, blocks))
  return root
}
