import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS, migrate } from '../src/session/migrations.ts'
import { client } from './client.ts'
import { openSession } from './helpers.ts'

function stub(name: string) {
  return env.SESSIONS.get(env.SESSIONS.idFromName(name))
}

const OPEN_ROUNDS = "SELECT * FROM rounds WHERE status != 'settled' ORDER BY seed, nonce"

describe('session schema migrations', () => {
  it('bring a database of the first release to the latest schema, rows intact', async () => {
    const { id, token } = await openSession()
    const session = client(token).v1.sessions[':id']
    const dealt = await session.deal.$post({
      param: { id },
      json: { game: 'zero', wagers: { zero: 5 } },
    })
    expect(dealt.status).toBe(201)
    const result = await runInDurableObject(stub(id), (_o, state) => {
      const sql = state.storage.sql
      // Back to the first release's schema: its open-rounds index, no seeds index.
      sql.exec('DROP INDEX rounds_open')
      sql.exec('DROP INDEX seeds_status')
      sql.exec("CREATE INDEX rounds_open ON rounds (status) WHERE status != 'settled'")
      // Nor the operator tables of the later ones.
      sql.exec('DROP TABLE closure')
      sql.exec('DROP TABLE outbox')
      sql.exec('UPDATE schema_version SET version = 1')
      migrate(state.storage)
      return {
        version: sql.exec<{ version: number }>('SELECT version FROM schema_version').one().version,
        rounds: sql.exec('SELECT seed, nonce FROM rounds').toArray(),
        plan: sql
          .exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${OPEN_ROUNDS}`)
          .toArray()
          .map((row) => row.detail),
      }
    })
    expect(result.version).toBe(MIGRATIONS.length)
    expect(result.rounds).toEqual([{ seed: 0, nonce: 0 }])
    // Open rounds are listed from their index, without reading every round of the session.
    expect(result.plan.join(' ')).toContain('rounds_open')
    expect((await session.$get({ param: { id } })).status).toBe(200)
  })
})
