import { formatCard, JOKER, RANK_NAMES, rankOf, SUIT_NAMES, suitOf } from '@felt/cards'
import { s } from './dom.ts'

const RANK_LABELS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const

// Suit shapes drawn as paths (0..100 box), so no font needs the suit glyphs.
const SUIT_PATHS = [
  'M50 8a19 19 0 0 1 15 31a19 19 0 1 1 5 33a20 20 0 0 1-16-8l6 28H40l6-28a20 20 0 0 1-16 8a19 19 0 1 1 5-33A19 19 0 0 1 50 8z',
  'M50 4 86 50 50 96 14 50z',
  'M50 90C22 68 6 52 6 32 6 17 17 7 30 7c9 0 16 5 20 13 4-8 11-13 20-13 13 0 24 10 24 25 0 20-16 36-44 58z',
  'M50 5C36 27 8 40 8 61c0 13 10 22 22 22 7 0 13-3 17-9-1 9-5 15-10 21h26c-5-6-9-12-10-21 4 6 10 9 17 9 12 0 22-9 22-22C92 40 64 27 50 5z',
] as const

/** Colours with at least 4.5:1 contrast on the white card face. */
const SUIT_COLOURS = ['#1a1a1a', '#b0101d', '#b0101d', '#1a1a1a'] as const

/** The spoken name of a card code: `ace of spades`, `joker`. */
export function cardName(code: number): string {
  if (code === JOKER) return 'joker'
  return `${RANK_NAMES[rankOf(code)]} of ${SUIT_NAMES[suitOf(code)]}`
}

/** Options of `cardSvg`. */
export interface CardOptions {
  /** Marks the card (a mismatch, a selected card). */
  readonly mark?: 'bad' | 'selected' | undefined
  /** Extra words for the accessible name (`position 12`). */
  readonly note?: string | undefined
}

/**
 * One playing card as an SVG picture with an accessible name (`ace of spades`).
 * `null` draws a face-down card.
 */
export function cardSvg(code: number | null, options: CardOptions = {}): SVGSVGElement {
  const label =
    (code === null ? 'face-down card' : `${cardName(code)} (${formatCard(code)})`) +
    (options.note ? `, ${options.note}` : '')
  const svg = s('svg', {
    viewBox: '0 0 100 140',
    class: `card${options.mark ? ` card-${options.mark}` : ''}`,
    role: 'img',
    'aria-label': label,
    'data-card': code === null ? 'hidden' : formatCard(code),
  })
  svg.appendChild(s('title', {}, label))
  if (code === null) {
    svg.appendChild(s('rect', { x: 2, y: 2, width: 96, height: 136, rx: 9, class: 'card-back' }))
    svg.appendChild(
      s('rect', {
        x: 10,
        y: 10,
        width: 80,
        height: 120,
        rx: 5,
        fill: 'none',
        class: 'card-back-line',
      }),
    )
    return svg
  }
  svg.appendChild(s('rect', { x: 2, y: 2, width: 96, height: 136, rx: 9, class: 'card-face' }))
  if (code === JOKER) {
    svg.appendChild(
      s('text', { x: 50, y: 60, 'text-anchor': 'middle', class: 'card-joker' }, 'JOKER'),
    )
    svg.appendChild(
      s('path', {
        d: 'M50 72l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z',
        fill: '#6b2fa0',
      }),
    )
    return svg
  }
  const suit = suitOf(code)
  const colour = SUIT_COLOURS[suit]!
  const rank = RANK_LABELS[rankOf(code)]!
  const corner = (x: number, y: number, rotate: boolean) =>
    s(
      'g',
      { transform: rotate ? `rotate(180 ${x} ${y})` : undefined, fill: colour },
      s('text', { x, y: y + 2, 'text-anchor': 'middle', class: 'card-rank' }, rank),
      s('path', { d: SUIT_PATHS[suit]!, transform: `translate(${x - 9} ${y + 8}) scale(0.18)` }),
    )
  svg.appendChild(corner(16, 22, false))
  svg.appendChild(corner(84, 118, true))
  svg.appendChild(
    s('path', { d: SUIT_PATHS[suit]!, fill: colour, transform: 'translate(25 45) scale(0.5)' }),
  )
  return svg
}
