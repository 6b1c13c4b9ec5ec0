import { caribbeanStud } from './caribbean-stud.ts'
import { lunar } from './lunar.ts'
import { lunarFinland } from './lunar-finland.ts'
import { oasis } from './oasis.ts'
import { russian } from './russian.ts'
import type { StudRules } from './types.ts'

/** The named rule sets of docs/rules/stud-family.md, by name. */
export const STUD_RULESETS: Readonly<Record<string, StudRules>> = {
  lunar,
  'lunar-finland': lunarFinland,
  russian,
  'caribbean-stud': caribbeanStud,
  oasis,
}

/** The default rule set's name. */
export const DEFAULT_STUD_RULESET = 'lunar'
