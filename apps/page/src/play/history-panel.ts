import { byId, h, replace } from '../dom.ts'
import { signed } from '../format.ts'
import { renderVerification } from '../verify/render.ts'
import { verifyReceipt } from '../verify/verify.ts'
import type { PlayContext, PlayedRound } from './state.ts'

const SHORT_TITLES: Readonly<Record<string, string>> = {
  'stud-poker': 'Stud poker',
  'break-poker': 'Break Poker',
  zero: 'Zero',
}

function shortTitle(game: string): string {
  return SHORT_TITLES[game] ?? game
}

/**
 * Draws the history panel: the revealed seed pair with the verdict on every round dealt
 * under it (after a rotation), then the rounds settled under the current seed.
 */
export function renderHistory(panel: HTMLElement, ctx: PlayContext): void {
  const { state, openTab } = ctx
  const verifiedPair = state.verifiedPair
  const list = (items: PlayedRound[], withVerdict: boolean): HTMLElement =>
    h(
      'ul',
      { class: 'round-list' },
      items.map((r) => {
        const net = (r.receipt.settlement as { net: number }).net
        return h(
          'li',
          { 'data-round': r.id },
          `Round ${r.nonce}: ${shortTitle(r.game)} (${r.ruleset}), net ${signed(net)} `,
          withVerdict &&
            r.verified &&
            h(
              'span',
              {
                class: `badge ${r.verified.valid ? 'ok' : 'bad'}`,
                'data-verdict': r.verified.valid ? 'valid' : 'invalid',
              },
              r.verified.valid ? '\u2713 valid' : `\u2717 ${r.verified.mismatches} mismatches`,
            ),
          ' ',
          withVerdict &&
            h(
              'button',
              { type: 'button', 'data-show': r.id, onclick: () => void showInVerify(r, openTab) },
              `Show the check of round ${r.nonce}`,
            ),
        )
      }),
    )
  const allValid = verifiedPair?.rounds.every((r) => r.verified?.valid)
  replace(
    panel,
    h('h3', { id: 'history-title', tabindex: -1 }, 'Your rounds'),
    verifiedPair &&
      h(
        'div',
        { id: 'rotation-result' },
        h('h4', {}, 'Revealed seed pair'),
        h(
          'dl',
          { class: 'facts' },
          h('dt', {}, 'Server seed'),
          h('dd', { class: 'hash', id: 'revealed-server-seed' }, verifiedPair.revealed.serverSeed),
          h('dt', {}, 'Commitment'),
          h('dd', { class: 'hash' }, verifiedPair.revealed.commitment),
          h('dt', {}, 'Client seed'),
          h('dd', { class: 'hash' }, verifiedPair.revealed.clientSeed),
          h('dt', {}, 'Rounds dealt'),
          h('dd', {}, String(verifiedPair.revealed.nonces)),
        ),
        h(
          'p',
          {
            class: `verdict ${allValid ? 'ok' : 'bad'}`,
            id: 'rotation-verdict',
            'data-verdict': allValid ? 'valid' : 'invalid',
          },
          verifiedPair.rounds.length === 0
            ? 'No round of yours was settled under this seed pair.'
            : allValid
              ? `\u2713 All ${verifiedPair.rounds.length} rounds recomputed in your browser match the commitment and the rules.`
              : '\u2717 Some rounds do not match: see below.',
        ),
        list(verifiedPair.rounds, true),
      ),
    h('h4', {}, 'Under the current seed'),
    state.rounds.length === 0 ? h('p', {}, 'No settled round yet.') : list(state.rounds, false),
  )
}

async function showInVerify(r: PlayedRound, openTab: (id: string) => void): Promise<void> {
  byId<HTMLTextAreaElement>('receipt-text').value = JSON.stringify(r.receipt, null, 2)
  byId<HTMLInputElement>('receipt-server-seed').value = ''
  openTab('verify')
  const view = await verifyReceipt(r.receipt)
  replace(byId('verify-result'), renderVerification(view))
  byId('verify-result').querySelector<HTMLElement>('.verdict')?.focus()
}
