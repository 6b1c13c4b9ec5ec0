import { h } from './dom.ts'

/** One settlement line as the table shows it. */
export interface LineLike {
  readonly box: number
  readonly wager: string
  readonly stake: number
  readonly outcome: string
  readonly payout: number
  readonly reason?: string
}

const COLUMNS = [
  ['box', 'Box'],
  ['wager', 'Wager'],
  ['stake', 'Stake'],
  ['outcome', 'Outcome'],
  ['payout', 'Payout'],
  ['reason', 'Why'],
] as const

/**
 * The itemised settlement as a table: box (counted from 1), wager, stake, outcome,
 * payout, reason. `bad(i, field)` marks cells that differ from the rules. On a phone
 * each line becomes a small card (labels from `data-label`).
 */
export function settlementTable(
  lines: readonly LineLike[],
  caption: string,
  bad: (line: number, field: string) => boolean = () => false,
): HTMLElement {
  return h(
    'div',
    { class: 'table-wrap' },
    h(
      'table',
      { class: 'lines' },
      h('caption', { class: 'help' }, caption),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          COLUMNS.map(([key, title]) =>
            h(
              'th',
              { scope: 'col', class: key === 'stake' || key === 'payout' ? 'num' : undefined },
              title,
            ),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        lines.map((l, i) =>
          h(
            'tr',
            {},
            COLUMNS.map(([key, title]) => {
              const text = key === 'box' ? String(l.box + 1) : String(l[key] ?? '')
              const classes = [
                key === 'stake' || key === 'payout' ? 'num' : '',
                key === 'outcome' ? `outcome-${l.outcome}` : '',
                bad(i, key) ? 'bad' : '',
              ]
              return h(
                'td',
                { class: classes.join(' ').trim() || undefined, 'data-label': title },
                text,
              )
            }),
          ),
        ),
      ),
    ),
  )
}
