/**
 * Strategy tables and advisors for Felt games. The tables are large, so each game has
 * its own subpath: `@felt/strategy/zero`, `@felt/strategy/stud-poker`,
 * `@felt/strategy/break-poker`; this entry only lists them.
 */
export const strategySubpaths: readonly string[] = ['zero', 'stud-poker', 'break-poker']
