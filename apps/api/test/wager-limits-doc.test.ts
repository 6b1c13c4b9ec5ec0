import { describe, expect, it } from 'vitest'
import { games } from '../src/games.ts'
import { rulesetWagers, wagerShape } from '../src/schemas/wagers.ts'
import { client, ok } from './client.ts'
import { type Loose, openSession } from './helpers.ts'

// Loose here types the served OpenAPI document, JSON read as such, not an API answer.
type JsonSchema = Record<string, Loose>

/** The deal body schema of `game` in the served document. */
async function dealSchema(game: string): Promise<JsonSchema> {
  const doc = (await ok(await client()['openapi.json'].$get())) as Loose
  const body = doc.paths['/v1/sessions/{id}/deal'].post.requestBody.content['application/json']
    .schema as JsonSchema
  const options = (body.anyOf ?? body.oneOf) as JsonSchema[]
  const found = options.find((o) => o.properties.game.const === game)
  if (!found) throw new Error(`no deal schema of ${game}`)
  return found
}

/** The schema of one box's wagers: the object whose properties are the game's wager kinds. */
function boxSchema(schema: JsonSchema, kinds: readonly string[]): JsonSchema {
  if (schema.properties && Object.keys(schema.properties).every((k) => kinds.includes(k))) {
    return schema
  }
  for (const option of (schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]) {
    try {
      return boxSchema(option, kinds)
    } catch {}
  }
  throw new Error('no box schema')
}

/** The bounds the document gives an amount. */
function bounds(schema: JsonSchema): { minimum: number; maximum: number } {
  return { minimum: schema.minimum, maximum: schema.maximum }
}

describe('the wager minimums and maximums of the OpenAPI document', () => {
  for (const game of Object.values(games)) {
    it(`are the ones the server accepts: ${game.id}`, async () => {
      const schema = await dealSchema(game.id)
      const box = boxSchema(schema.properties.wagers, game.wagerKinds)
      const { kinds } = wagerShape(game)
      const required = Object.keys(kinds).filter((k) => kinds[k] === 'required')
      expect(box.required ?? []).toEqual(required)
      // The default rule set's own required kinds, each at its documented minimum.
      const needs = rulesetWagers(game)[game.defaultRuleset]!.required
      const base = Object.fromEntries(needs.map((k) => [k, bounds(box.properties[k]).minimum]))
      const session = await openSession({ balance: 100_000 })
      const deal = (wagers: Record<string, number>) =>
        client(session.token).v1.sessions[':id'].deal.$post({
          param: { id: session.id },
          json: { game: game.id, wagers },
        })
      await ok(await deal(base), 201)
      for (const kind of Object.keys(box.properties)) {
        const { minimum, maximum } = bounds(box.properties[kind])
        if (needs.includes(kind) && minimum > 0) {
          const under = await deal({ ...base, [kind]: minimum - 1 })
          expect([400, 422], `${kind} ${minimum - 1}`).toContain(under.status)
        }
        const over = await deal({ ...base, [kind]: maximum + 1 })
        expect([400, 422], `${kind} ${maximum + 1}`).toContain(over.status)
      }
    })
  }
})
