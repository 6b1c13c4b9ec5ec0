import type { DealtCard } from '@felt/cards'
import type { Mismatch, Receipt } from '@felt/fair'
import { cardSvg } from '../card-svg.ts'
import { type Child, h } from '../dom.ts'
import { cardText, describeField, describeValue, signed } from '../format.ts'
import { settlementTable } from '../settlement-table.ts'
import { groupByRecipient, type Replayed, recipientName } from './replay.ts'

/** A receipt as the page reads it: `@felt/fair`'s `Receipt`, with or without the algorithm id. */
export type ReceiptLike = Omit<Receipt, 'algorithm'>

/** Everything the verdict view needs. */
export interface VerifyView {
  readonly receipt: ReceiptLike
  readonly valid: boolean
  readonly checks: readonly string[]
  readonly mismatches: readonly Mismatch[]
  readonly deck?: readonly number[] | undefined
  readonly computedCommitment?: string | undefined
  readonly replayed?: Replayed | undefined
}

/** The verdict banner: valid, or invalid with the number of mismatches. */
export function verdict(ok: boolean, title: string, text: string): HTMLElement {
  return h(
    'div',
    {
      class: `verdict ${ok ? 'ok' : 'bad'}`,
      role: 'status',
      'data-verdict': ok ? 'valid' : 'invalid',
      tabindex: -1,
    },
    h('h3', {}, ok ? `\u2713 ${title}` : `\u2717 ${title}`),
    h('p', {}, text),
  )
}

