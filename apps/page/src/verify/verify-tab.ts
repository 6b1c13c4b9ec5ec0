import { commit, shuffle } from '@felt/fair'
import { byId, h, replace } from '../dom.ts'
import { deckView, renderVerification, verdict } from './render.ts'
import { pageGames, parseReceipt, verifyReceipt } from './verify.ts'

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e)
}

/** Shows an error in the result area, announced to screen readers. */
function showError(result: HTMLElement, text: string): void {
  replace(result, h('p', { class: 'error', role: 'alert' }, text))
}

/** Verifies receipt text (and an optional separate server seed) and shows the result. */
export async function verifyText(text: string, serverSeed = ''): Promise<void> {
  const result = byId('verify-result')
  if (text.trim() === '') {
    showError(result, 'Paste a receipt first.')
    return
  }
  try {
    const view = await verifyReceipt(parseReceipt(text, serverSeed))
    replace(result, renderVerification(view))
  } catch (e) {
    showError(result, errorMessage(e))
  }
  result.querySelector<HTMLElement>('.verdict, .error')?.focus()
}

/** Wires the Verify tab: the receipt form, the receipt file, and the seeds form. */
export function setupVerifyTab(): void {
  const receiptForm = byId<HTMLFormElement>('receipt-form')
  const seedsForm = byId<HTMLFormElement>('seeds-form')
  const result = byId('verify-result')
  const text = byId<HTMLTextAreaElement>('receipt-text')
  const seed = byId<HTMLInputElement>('receipt-server-seed')

  for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="verify-mode"]')) {
    radio.addEventListener('change', () => {
      receiptForm.hidden = radio.value !== 'receipt'
      seedsForm.hidden = radio.value !== 'seeds'
      result.replaceChildren()
    })
  }

  receiptForm.addEventListener('submit', (event) => {
    event.preventDefault()
    void verifyText(text.value, seed.value)
  })

  byId<HTMLInputElement>('receipt-file').addEventListener('change', async (event) => {
    const file = (event.target as HTMLInputElement).files?.[0]
    if (!file) return
    text.value = await file.text()
    void verifyText(text.value, seed.value)
  })

  const gameSelect = byId<HTMLSelectElement>('seeds-game')
  const rulesetSelect = byId<HTMLSelectElement>('seeds-ruleset')
  const fillRulesets = (): void => {
    const game = pageGames[gameSelect.value]
    replace(
      rulesetSelect,
      game
        ? Object.keys(game.rulesets).map((name) =>
            h('option', { value: name, selected: name === game.defaultRuleset }, name),
          )
        : [],
    )
  }
  replace(
    gameSelect,
    Object.values(pageGames).map((g) => h('option', { value: g.id }, g.title)),
  )
  const deckSize = byId('seeds-deck-size')
  const showDeckSize = (): void => {
    const game = pageGames[gameSelect.value]
    try {
      const cards = game ? game.deckSize(game.rules(rulesetSelect.value)) : undefined
      deckSize.textContent = cards ? `Dealt from ${cards} cards.` : ''
      deckSize.dataset.cards = cards ? String(cards) : ''
    } catch {
      deckSize.textContent = ''
    }
  }
  gameSelect.addEventListener('change', () => {
    fillRulesets()
    showDeckSize()
  })
  rulesetSelect.addEventListener('change', showDeckSize)
  fillRulesets()
  showDeckSize()

  seedsForm.addEventListener('submit', async (event) => {
    event.preventDefault()
    try {
      const serverSeed = byId<HTMLInputElement>('seeds-server-seed').value.trim()
      const clientSeed = byId<HTMLInputElement>('seeds-client-seed').value
      const nonce = Number(byId<HTMLInputElement>('seeds-nonce').value)
      const expected = byId<HTMLInputElement>('seeds-commitment').value.trim().toLowerCase()
      const game = pageGames[gameSelect.value]
      if (!game) throw new Error('Choose a game.')
      const cards = game.deckSize(game.rules(rulesetSelect.value))
      const computed = await commit(serverSeed)
      const deck = await shuffle({ serverSeed, clientSeed, nonce, cards })
      const matches = expected === '' || expected === computed
      replace(
        result,
        expected === ''
          ? h(
              'div',
              { class: 'verdict info', role: 'status', tabindex: -1 },
              h('h3', {}, 'Deck recomputed'),
              h('p', {}, `No commitment given: the commitment of this server seed is ${computed}.`),
            )
          : verdict(
              matches,
              matches ? 'Commitment matches' : 'Commitment does not match',
              matches
                ? `SHA-256 of the server seed is ${computed}.`
                : `SHA-256 of the server seed is ${computed}, not ${expected}.`,
            ),
        h(
          'section',
          { class: 'panel' },
          h('h3', {}, 'Seeds'),
          h(
            'dl',
            { class: 'facts' },
            h('dt', {}, 'Server seed'),
            h('dd', { class: 'hash' }, serverSeed),
            h('dt', {}, 'SHA-256 of the server seed'),
            h('dd', { class: 'hash' }, computed),
            h('dt', {}, 'Client seed'),
            h('dd', { class: 'hash' }, clientSeed),
            h('dt', {}, 'Nonce'),
            h('dd', {}, String(nonce)),
            h('dt', {}, 'Game and rule set'),
            h('dd', {}, `${game.title}, ${rulesetSelect.value} (${cards} cards)`),
          ),
        ),
        deckView(deck),
      )
    } catch (e) {
      showError(result, errorMessage(e))
    }
    result.querySelector<HTMLElement>('.verdict, .error')?.focus()
  })
}
