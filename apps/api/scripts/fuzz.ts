/** Random JSON values for the abuse checks: odd numbers, strings, nesting, prototype keys. */
export function randomJson(rand: (n: number) => number, depth = 0): unknown {
  const pick = rand(depth > 2 ? 6 : 9)
  const strings = ['', 'As', 'x', '💥', '<script>', '../../etc', 'null', '9'.repeat(30), 'a:b']
  switch (pick) {
    case 0:
      return null
    case 1:
      return rand(2) === 0
    case 2:
      return [0, -1, 1.5, 1e308, -0, 52, 53, 2 ** 53][rand(8)]
    case 3:
      return strings[rand(strings.length)]
    case 4:
      return rand(1000)
    case 5:
      return { __proto__: { admin: true }, constructor: 'x' }
    case 6:
      return Array.from({ length: rand(4) }, () => randomJson(rand, depth + 1))
    default: {
      const keys = [
        'game',
        'wagers',
        'action',
        'actions',
        'clientSeed',
        'balance',
        'type',
        'cards',
        'x',
        'ruleset',
        'boxes',
      ]
      const o: Record<string, unknown> = {}
      for (let i = rand(4); i > 0; i--) o[keys[rand(keys.length)]!] = randomJson(rand, depth + 1)
      return o
    }
  }
}
