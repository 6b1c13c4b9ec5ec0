import { h, replace } from '../dom.ts'
import { applyReply, type PlayContext, sessionRoutes } from './state.ts'
import { buildWagers, wagerShape } from './wagers.ts'

function words(kind: string): string {
  const spaced = kind.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/**
 * Draws the deal panel: game, rule set, one input per wager kind the rule set takes, boxes
 * or seats for multi-box games, and the Deal button (disabled while a round is open).
 */
export function renderDeal(panel: HTMLElement, ctx: PlayContext): void {
  const { state, api, step } = ctx
  const games = state.games
  if (!state.session) {
    replace(panel, h('h3', { id: 'deal-title' }, 'New round'), h('p', {}, 'Start a session first.'))
    return
  }
  if (games.length === 0) {
    replace(panel, h('h3', { id: 'deal-title' }, 'New round'), h('p', {}, 'Loading the games…'))
    return
  }
  const game = games.find((g) => g.id === state.chosenGame) ?? games[0]!
  state.chosenGame = game.id
  if (!Object.hasOwn(game.rulesets, state.chosenRuleset)) state.chosenRuleset = game.defaultRuleset
  const gameSelect = h(
    'select',
    {
      id: 'deal-game',
      onchange: (e: Event) => {
        state.chosenGame = (e.target as HTMLSelectElement).value
        renderDeal(panel, ctx)
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
        state.chosenRuleset = (e.target as HTMLSelectElement).value
        renderDeal(panel, ctx)
        document.getElementById('deal-ruleset')?.focus()
      },
    },
    Object.keys(game.rulesets).map((name) =>
      h('option', { value: name, selected: name === state.chosenRuleset }, name),
    ),
  )
  const shape = wagerShape(game.wagersSchema)
  // What the rule set needs and offers; an older server lists only the game's kinds.
  const kinds = game.rulesetWagers?.[state.chosenRuleset] ?? {
    required: shape.required,
    optional: game.wagerKinds.filter((k) => !shape.required.includes(k)),
  }
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
  const open = state.round !== undefined && state.round.status !== 'settled'
  replace(
    panel,
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
              const json = {
                game: game.id,
                ruleset: rulesetSelect.value,
                wagers: buildWagers(amounts),
                ...(boxes > 1 ? { boxes } : {}),
              }
              state.lastSettled = undefined
              const { routes, param } = sessionRoutes(ctx)
              const reply = await api.send(routes.deal.$post({ param, json }))
              state.session!.seed = { ...state.session!.seed, nonce: reply.round.nonce + 1 }
              applyReply(state, reply)
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
