import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import golden from '@felt/fair/golden.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import { commit, type ShuffleInput, shuffle } from '../src/fair.ts'
import { findGame, rulesOf } from '../src/games.ts'
import { DeckAhead } from '../src/session/deck-ahead.ts'
import type { SessionObject } from '../src/session-do.ts'
import { client, ok } from './client.ts'
import { openSession, playWithBot } from './helpers.ts'

/**
 * The golden vectors of `@felt/fair` (packages/fair/test-vectors/golden.json) are "shared by
 * server, CLI and page tests" (shared rules, provably-fair.md): this is the server's. The
 * Worker deals `DeckAhead.take` of the seed triple and deck size (session/round-flows.ts),
 * which is `@felt/fair`'s shuffle as src/fair.ts exports it.
 */
interface Vector {
  readonly name: string
  readonly serverSeed: string
  readonly commitment: string
  readonly clientSeed: string
  readonly nonce: number
  readonly cards: number
  readonly codes: readonly number[]
}

const vectors: readonly Vector[] = [...golden.shuffles, ...golden.rejections]

const inputOf = (v: Vector): ShuffleInput => ({
  serverSeed: v.serverSeed,
  clientSeed: v.clientSeed,
  nonce: v.nonce,
  cards: v.cards,
})

/** A deal the API accepts whose game's deck has `cards` cards. */
const DEAL_FOR: Record<number, { game: string; ruleset: string; wagers: Record<string, number> }> =
  {
    52: { game: 'stud-poker', ruleset: 'caribbean-stud', wagers: { ante: 5 } },
    53: { game: 'break-poker', ruleset: 'standard', wagers: { main: 5 } },
    312: { game: 'zero', ruleset: 'six-deck', wagers: { zero: 5 } },
    416: { game: 'zero', ruleset: 'eight-deck', wagers: { zero: 5 } },
  }

function stub(id: string): DurableObjectStub<SessionObject> {
  return env.SESSIONS.get(env.SESSIONS.idFromName(id)) as DurableObjectStub<SessionObject>
}

/**
 * Gives a new session (before any deal) a golden vector's server seed, commitment, client
 * seed and next nonce. Tests only: the API never lets anyone choose a server seed.
 */
async function useVectorSeed(sessionId: string, v: Vector): Promise<void> {
  await runInDurableObject(stub(sessionId), (o, state) => {
    state.storage.sql.exec(
      "UPDATE seeds SET server_seed = ?, commitment = ?, client_seed = ?, next_nonce = ? WHERE status = 'active' AND next_nonce = 0",
      v.serverSeed,
      v.commitment,
      v.clientSeed,
      v.nonce,
    )
    // Written beside the object's stores, which keep the seeds in memory.
    ;(o as unknown as SessionObject).forget()
  })
}

/** The stored state's full deck of round `seed-nonce`. */
async function storedDeck(sessionId: string, roundId: string): Promise<number[]> {
  const [seed, nonce] = roundId.split('-').map(Number)
  return runInDurableObject(stub(sessionId), (_o, state) => {
    const row = state.storage.sql
      .exec<{ state: string }>('SELECT state FROM rounds WHERE seed = ? AND nonce = ?', seed, nonce)
      .one()
    return (JSON.parse(row.state) as { deck: number[] }).deck
  })
}

describe('golden vectors: the shuffle the Worker deals with', () => {
  it('covers a 52-card deck, a 53-card deck with joker, a 6-deck and an 8-deck shoe', () => {
    expect(new Set(vectors.map((v) => v.cards))).toEqual(new Set([52, 53, 312, 416]))
    expect(golden.rejections.every((v) => v.rejections.length > 0)).toBe(true)
  })

  it('commits to each golden server seed as the vectors say', async () => {
    for (const c of golden.commitments) expect(await commit(c.serverSeed)).toBe(c.commitment)
    for (const v of vectors) expect(await commit(v.serverSeed), v.name).toBe(v.commitment)
  })

  for (const v of vectors) {
    it(`deals the golden order of "${v.name}"`, async () => {
      const game = findGame(DEAL_FOR[v.cards]!.game)!
      expect(game.deckSize(rulesOf(game, DEAL_FOR[v.cards]!.ruleset))).toBe(v.cards)
      // What a deal takes: a fresh shuffle, and a deck prepared ahead of its deal.
      expect(await new DeckAhead().take(inputOf(v))).toEqual(v.codes)
      const ahead = new DeckAhead()
      ahead.prepare(inputOf(v))
      await new Promise((resolve) => setTimeout(resolve, 5))
      expect(await ahead.take(inputOf(v))).toEqual(v.codes)
      expect(await shuffle(inputOf(v))).toEqual(v.codes)
    })
  }
})

describe('golden vectors: rounds dealt by the API', () => {
  /** Deals and settles each vector's round in one session, then checks its deck and receipt. */
  async function playVectors(session: { id: string; token: string }, list: readonly Vector[]) {
    const rand = seeded(54)
    const ids: string[] = []
    for (const v of list) {
      const bodies = await playWithBot(session, DEAL_FOR[v.cards]!, rand, chooseAction)
      const last = bodies.at(-1)!
      expect(last.round.status).toBe('settled')
      ids.push(last.round.id)
      expect(await storedDeck(session.id, last.round.id), v.name).toEqual(v.codes)
    }
    const api = client(session.token).v1.sessions[':id']
    const param = { id: session.id }
    const rotated = await ok(await api.rotate.$post({ param, json: {} }))
    expect(rotated.revealed.serverSeed).toBe(list[0]!.serverSeed)
    for (const [i, v] of list.entries()) {
      const res = await api.rounds[':nonce'].$get({ param: { ...param, nonce: ids[i]! } })
      const receipt = (await ok(res)).receipt!
      expect(receipt).toMatchObject({
        game: DEAL_FOR[v.cards]!.game,
        ruleset: DEAL_FOR[v.cards]!.ruleset,
        commitment: v.commitment,
        serverSeed: v.serverSeed,
        clientSeed: v.clientSeed,
        nonce: v.nonce,
      })
      // Every card the round dealt is the golden card at its position.
      expect(receipt.dealt.length).toBeGreaterThan(0)
      for (const d of receipt.dealt)
        expect(d.card, `${v.name} @${d.position}`).toBe(v.codes[d.position])
    }
  }

  it('deals nonces 0-3 of the "felt" seed pair as the 52, 53, 312 and 416 card vectors', async () => {
    const list = golden.shuffles.filter((v) => v.clientSeed === 'felt')
    expect(list.map((v) => [v.nonce, v.cards])).toEqual([
      [0, 52],
      [1, 53],
      [2, 312],
      [3, 416],
    ])
    const session = await openSession({ clientSeed: 'felt', balance: 100_000 })
    await useVectorSeed(session.id, list[0]!)
    await playVectors(session, list)
  })

  for (const v of vectors.filter((x) => x.clientSeed !== 'felt')) {
    it(`deals "${v.name}" (client seed ${JSON.stringify(v.clientSeed)}, nonce ${v.nonce})`, async () => {
      const session = await openSession({ clientSeed: v.clientSeed, balance: 100_000 })
      await useVectorSeed(session.id, v)
      await playVectors(session, [v])
    })
  }
})
