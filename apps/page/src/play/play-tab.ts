import { h, replace } from '../dom.ts'
import { ApiError, FeltApi } from './api.ts'
import { renderDeal } from './deal-form.ts'
import { renderHistory } from './history-panel.ts'
import { renderRound } from './round-panel.ts'
import { renderSession } from './session-panel.ts'
import { sessionStore } from './session-store.ts'
import { initialState, type PlayContext } from './state.ts'

/** Where the API is: this page's origin, or `?api=<url>` (for a page opened from a file or a dev server). */
function apiBase(): string | undefined {
  const given = new URLSearchParams(location.search).get('api')
  if (given && /^https?:\/\//.test(given)) return given
  if (location.protocol === 'http:' || location.protocol === 'https:') return location.origin
  return undefined
}

/**
 * Wires the Play tab: create a session, see the commitments, set a client seed, play
 * any game round by round, see each receipt, rotate and verify every round in one click.
 */
export function setupPlayTab(root: HTMLElement, openTab: (id: string) => void): void {
  const base = apiBase()
  if (!base) {
    replace(
      root,
      h(
        'p',
        { class: 'panel' },
        'Playing needs a Felt server: open this page from the server (its address, not a file), or add ?api=https://your-server to the address. Verifying works right here.',
      ),
    )
    return
  }
  const api = new FeltApi(base)
  const state = initialState()
  const store = sessionStore(base, api, state)

  const status = h('p', { class: 'help', role: 'status', 'aria-live': 'polite', id: 'play-status' })
  const errorBox = h('div', { id: 'play-error' })
  const sessionPanel = h('section', {
    class: 'panel',
    id: 'session-panel',
    'aria-labelledby': 'session-title',
  })
  const dealPanel = h('section', {
    class: 'panel',
    id: 'deal-panel',
    'aria-labelledby': 'deal-title',
  })
  const roundPanel = h('section', {
    class: 'panel',
    id: 'round-panel',
    'aria-labelledby': 'round-title',
  })
  const historyPanel = h('section', {
    class: 'panel',
    id: 'history-panel',
    'aria-labelledby': 'history-title',
  })
  replace(
    root,
    status,
    errorBox,
    h('div', { class: 'grid2' }, sessionPanel, dealPanel),
    roundPanel,
    historyPanel,
  )

  const showError = (e: unknown): void => {
    const text =
      e instanceof ApiError
        ? `${e.message} (${e.code})`
        : e instanceof Error
          ? e.message
          : String(e)
    replace(errorBox, h('p', { class: 'error', role: 'alert' }, text))
  }

  const step = async (what: string, fn: () => Promise<void>, focus?: string): Promise<void> => {
    if (state.busy) return
    state.busy = true
    root.setAttribute('aria-busy', 'true')
    for (const b of root.querySelectorAll('button')) b.disabled = true
    errorBox.replaceChildren()
    status.textContent = `${what}…`
    try {
      await fn()
      status.textContent = `${what}: done.`
    } catch (e) {
      status.textContent = `${what}: failed.`
      showError(e)
    } finally {
      state.busy = false
      root.removeAttribute('aria-busy')
      render()
      if (focus) document.getElementById(focus)?.focus()
    }
  }

  const ctx: PlayContext = { state, api, step, openTab }

  const render = (): void => {
    renderSession(sessionPanel, ctx)
    renderDeal(dealPanel, ctx)
    renderRound(roundPanel, ctx)
    renderHistory(historyPanel, ctx)
    store.save()
  }

  render()
  void Promise.all([
    api.send(api.client.v1.games.$get()).then((reply) => {
      state.games = reply.games
    }),
    store.restore(),
  ])
    .catch(showError)
    .finally(render)
}
