import fc from 'fast-check'

/** Numbers at the edges of what JSON and the schemas take. */
const ODD_NUMBERS = [0, -1, 1.5, 1e308, -0, 52, 53, 2 ** 53]
/** Strings a card parser, a path or an HTML page could trip on. */
const ODD_STRINGS = ['', 'As', 'x', '💥', '<script>', '../../etc', 'null', '9'.repeat(30), 'a:b']
/** The API's own field names, and the keys that reach an object's prototype. */
const KEYS = [
  'game',
  'wagers',
  'action',
  'actions',
  'clientSeed',
  'balance',
  'type',
  'cards',
  'ruleset',
  'boxes',
  'x',
  '__proto__',
  'constructor',
]

/**
 * Hostile JSON bodies for the abuse checks (fast-check): odd numbers and strings, the API's
 * own field names with values of every type, nesting, prototype keys (`__proto__` as an own
 * key, as `JSON.parse` makes it), and any JSON value besides.
 */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(...ODD_NUMBERS),
    fc.constantFrom(...ODD_STRINGS),
    fc.nat(999),
    fc.jsonValue({ maxDepth: 2 }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 3 }),
  ),
})).value

/**
 * A seeded stream of hostile JSON bodies for the load script's abuse runs: the same bodies
 * in the same order for the same seed.
 */
export function hostileBodies(seed: number, count = 1000): () => unknown {
  const bodies = fc.sample(hostileJson, { seed, numRuns: count })
  let next = 0
  return () => bodies[next++ % bodies.length]
}
