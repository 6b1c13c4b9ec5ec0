/**
 * One box's wagers for a deal, from the amounts typed per wager kind (0 or empty means
 * no such wager). The API repeats them over `boxes` for games with several boxes.
 */
export function buildWagers(amounts: Readonly<Record<string, number>>): Record<string, number> {
  const one: Record<string, number> = {}
  for (const [kind, amount] of Object.entries(amounts)) if (amount > 0) one[kind] = amount
  return one
}

interface JsonSchema {
  readonly anyOf?: readonly JsonSchema[]
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: readonly string[]
}

/**
 * What the wagers schema of `GET /v1/games` says about a game: whether it plays several
 * boxes (`{ boxes: [...] }` or `{ seats: [...] }`), and which kinds one box requires.
 */
export function wagerShape(schema: unknown): {
  multiBox: boolean
  required: readonly string[]
  container?: string
} {
  const s = (schema ?? {}) as JsonSchema
  const variants = s.anyOf ?? [s]
  const isList = (p: JsonSchema): boolean => 'items' in p
  const box = variants.find((v) => v.properties && !Object.values(v.properties).some(isList))
  const list = variants.find((v) => v.properties && Object.values(v.properties).some(isList))
  const container = list && Object.entries(list.properties!).find(([, p]) => isList(p))?.[0]
  return {
    multiBox: s.anyOf !== undefined,
    required: box?.required ?? [],
    ...(container ? { container } : {}),
  }
}
