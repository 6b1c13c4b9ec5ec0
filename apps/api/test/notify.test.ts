import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import { backoff } from '../src/notify.ts'
import type { RoundBody } from '../src/wire.ts'
import { client } from './client.ts'
import { OPERATOR_KEY, openSession, playWithBot } from './helpers.ts'
import { outbox, poll, received, stub, until } from './outbox.ts'

const operator = client(OPERATOR_KEY).v1.operator.sessions[':id']

/** The operator's statement of a session, with when it closed. */
async function statement(id: string) {
  const res = await operator.statement.$get({ param: { id } })
  if (res.status !== 200) throw new Error(`statement: ${res.status}`)
  return res.json()
}

/** When the object's alarm is set for (ms), if it is. */
async function alarmAt(id: string): Promise<number | null> {
  return runInDurableObject(stub(id), (_o, state) => state.storage.getAlarm())
}

describe('settlement notifications', () => {
  it('posts every settlement and the closing, signed, once each', async () => {
    const session = await openSession({ clientSeed: 'notify' })
    const rand = seeded(5)
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const bodies = await playWithBot(
        session,
        { game: 'zero', wagers: { zero: 5 } },
        rand,
        chooseAction,
      )
      ids.push(bodies.at(-1)!.round.id)
    }
    expect((await operator.close.$post({ param: { id: session.id } })).status).toBe(200)
    await until(
      session.id,
      (rows) => rows.length === 4 && rows.every((r) => r.delivered_at !== null),
    )
    const got = await received(session.id)
    expect(got.map((r) => r.type)).toEqual([
      'round.settled',
      'round.settled',
      'round.settled',
      'session.closed',
    ])
    expect(got.map((r) => r.body.round).slice(0, 3)).toEqual(ids)
    expect(got.every((r) => r.valid)).toBe(true)
    expect(new Set(got.map((r) => r.id)).size).toBe(4)
    expect((await outbox(session.id)).every((r) => r.delivered_at !== null)).toBe(true)
  })

  it('retries a refused delivery after a back-off, from the alarm', async () => {
    const session = await openSession({ clientSeed: 'flaky-receiver' })
    const before = Date.now()
    await playWithBot(session, { game: 'zero', wagers: { zero: 5 } }, seeded(1), chooseAction)
    const [first] = await until(session.id, (rows) => rows[0]?.attempts >= 1)
    const after = Date.now()
    expect(first, JSON.stringify(first)).toMatchObject({
      attempts: 1,
      delivered_at: null,
      last_error: 'HTTP 503',
    })
    // The retry is due one back-off after the failed attempt, which came between the two reads.
    expect(first.next_at).toBeGreaterThanOrEqual(before + backoff(1))
    expect(first.next_at).toBeLessThanOrEqual(after + backoff(1))
    expect(await received(session.id)).toEqual([])
    // The back-off has passed: the retry is due, and the alarm runs now instead of in 2 s.
    await runInDurableObject(stub(session.id), (_o, state) => {
      state.storage.sql.exec('UPDATE outbox SET next_at = ?', Date.now())
    })
    await runDurableObjectAlarm(stub(session.id))
    const [second] = await until(session.id, (rows) => rows[0]?.delivered_at !== null)
    expect(second).toMatchObject({ attempts: 2 })
    expect((await received(session.id)).map((r) => r.valid)).toEqual([true])
  })
})

describe('idle sessions', () => {
  const DAY = 86_400_000

  async function age(id: string, days: number): Promise<void> {
    await runInDurableObject(stub(id), (_o, state) => {
      const sql = state.storage.sql
      sql.exec('UPDATE ledger SET at = at - ?', days * DAY)
      sql.exec(
        'UPDATE rounds SET created_at = created_at - ?, settled_at = settled_at - ?',
        days * DAY,
        days * DAY,
      )
      sql.exec('UPDATE session SET created_at = created_at - ?', days * DAY)
    })
  }

  it('are closed by their alarm after IDLE_CLOSE_DAYS (30), seeds revealed; not before', async () => {
    const session = await openSession({ clientSeed: 'idle' })
    await playWithBot(session, { game: 'zero', wagers: { zero: 5 } }, seeded(2), chooseAction)
    // The settlement's notification is out; the alarm now waits for the idle deadline.
    await until(session.id, (r) => r[0]?.delivered_at !== null)
    await poll(
      () => alarmAt(session.id),
      (at) => (at ?? 0) >= Date.now() + DAY,
    )
    await age(session.id, 29)
    expect(await runDurableObjectAlarm(stub(session.id))).toBe(true)
    expect((await statement(session.id)).closedAt).toBeNull()
    await age(session.id, 2)
    expect(await runDurableObjectAlarm(stub(session.id))).toBe(true)
    expect((await statement(session.id)).closedAt).toBeTypeOf('number')
    const round = await client(session.token).v1.sessions[':id'].rounds[':nonce'].$get({
      param: { id: session.id, nonce: '0-0' },
    })
    if (round.status !== 200) throw new Error(`round: ${round.status}`)
    expect((await round.json()).receipt?.serverSeed).toMatch(/^[0-9a-f]{64}$/)
    const rows = await until(session.id, (r) => r.length === 2 && r[1].delivered_at !== null)
    expect(JSON.parse(rows[1].body)).toMatchObject({ type: 'session.closed', reason: 'idle' })
  })

  it('stay open while a round is open', async () => {
    const session = await openSession({ clientSeed: 'idle-open' })
    const deal = client(session.token).v1.sessions[':id'].deal
    let open: RoundBody
    do {
      const res = await deal.$post({
        param: { id: session.id },
        json: { game: 'zero', wagers: { zero: 5 } },
      })
      if (res.status !== 201) throw new Error(`deal: ${res.status}`)
      open = await res.json()
    } while (open.round.status === 'settled')
    await age(session.id, 60)
    await runDurableObjectAlarm(stub(session.id))
    expect((await statement(session.id)).closedAt).toBeNull()
  })
})