/** The whole verification result of one receipt. */
export function renderVerification(v: VerifyView): HTMLElement {
  const r = v.receipt
  const n = v.mismatches.length
  // The only thing missing is the seed the server reveals at rotation: not a failure yet.
  const waiting = n === 1 && v.mismatches[0]!.field === 'serverSeed' && !r.serverSeed
  const round = `round ${r.nonce} of ${r.game} (${r.ruleset})`
  return h(
    'article',
    { class: 'verification', 'aria-label': `Verification of ${round}` },
    v.valid
      ? verdict(
          true,
          'Valid',
          `Every card, action and payout of ${round} matches the commitment and the rules.`,
        )
      : waiting
        ? h(
            'div',
            { class: 'verdict info', role: 'status', 'data-verdict': 'waiting', tabindex: -1 },
            h('h3', {}, 'Not verifiable yet'),
            h(
              'p',
              {},
              'The server seed of this round is still secret. Rotate the seed pair (Play tab), or paste the revealed server seed above, then verify again.',
            ),
          )
        : verdict(
            false,
            `Invalid: ${n} mismatch${n === 1 ? '' : 'es'}`,
            `${capital(round)} does not match: ${v.mismatches.map((m) => m.field).join(', ')}.`,
          ),
    n > 0 &&
      section(
        `Mismatches (${n})`,
        h(
          'ul',
          { class: 'mismatches' },
          v.mismatches.map((m) =>
            h(
              'li',
              { 'data-field': m.field },
              h('code', {}, m.field),
              `: ${m.message}. `,
              `Recomputed: ${describeField(m.field, m.expected)}; receipt: ${describeField(m.field, m.actual)}.`,
            ),
          ),
        ),
      ),
    v.checks.length > 0 &&
      section(
        'Checks passed',
        h(
          'ul',
          { class: 'checks' },
          v.checks.map((c) => h('li', {}, c)),
        ),
      ),
    section('Commitment', commitmentFacts(r, v.computedCommitment)),
    section('Hands', hands(r.dealt, v.replayed?.dealt)),
    section(
      'Actions replayed',
      r.actions.length === 0
        ? h('p', {}, 'No player action: the round settled from the deal.')
        : h(
            'ol',
            { class: 'actions' },
            r.actions.map((a) => h('li', {}, describeValue(a))),
          ),
      h('p', {}, `Wagers: ${describeValue(r.wagers)}`),
      h('p', { class: 'help' }, 'As in the receipt, boxes, seats and hands count from 0 here.'),
    ),
    section('Payouts', payouts(r, v.replayed, v.mismatches)),
    v.deck && deckView(v.deck, r.dealt),
  )
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function section(title: string, ...children: Child[]): HTMLElement {
  return h('section', { class: 'panel' }, h('h3', {}, title), ...children)
}

function commitmentFacts(r: ReceiptLike, computed: string | undefined): HTMLElement {
  const ok = computed !== undefined && computed === r.commitment
  return h(
    'dl',
    { class: 'facts' },
    h('dt', {}, 'Commitment (published before the round)'),
    h('dd', { class: 'hash' }, r.commitment),
    h('dt', {}, 'Server seed (revealed)'),
    h('dd', { class: 'hash' }, r.serverSeed ?? 'not revealed yet'),
    h('dt', {}, 'SHA-256 of the server seed'),
    h('dd', { class: 'hash' }, computed ?? 'cannot be computed'),
    h('dt', {}, 'Result'),
    h(
      'dd',
      { class: ok ? 'outcome-win' : 'outcome-lose', 'data-commitment': ok ? 'match' : 'mismatch' },
      ok
        ? '\u2713 the server seed matches the commitment'
        : '\u2717 the server seed does not match the commitment',
    ),
    h('dt', {}, 'Client seed'),
    h('dd', { class: 'hash' }, r.clientSeed),
    h('dt', {}, 'Nonce'),
    h('dd', {}, String(r.nonce)),
  )
}

/** The hands as dealt by the recomputed round, with the receipt's differing cards marked. */
function hands(
  claimed: readonly DealtCard[],
  truth: readonly DealtCard[] | undefined,
): HTMLElement {
  const base = truth ?? claimed
  const groups = groupByRecipient(base)
  return h(
    'div',
    { class: 'hands' },
    truth === undefined &&
      h(
        'p',
        { class: 'help' },
        'The round could not be replayed; these are the cards the receipt claims.',
      ),
    [...groups].map(([to, items]) =>
      h(
        'div',
        { class: 'hand', 'data-to': to },
        h('h4', {}, recipientName(to)),
        h(
          'div',
          { class: 'cards' },
          items.map(({ item, index }) => {
            const said = claimed[index]
            const differs =
              truth !== undefined &&
              (said === undefined || said.card !== item.card || said.position !== item.position)
            const note = differs
              ? `receipt says ${said ? cardText(said.card) : 'nothing'}`
              : `position ${item.position}`
            return h(
              'figure',
              { class: 'slot', 'data-mismatch': differs ? 'true' : undefined },
              cardSvg(item.card, { mark: differs ? 'bad' : undefined, note }),
              h(
                'figcaption',
                { class: differs ? 'outcome-lose' : undefined },
                differs ? `receipt: ${said ? cardText(said.card) : 'none'}` : `#${item.position}`,
              ),
            )
          }),
        ),
      ),
    ),
  )
}

function payouts(
  r: ReceiptLike,
  replayed: Replayed | undefined,
  mismatches: readonly Mismatch[],
): HTMLElement {
  const bad = new Set(mismatches.map((m) => m.field))
  const lines = r.settlement.lines
  const reasons = replayed?.settlement.lines
  const s = r.settlement
  const withReasons = lines.map((l, i) => ({
    ...l,
    reason: l.reason || reasons?.[i]?.reason || '',
  }))
  return h(
    'div',
    {},
    settlementTable(
      withReasons,
      'As stated on the receipt; cells in red differ from the rules.',
      (i, field) => bad.has(`settlement.lines[${i}].${field}`),
    ),
    h(
      'dl',
      { class: 'facts' },
      h('dt', {}, 'Staked'),
      h('dd', { class: bad.has('settlement.staked') ? 'bad' : undefined }, String(s.staked)),
      h('dt', {}, 'Returned'),
      h('dd', { class: bad.has('settlement.returned') ? 'bad' : undefined }, String(s.returned)),
      h('dt', {}, 'Net'),
      h('dd', { class: bad.has('settlement.net') ? 'bad' : undefined }, signed(s.net)),
      typeof r.balanceBefore === 'number' && [
        h('dt', {}, 'Balance at the deal (not compared)'),
        h('dd', {}, String(r.balanceBefore)),
      ],
      typeof r.balanceAfter === 'number' && [
        h('dt', {}, 'Balance at settlement (not compared)'),
        h('dd', {}, String(r.balanceAfter)),
      ],
    ),
    r.ledger && ledgerTable(r.ledger, bad),
  )
}

/**
 * The round's own ledger entries: each amount is checked against the rules, and a balance
 * only against a neighbouring entry (other rounds may have moved it in between).
 */
function ledgerTable(ledger: NonNullable<ReceiptLike['ledger']>, bad: Set<string>): HTMLElement {
  const cell = (i: number, field: string, text: string): HTMLElement =>
    h('td', { class: `num${bad.has(`ledger[${i}].${field}`) ? ' bad' : ''}` }, text)
  return h(
    'div',
    { class: 'table-wrap' },
    h(
      'table',
      { class: 'lines ledger' },
      h(
        'caption',
        { class: 'help' },
        "The round's ledger entries. Other rounds' entries may lie between them, so a balance is compared only with the entry right before it in the ledger.",
      ),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ['Ledger entry', 'Kind', 'Amount', 'Balance after'].map((t) =>
            h('th', { scope: 'col' }, t),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        ledger.map((e, i) =>
          h(
            'tr',
            {},
            cell(i, 'seq', String(e.seq)),
            h('td', { class: bad.has(`ledger[${i}].kind`) ? 'bad' : undefined }, e.kind),
            cell(i, 'amount', signed(e.amount)),
            cell(i, 'balance', String(e.balance)),
          ),
        ),
      ),
    ),
  )
}

/** The shuffled deck, position by position, dealt positions in bold. Large shoes start closed. */
export function deckView(deck: readonly number[], dealt: readonly DealtCard[] = []): HTMLElement {
  const used = new Set(dealt.map((d) => d.position))
  const grid = h('div', { class: 'cards deck' })
  const fill = (): void => {
    if (grid.childElementCount > 0) return
    deck.forEach((code, position) => {
      grid.appendChild(
        h(
          'figure',
          { class: 'slot' },
          cardSvg(code, { note: `position ${position}${used.has(position) ? ', dealt' : ''}` }),
          h(
            'figcaption',
            { class: used.has(position) ? 'dealt-pos' : undefined },
            String(position),
          ),
        ),
      )
    })
  }
  const small = deck.length <= 53
  const details = h(
    'details',
    { class: 'panel deck-panel', open: small },
    h(
      'summary',
      {},
      `Shuffled ${deck.length > 53 ? 'shoe' : 'deck'} (${deck.length} cards, dealt from position 0)`,
    ),
    h(
      'p',
      { class: 'help' },
      `In order: ${deck.slice(0, 60).map(cardText).join(' ')}${deck.length > 60 ? ' …' : ''}`,
    ),
    grid,
  )
  if (small) fill()
  else details.addEventListener('toggle', fill)
  return details
}
