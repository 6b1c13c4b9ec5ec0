import { Validator } from '@cfworker/json-schema'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { boxWagers, chooseAction, seeded } from '../scripts/bot.ts'
import { games } from '../src/games.ts'
import { RoundSchema } from '../src/schemas/rounds.ts'
import type { RoundOut } from '../src/wire.ts'
import { client } from './client.ts'
import { openSession } from './helpers.ts'

const VIEW_COMPONENT: Readonly<Record<string, string>> = {
  'stud-poker': 'StudView',
  'break-poker': 'BreakPokerView',
  zero: 'ZeroView',
}

/** A validator of one of the served document's component schemas (its refs resolved there). */
async function componentValidator(name: string): Promise<Validator> {
  const res = await client()['openapi.json'].$get()
  const doc = (await res.json()) as unknown as { components: Record<string, unknown> }
  return new Validator(
    { $ref: `#/components/schemas/${name}`, components: doc.components },
    '2020-12',
    false,
  )
}

/** Plays `rounds` rounds of every rule set of `game`; every round of every response, in order. */
async function playedRounds(game: string, rounds: number): Promise<RoundOut[]> {
  const seen: RoundOut[] = []
  for (const [ruleset, rules] of Object.entries(games[game]!.rulesets)) {
    const { id, token } = await openSession({ balance: 100_000 })
    const session = client(token).v1.sessions[':id']
    const rand = seeded(ruleset.length)
    for (let n = 0; n < rounds; n++) {
      const wagers = boxWagers(game, rules as Record<string, unknown>)
      const dealt = await session.deal.$post({ param: { id }, json: { game, ruleset, wagers } })
      if (dealt.status !== 201) throw new Error(`deal ${game}/${ruleset}: ${dealt.status}`)
      let { round } = await dealt.json()
      seen.push(round)
      const open = await session.$get({ param: { id } })
      if (open.status !== 200) throw new Error(`get: ${open.status}`)
      seen.push(...(await open.json()).openRounds)
      while (round.status !== 'settled') {
        const action = chooseAction(round, rand) as never
        const res = await session.rounds[':nonce'].act.$post({
          param: { id, nonce: round.id },
          json: { action },
        })
        if (res.status !== 200) throw new Error(`act ${game}/${ruleset}: ${res.status}`)
        round = (await res.json()).round
        seen.push(round)
      }
      const read = await session.rounds[':nonce'].$get({ param: { id, nonce: round.id } })
      if (read.status !== 200) throw new Error(`read: ${read.status}`)
      seen.push((await read.json()).round)
    }
  }
  return seen
}

describe('round.view in the OpenAPI document, one schema per game', () => {
  for (const game of Object.keys(VIEW_COMPONENT)) {
    it(`holds every round of ${game} the API answers (every rule set, every step)`, async () => {
      const round = await componentValidator('Round')
      const views = Object.fromEntries(
        await Promise.all(
          Object.entries(VIEW_COMPONENT).map(async ([g, name]) => [
            g,
            await componentValidator(name),
          ]),
        ),
      ) as Record<string, Validator>
      const seen = await playedRounds(game, 3)
      expect(seen.length).toBeGreaterThan(3 * Object.keys(games[game]!.rulesets).length)
      for (const r of seen) {
        expect(r.game).toBe(game)
        expect(round.validate(r).errors, `${r.id} ${r.status}`).toEqual([])
        expect(views[game]!.validate(r.view).errors).toEqual([])
        // The view schema is keyed by the game: no other game's schema takes it.
        for (const other of Object.keys(views).filter((g) => g !== game)) {
          expect(views[other]!.validate(r.view).valid).toBe(false)
        }
        expect(v.safeParse(RoundSchema, r).success).toBe(true)
      }
      expect(seen.some((r) => r.status === 'awaiting-action')).toBe(true)
      expect(seen.some((r) => r.status === 'settled')).toBe(true)
    })
  }

  it('refuses a view with a field the game does not show, and a view under another game', async () => {
    const round = await componentValidator('Round')
    const [dealt] = await playedRounds('zero', 1)
    expect(round.validate(dealt).valid).toBe(true)
    const leaky = { ...dealt!, view: { ...dealt!.view, deck: [1, 2, 3] } }
    expect(round.validate(leaky).valid).toBe(false)
    expect(round.validate({ ...dealt!, game: 'stud-poker' }).valid).toBe(false)
    expect(round.validate({ ...dealt!, view: { ...dealt!.view, staked: -1 } }).valid).toBe(false)
  })
})
