/** The Raise is exactly 2x Ante (docs/rules/stud-family.md, core rule 3). */
export const RAISE_MULTIPLE = 2

/** Most boxes a round may have (docs/rules/stud-family.md, core rule 1). */
export const MAX_BOXES = 6
