import { byId, h, replace } from '../dom.ts'
import { signed } from '../format.ts'
import { settlementTable } from '../settlement-table.ts'
import { renderVerification } from '../verify/render.ts'
import { pageGames, verifyReceipt } from '../verify/verify.ts'
import { renderActions } from './actions.ts'
import {
  ApiError,
  FeltApi,
  type GameInfo,
  type GamesReply,
  type Rotated,
  type RoundBody,
  type RoundOut,
  type SeedState,
  type SessionCreated,
} from './api.ts'
import { renderView } from './view.ts'
import { probeWagerKinds } from './wager-probe.ts'
import { buildWagers, wagerShape } from './wagers.ts'

interface Session {
  readonly id: string
  balance: number
  seed: SeedState
}

interface PlayedRound {
  readonly id: string
  readonly game: string
  readonly ruleset: string
  readonly nonce: number
  receipt: Record<string, unknown>
  verified?: { valid: boolean; mismatches: number }
}

interface Settled {
  readonly round: RoundOut
  readonly receipt: Record<string, unknown>
  readonly balance: number
}

/** Where the API is: this page's origin, or `?api=<url>` (for a page opened from a file or a dev server). */
function apiBase(): string | undefined {
  const given = new URLSearchParams(location.search).get('api')
  if (given && /^https?:\/\//.test(given)) return given
  if (location.protocol === 'http:' || location.protocol === 'https:') return location.origin
  return undefined
}

const SHORT_TITLES: Readonly<Record<string, string>> = {
  'stud-poker': 'Stud poker',
  'break-poker': 'Break Poker',
  zero: 'Zero',
}

function shortTitle(game: string): string {
  return SHORT_TITLES[game] ?? game
}

function words(kind: string): string {
  const spaced = kind.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

function randomSeed(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
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
  let games: readonly GameInfo[] = []
  let session: Session | undefined
  let round: RoundOut | undefined
  let lastSettled: Settled | undefined
  let rounds: PlayedRound[] = []
  let verifiedPair: { revealed: Rotated['revealed']; rounds: PlayedRound[] } | undefined
  let busy = false

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

  /** Runs one API step with the buttons disabled, then redraws. */
  const step = async (what: string, fn: () => Promise<void>, focus?: string): Promise<void> => {
    if (busy) return
    busy = true
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
      busy = false
      root.removeAttribute('aria-busy')
      render()
      if (focus) document.getElementById(focus)?.focus()
    }
  }

  const sessionPath = (): string => `/v1/sessions/${session!.id}`

  /** Takes a deal, act or settle reply: the round, the balance, and the receipt once settled. */
  const apply = (reply: RoundBody): void => {
    round = reply.round
    session!.balance = reply.balance
    if (reply.receipt) {
      lastSettled = { round: reply.round, receipt: reply.receipt, balance: reply.balance }
      if (!rounds.some((r) => r.id === reply.round.id)) {
        rounds.push({
          id: reply.round.id,
          game: reply.round.game,
          ruleset: reply.round.ruleset,
          nonce: reply.round.nonce,
          receipt: reply.receipt,
        })
      }
    }
  }

  let render = (): void => {
    renderSession()
    renderDeal()
    renderRound()
    renderHistory()
  }

  const renderSession = (): void => {
    if (!session) {
      const seedInput = h('input', {
        type: 'text',
        id: 'new-client-seed',
        value: randomSeed(),
        spellcheck: 'false',
        autocomplete: 'off',
        maxlength: 64,
      })
      const operatorInput = h('input', {
        type: 'password',
        id: 'operator-key',
        autocomplete: 'off',
        spellcheck: 'false',
      })
      const balanceInput = h('input', {
        type: 'number',
        id: 'new-balance',
        min: 0,
        step: 1,
        value: 1000,
      })
      replace(
        sessionPanel,
        h('h3', { id: 'session-title', tabindex: -1 }, 'Session'),
        h(
          'p',
          {},
          'A session holds your balance and the seed pair your rounds are dealt from. The server commits to its secret seed before you play.',
        ),
        h(
          'form',
          {
            class: 'stack',
            id: 'session-form',
            onsubmit: (event: Event) => {
              event.preventDefault()
              void step(
                'Starting a session',
                async () => {
                  const body: Record<string, unknown> = {}
                  if (seedInput.value.trim() !== '') body.clientSeed = seedInput.value
                  if (balanceInput.value !== '') body.balance = Number(balanceInput.value)
                  const key = operatorInput.value.trim()
                  const created = await api.request<SessionCreated>(
                    'POST',
                    '/v1/sessions',
                    body,
                    key === '' ? undefined : key,
                  )
                  api.token = created.token
                  session = { id: created.sessionId, balance: created.balance, seed: created.seed }
                  rounds = []
                  verifiedPair = undefined
                },
                'session-title',
              )
            },
          },
          h('label', { for: 'new-client-seed' }, 'Your client seed'),
          seedInput,
          h('label', { for: 'new-balance' }, 'Opening balance (play money, whole units)'),
          balanceInput,
          h(
            'details',
            {},
            h('summary', {}, 'Operator key (only if this server asks for one)'),
            h('label', { for: 'operator-key' }, 'Operator key'),
            operatorInput,
          ),
          h(
            'div',
            { class: 'buttons' },
            h(
              'button',
              { type: 'submit', class: 'primary', id: 'start-session' },
              'Start a session',
            ),
          ),
        ),
      )
      return
    }
    const s = session
    const clientSeedInput = h('input', {
      type: 'text',
      id: 'client-seed',
      value: s.seed.clientSeed,
      spellcheck: 'false',
      autocomplete: 'off',
      maxlength: 64,
      'aria-describedby': 'client-seed-help',
    })
    replace(
      sessionPanel,
      h('h3', { id: 'session-title', tabindex: -1 }, 'Session'),
      h(
        'dl',
        { class: 'facts', id: 'session-facts' },
        h('dt', {}, 'Balance'),
        h('dd', { id: 'balance' }, String(s.balance)),
        h('dt', {}, 'Commitment (active server seed)'),
        h('dd', { class: 'hash', id: 'commitment' }, s.seed.commitment),
        h('dt', {}, 'Next commitment'),
        h('dd', { class: 'hash', id: 'next-commitment' }, s.seed.nextCommitment),
        h('dt', {}, 'Client seed'),
        h('dd', { class: 'hash', id: 'current-client-seed' }, s.seed.clientSeed),
        h('dt', {}, 'Next nonce'),
        h('dd', { id: 'next-nonce' }, String(s.seed.nonce)),
        h('dt', {}, 'Session id'),
        h('dd', { class: 'hash' }, s.id),
      ),
      h(
        'form',
        {
          class: 'stack',
          id: 'client-seed-form',
          onsubmit: (event: Event) => {
            event.preventDefault()
            void step(
              'Setting the client seed',
              async () => {
                const reply = await api.request<{ seed: SeedState }>(
                  'PUT',
                  `${sessionPath()}/client-seed`,
                  { clientSeed: clientSeedInput.value },
                )
                s.seed = reply.seed
              },
              'client-seed',
            )
          },
        },
        h('label', { for: 'client-seed' }, 'Change your client seed'),
        clientSeedInput,
        h(
          'p',
          { class: 'help', id: 'client-seed-help' },
          '1 to 64 printable characters, no colon. It applies to the next round.',
        ),
        h(
          'div',
          { class: 'buttons' },
          h(
            'button',
            {
              type: 'button',
              onclick: () => {
                clientSeedInput.value = randomSeed()
              },
            },
            'Random seed',
          ),
          h('button', { type: 'submit', id: 'set-client-seed' }, 'Set client seed'),
        ),
      ),
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          {
            type: 'button',
            class: 'primary',
            id: 'rotate',
            disabled: round !== undefined && round.status !== 'settled',
            onclick: () =>
              void step(
                'Rotating the seed and verifying your rounds',
                rotateAndVerify,
                'history-title',
              ),
          },
          'Rotate the seed and verify my rounds',
        ),
      ),
      round !== undefined &&
        round.status !== 'settled' &&
        h('p', { class: 'help' }, 'Finish the open round before rotating.'),
    )
  }

  const rotateAndVerify = async (): Promise<void> => {
    const rotated = await api.request<Rotated>('POST', `${sessionPath()}/rotate`, {})
    session!.seed = rotated.seed
    const revealed = rotated.revealed
    const under = rounds.filter((r) => r.receipt.commitment === revealed.commitment)
    for (const r of under) {
      r.receipt = { ...r.receipt, serverSeed: revealed.serverSeed }
      const view = await verifyReceipt(r.receipt)
      r.verified = { valid: view.valid, mismatches: view.mismatches.length }
    }
    verifiedPair = { revealed, rounds: under }
    rounds = rounds.filter((r) => !under.includes(r))
    lastSettled = undefined
  }

  let chosenGame = ''
  let chosenRuleset = ''
  const renderDeal = (): void => {
    if (!session) {
      replace(
        dealPanel,
        h('h3', { id: 'deal-title' }, 'New round'),
        h('p', {}, 'Start a session first.'),
      )
      return
    }
    if (games.length === 0) {
      replace(
        dealPanel,
        h('h3', { id: 'deal-title' }, 'New round'),
        h('p', {}, 'Loading the games…'),
      )
      return
    }
    const game = games.find((g) => g.id === chosenGame) ?? games[0]!
    chosenGame = game.id
    if (!Object.hasOwn(game.rulesets, chosenRuleset)) chosenRuleset = game.defaultRuleset
    const gameSelect = h(
      'select',
      {
        id: 'deal-game',
        onchange: (e: Event) => {
          chosenGame = (e.target as HTMLSelectElement).value
          renderDeal()
          document.getElementById('deal-game')?.focus()
        },
      },
      games.map((g) => h('option', { value: g.id, selected: g.id === game.id }, g.title)),
    )
    const rulesetSelect = h(
      'select',
      {
        id: 'deal-ruleset',
        onchange: (e: Event) => {
          chosenRuleset = (e.target as HTMLSelectElement).value
          renderDeal()
          document.getElementById('deal-ruleset')?.focus()
        },
      },
      Object.keys(game.rulesets).map((name) =>
        h('option', { value: name, selected: name === chosenRuleset }, name),
      ),
    )
    const shape = wagerShape(game.wagersSchema)
    // The rule set's own deal says which wagers it needs and which side bets it offers.
    const kinds = probeWagerKinds(
      pageGames[game.id],
      chosenRuleset,
      game.wagerKinds,
      shape.required.length > 0 ? shape.required : game.wagerKinds.slice(0, 1),
      shape.container,
    )
    const wagerInputs = [...kinds.required, ...kinds.optional].map((kind) => {
      const limit = game.limits[kind] ?? { min: 1, max: 500 }
      const needed = kinds.required.includes(kind)
      const input = h('input', {
        type: 'number',
        id: `wager-${kind}`,
        min: needed ? limit.min : 0,
        max: limit.max,
        step: 1,
        value: needed ? Math.min(limit.max, Math.max(limit.min, 10)) : 0,
        'data-kind': kind,
      })
      return {
        kind,
        input,
        label: h(
          'label',
          { for: `wager-${kind}` },
          `${words(kind)} (${limit.min} to ${limit.max}${needed ? '' : ', 0 for none'})`,
        ),
      }
    })
    const boxesInput =
      shape.multiBox &&
      h('input', { type: 'number', id: 'deal-boxes', min: 1, max: 6, step: 1, value: 1 })
    const open = round !== undefined && round.status !== 'settled'
    replace(
      dealPanel,
      h('h3', { id: 'deal-title' }, 'New round'),
      h(
        'form',
        {
          class: 'stack',
          id: 'deal-form',
          onsubmit: (event: Event) => {
            event.preventDefault()
            void step(
              'Dealing',
              async () => {
                const amounts: Record<string, number> = {}
                for (const w of wagerInputs) amounts[w.kind] = Number(w.input.value || 0)
                const boxes = boxesInput ? Math.max(1, Number(boxesInput.value || 1)) : 1
                const body: Record<string, unknown> = {
                  game: game.id,
                  ruleset: rulesetSelect.value,
                  wagers: buildWagers(amounts),
                }
                if (boxes > 1) body.boxes = boxes
                lastSettled = undefined
                const reply = await api.request<RoundBody>('POST', `${sessionPath()}/deal`, body)
                session!.seed = { ...session!.seed, nonce: reply.round.nonce + 1 }
                apply(reply)
              },
              'round-title',
            )
          },
        },
        h('label', { for: 'deal-game' }, 'Game'),
        gameSelect,
        h('label', { for: 'deal-ruleset' }, 'Rule set'),
        rulesetSelect,
        wagerInputs.map((w) => [w.label, w.input]),
        boxesInput && [
          h(
            'label',
            { for: 'deal-boxes' },
            `${shape.container === 'seats' ? 'Seats' : 'Boxes'} (hands played at once)`,
          ),
          boxesInput,
        ],
        h(
          'div',
          { class: 'buttons' },
          h('button', { type: 'submit', class: 'primary', id: 'deal', disabled: open }, 'Deal'),
        ),
        open && h('p', { class: 'help' }, 'Finish the open round first.'),
      ),
    )
  }

  const act = (action: Record<string, unknown>): void => {
    const r = round!
    void step(
      `Sending ${String(action.type)}`,
      async () => {
        apply(
          await api.request<RoundBody>('POST', `${sessionPath()}/rounds/${r.id}/act`, { action }),
        )
      },
      'round-title',
    )
  }

  const settle = (): void => {
    const r = round!
    void step(
      'Settling',
      async () => {
        apply(await api.request<RoundBody>('POST', `${sessionPath()}/rounds/${r.id}/settle`, {}))
      },
      'round-title',
    )
  }

  const renderRound = (): void => {
    if (!round) {
      replace(
        roundPanel,
        h('h3', { id: 'round-title', tabindex: -1 }, 'Round'),
        h('p', {}, 'No round yet.'),
      )
      return
    }
    const r = round
    const gameTitle = games.find((g) => g.id === r.game)?.title ?? r.game
    const statusText =
      r.status === 'awaiting-action'
        ? 'your move'
        : r.status === 'complete'
          ? 'complete, ready to settle'
          : 'settled'
    replace(
      roundPanel,
      h(
        'h3',
        { id: 'round-title', tabindex: -1 },
        `Round ${r.nonce}: ${gameTitle} (${r.ruleset}), ${statusText}`,
      ),
      h('div', { 'data-status': r.status, id: 'round-view' }, renderView(r.view)),
      r.status === 'awaiting-action' &&
        r.legalActions.length > 0 &&
        renderActions(r.legalActions, r.view, act),
      r.status === 'complete' &&
        h(
          'div',
          { class: 'buttons' },
          h(
            'button',
            { type: 'button', class: 'primary', id: 'settle', onclick: settle },
            'Settle and see the receipt',
          ),
        ),
      r.status === 'settled' && lastSettled && receiptView(lastSettled),
    )
  }

  const receiptView = (s: Settled): HTMLElement => {
    const st = s.receipt.settlement as {
      lines: {
        box: number
        wager: string
        stake: number
        outcome: string
        payout: number
        reason: string
      }[]
      staked: number
      returned: number
      net: number
    }
    return h(
      'div',
      { id: 'receipt', class: 'stack' },
      h('h4', {}, `Receipt: net ${signed(st.net)}, balance ${s.balance}`),
      settlementTable(st.lines, `Staked ${st.staked}, returned ${st.returned}.`),
      h(
        'details',
        {},
        h('summary', {}, 'Receipt JSON'),
        h('pre', { class: 'json', id: 'receipt-json' }, JSON.stringify(s.receipt, null, 2)),
      ),
      h(
        'p',
        { class: 'help' },
        'The server seed stays secret until you rotate; then every round of this seed can be checked.',
      ),
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          {
            type: 'button',
            id: 'receipt-to-verify',
            onclick: () => {
              byId<HTMLTextAreaElement>('receipt-text').value = JSON.stringify(s.receipt, null, 2)
              byId<HTMLInputElement>('receipt-server-seed').value = ''
              byId('verify-result').replaceChildren()
              openTab('verify')
              byId('receipt-text').focus()
            },
          },
          'Copy this receipt to the Verify tab',
        ),
      ),
    )
  }

  const renderHistory = (): void => {
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
                { type: 'button', 'data-show': r.id, onclick: () => void showInVerify(r) },
                `Show the check of round ${r.nonce}`,
              ),
          )
        }),
      )
    const allValid = verifiedPair?.rounds.every((r) => r.verified?.valid)
    replace(
      historyPanel,
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
            h(
              'dd',
              { class: 'hash', id: 'revealed-server-seed' },
              verifiedPair.revealed.serverSeed,
            ),
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
      rounds.length === 0 ? h('p', {}, 'No settled round yet.') : list(rounds, false),
    )
  }

  const showInVerify = async (r: PlayedRound): Promise<void> => {
    byId<HTMLTextAreaElement>('receipt-text').value = JSON.stringify(r.receipt, null, 2)
    byId<HTMLInputElement>('receipt-server-seed').value = ''
    openTab('verify')
    const view = await verifyReceipt(r.receipt)
    replace(byId('verify-result'), renderVerification(view))
    byId('verify-result').querySelector<HTMLElement>('.verdict')?.focus()
  }

  // A reload keeps the session: its token and receipts stay in this tab's sessionStorage.
  const storageKey = `felt-session:${base}`
  let restored = false
  const save = (): void => {
    // Before the saved session is read back, there is nothing to save over it.
    if (!restored) return
    try {
      if (!session || !api.token) sessionStorage.removeItem(storageKey)
      else
        sessionStorage.setItem(
          storageKey,
          JSON.stringify({ id: session.id, token: api.token, rounds }),
        )
    } catch {
      // Storage may be disabled; the session then lasts as long as the page.
    }
  }
  const restore = async (): Promise<void> => {
    let saved: { id: string; token: string; rounds: PlayedRound[] } | undefined
    try {
      saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') ?? undefined
    } catch {
      saved = undefined
    }
    if (!saved) return
    api.token = saved.token
    try {
      const s = await api.request<{
        sessionId: string
        balance: number
        seed: SeedState
        openRounds?: RoundOut[]
      }>('GET', `/v1/sessions/${saved.id}`)
      session = { id: s.sessionId, balance: s.balance, seed: s.seed }
      rounds = saved.rounds
      round = s.openRounds?.[0]
    } catch {
      api.token = undefined
      sessionStorage.removeItem(storageKey)
    }
  }
  const redraw = render
  render = (): void => {
    redraw()
    save()
  }

  render()
  void Promise.all([
    api.request<GamesReply>('GET', '/v1/games').then((reply) => {
      games = reply.games
    }),
    restore().finally(() => {
      restored = true
    }),
  ])
    .catch(showError)
    .finally(render)
}
