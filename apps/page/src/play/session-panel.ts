import { h, replace } from '../dom.ts'
import { verifyReceipt } from '../verify/verify.ts'
import { type PlayContext, sessionRoutes } from './state.ts'

/** A random client seed: 16 random bytes as 32 lowercase hex characters. */
export function randomSeed(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Draws the session panel: the start form (client seed, balance, operator key) without a
 * session, or the session facts, the client seed form and the rotate button with one.
 */
export function renderSession(panel: HTMLElement, ctx: PlayContext): void {
  const { state, api, step } = ctx
  if (!state.session) {
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
      placeholder: "the server's default",
    })
    replace(
      panel,
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
                const json = {
                  ...(seedInput.value.trim() !== '' ? { clientSeed: seedInput.value } : {}),
                  ...(balanceInput.value !== '' ? { balance: Number(balanceInput.value) } : {}),
                }
                const key = operatorInput.value.trim()
                // The operator key, when given, replaces the session token for this one call.
                const headers =
                  key === '' ? undefined : { headers: { Authorization: `Bearer ${key}` } }
                const created = await api.send(api.client.v1.sessions.$post({ json }, headers))
                api.token = created.token
                state.session = {
                  id: created.sessionId,
                  balance: created.balance,
                  seed: created.seed,
                }
                state.rounds = []
                state.verifiedPair = undefined
              },
              'session-title',
            )
          },
        },
        h('label', { for: 'new-client-seed' }, 'Your client seed'),
        seedInput,
        h(
          'label',
          { for: 'new-balance' },
          'Opening balance (play money, whole units; only the operator sets one, blank for the default)',
        ),
        balanceInput,
        h(
          'details',
          {},
          h('summary', {}, 'Operator key (to set a balance, or if this server asks for one)'),
          h('label', { for: 'operator-key' }, 'Operator key'),
          operatorInput,
        ),
        h(
          'div',
          { class: 'buttons' },
          h('button', { type: 'submit', class: 'primary', id: 'start-session' }, 'Start a session'),
        ),
      ),
    )
    return
  }
  const s = state.session
  const round = state.round
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
    panel,
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
              const { routes, param } = sessionRoutes(ctx)
              const json = { clientSeed: clientSeedInput.value }
              const reply = await api.send(routes['client-seed'].$put({ param, json }))
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
              () => rotateAndVerify(ctx),
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

/**
 * Rotates the session's seed pair, then recomputes in the browser every kept round dealt
 * under the revealed seed and moves them, with their verdicts, to the verified pair.
 */
async function rotateAndVerify(ctx: PlayContext): Promise<void> {
  const { state, api } = ctx
  const { routes, param } = sessionRoutes(ctx)
  const rotated = await api.send(routes.rotate.$post({ param, json: {} }))
  state.session!.seed = rotated.seed
  const revealed = rotated.revealed
  const under = state.rounds.filter((r) => r.receipt.commitment === revealed.commitment)
  for (const r of under) {
    r.receipt = { ...r.receipt, serverSeed: revealed.serverSeed }
    const view = await verifyReceipt(r.receipt)
    r.verified = { valid: view.valid, mismatches: view.mismatches.length }
  }
  state.verifiedPair = { revealed, rounds: under }
  state.rounds = state.rounds.filter((r) => !under.includes(r))
  state.lastSettled = undefined
}
