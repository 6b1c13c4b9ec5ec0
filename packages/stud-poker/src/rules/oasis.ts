import { caribbeanStud } from './caribbean-stud.ts'
import type { StudRules } from './types.ts'

/**
 * `oasis`: Caribbean Stud plus one paid switch before Fold/Raise, priced by the number of
 * cards (1: 1x Ante, 2: 2x, 3: 3x, 4: 2x, 5: 1x); switching all five obliges the box to Play.
 */
export const oasis: StudRules = {
  ...caribbeanStud,
  name: 'oasis',
  switchPrices: [1, 2, 3, 2, 1],
}
