import {
  CARIBBEAN_STRATEGIES,
  type CaribbeanStrategy,
  caribbeanDecision,
  HANDS_PER_UP,
  STUD_BUY,
  STUD_DRAW,
  STUD_FOLD,
  STUD_INSTANT,
  STUD_INSURE,
  STUD_PLAY,
} from '@felt/strategy/stud-poker'
import {
  STUD_TABLE_RULESETS,
  type StudTableRuleset,
  studTableRows,
} from '@felt/strategy/stud-poker/table'
import { studPoker } from '@felt/stud-poker'
import { isOptimalTable } from '../games/stud-poker.ts'
import type { Analysis } from '../result.ts'
import { caribbeanFastApplies } from '../stud/caribbean/fast.ts'
import { tablesToRows } from '../zero/basic.ts'
import { zeroMathRules } from '../zero/rules.ts'
import { zeroBasicTables } from '../zero/simulate.ts'
import { breakGrid } from './break-grid.ts'
import type { GridAction, StrategyGrid } from './grid.ts'
import { studGrid } from './stud-grid.ts'
import { zeroGrids } from './zero-grid.ts'

type StudAction = GridAction & { readonly text: string }

const PLAY: StudAction = { key: 'play', text: 'P', label: 'P play (raise)', colour: '#81b29a' }
const FOLD: StudAction = { key: 'fold', text: 'F', label: 'F fold', colour: '#e07a5f' }
// One-card draws in teal, then a purple ramp: a paler (mixed) cell must not read as a smaller draw.
const DRAW_COLOURS = ['#6cc1b7', '#d9c3ec', '#a57fd0', '#6f48a8', '#3f2470']

function drawActions(verb: 'exchange' | 'switch'): StudAction[] {
  const letter = verb === 'exchange' ? 'X' : 'W'
  return DRAW_COLOURS.map((colour, i) => ({
    key: `draw${i + 1}`,
    text: `${letter}${i + 1}`,
    label: `${letter}${i + 1} ${verb} ${i + 1}`,
    colour,
  }))
}

const CLASS_NOTE =
  'Rows group the 2,598,960 starting hands by class, each hand in the first class that fits, top to bottom (a pair with four to a flush is a pair; "4 to a straight" counts inside draws). Columns: the rank of the dealer\'s up card. A cell shows the most frequent action of its hands (weighted by suit classes); a paler cell means its hands do not all agree: the share is in the tooltip.'

async function studTableGrid(ruleset: StudTableRuleset): Promise<StrategyGrid> {
  const rows = await studTableRows(ruleset)
  const verb = studPoker.rules(ruleset, {}).switchPrices === null ? 'exchange' : 'switch'
  const actions: StudAction[] = [
    FOLD,
    PLAY,
    { key: 'insure', text: 'I', label: 'I play and insure', colour: '#f2cc8f' },
    { key: 'buy', text: 'B', label: 'B buy a sixth card', colour: '#8fb8de' },
    ...drawActions(verb),
    { key: 'instant', text: '$', label: '$ instant payout', colour: '#bdbdbd' },
  ]
  const names: Record<number, string> = {
    [STUD_FOLD]: 'fold',
    [STUD_PLAY]: 'play',
    [STUD_INSURE]: 'insure',
    [STUD_BUY]: 'buy',
    [STUD_INSTANT]: 'instant',
  }
  return studGrid(
    `${ruleset}: optimal first action (the @felt/strategy table)`,
    actions,
    (_, up, index) => {
      const code = rows[up * HANDS_PER_UP + index]!
      if (code < STUD_DRAW) return names[code] ?? 'fold'
      let m = code - STUD_DRAW
      let k = 0
      for (; m; m &= m - 1) k++
      return `draw${k}`
    },
    CLASS_NOTE,
  )
}

/**
 * The strategy charts of an analysis, for the strategies Felt computes: Zero basic, the
 * Break Poker optimal setting, the stud strategy tables (`optimal` on a stock rule set
 * with draws) and the Caribbean Stud rules. Empty for side bets and other strategies.
 */
export async function strategyGrids(a: Analysis): Promise<StrategyGrid[]> {
  if (a.game === 'zero' && a.bet === 'main' && a.strategy === 'basic')
    return zeroGrids(tablesToRows(zeroBasicTables(zeroMathRules(a.ruleset, a.overrides))))
  if (a.game === 'break-poker' && a.bet === 'main' && a.strategy === 'optimal') return [breakGrid()]
  if (a.game !== 'stud-poker' || (a.bet !== 'main' && a.bet !== 'total')) return []
  const noOverrides = Object.keys(a.overrides).length === 0
  if (
    isOptimalTable(a.strategy) &&
    noOverrides &&
    STUD_TABLE_RULESETS.includes(a.ruleset as StudTableRuleset)
  )
    return [await studTableGrid(a.ruleset as StudTableRuleset)]
  const strategy = a.strategy as CaribbeanStrategy
  if (
    CARIBBEAN_STRATEGIES.includes(strategy) &&
    caribbeanFastApplies(studPoker.rules(a.ruleset, a.overrides))
  ) {
    return [
      studGrid(
        `Caribbean Stud: ${strategy}, raise or fold`,
        [PLAY, FOLD],
        (hand, up) => caribbeanDecision(strategy, hand, up),
        CLASS_NOTE.replace(
          '(a pair with four to a flush is a pair; "4 to a straight" counts inside draws)',
          '(no-pair hands by their top cards, as the Caribbean rules read them)',
        ),
        'high-cards',
      ),
    ]
  }
  return []
}
