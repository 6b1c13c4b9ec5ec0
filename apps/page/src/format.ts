import { formatCard } from '@felt/cards'

/** A card code as text (`As`), or the value as JSON when it is not a card code. */
export function cardText(code: unknown): string {
  try {
    return formatCard(code as number)
  } catch {
    return JSON.stringify(code) ?? String(code)
  }
}

const CARD_KEYS = new Set(['card', 'cards', 'two', 'three', 'discard', 'keep', 'hold'])

/**
 * A compact, readable rendering of a JSON value (an action, a wager, an expected
 * value), with card codes under card-like keys shown as cards: `exchange box 0 cards 7c Qh`.
 */
export function describeValue(value: unknown, key = '', max = 240): string {
  const text = describe(value, key)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

function describe(value: unknown, key: string): string {
  if (CARD_KEYS.has(key)) {
    if (typeof value === 'number') return cardText(value)
    if (Array.isArray(value) && value.every((v) => typeof v === 'number'))
      return value.map(cardText).join(' ')
  }
  if (Array.isArray(value)) return `[${value.map((v) => describe(v, key)).join(', ')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined)
    const type = (value as Record<string, unknown>).type
    const rest = entries
      .filter(([k]) => k !== 'type')
      .map(([k, v]) => `${k} ${describe(v, k)}`)
      .join(', ')
    if (typeof type === 'string') return rest ? `${type} (${rest})` : type
    return `{ ${entries.map(([k, v]) => `${k}: ${describe(v, k)}`).join(', ')} }`
  }
  if (typeof value === 'string') return JSON.stringify(value)
  return String(value)
}

/** A mismatch's expected or actual value as text: card codes as cards for `*.card` fields. */
export function describeField(field: string, value: unknown): string {
  if (value === null || value === undefined) return 'nothing'
  if (/\.card$/.test(field)) return cardText(value)
  const last = /(\w+)(?:\[\d+\])?$/.exec(field)?.[1] ?? ''
  return describeValue(value, last)
}

/** Money with a sign: `+15`, `-10`, `0`. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n)
}
