import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { walletBackoff } from '../src/wallet/protocol.ts'
import { client, errorOf, ok } from './client.ts'
import type { Loose } from './helpers.ts'
import { stub } from './outbox.ts'
import {
  openSeamless,
  player,
  releaseHeld,
  runDue,
  untilCalls,
  walletBalance,
  walletCalls,
  walletLog,
} from './wallet-helpers.ts'

type Session = { id: string; token: string }
const api = (s: Session) => client(s.token).v1.sessions[':id']
const ZERO = { game: 'zero', wagers: { zero: 5 } }
const byType = (calls: Loose[], type: string) => calls.find((c) => c.type === type)

describe('seamless wallet calls whose outcome is unknown', () => {
  it('deal nothing on a debit answered 5xx: 503 WALLET_UNAVAILABLE, rolled back from the alarm with back-off', async () => {
    // The wallet applies the debit, then answers 503; it fails the rollback until released.
    const who = player('flaky-debit-rollback')
    const session = await openSeamless(who)
    const before = Date.now()
    const res = await api(session).deal.$post({ param: { id: session.id }, json: ZERO })
    expect(res.status).toBe(503)
    const error = await errorOf(res)
    expect(error).toMatchObject({
      code: 'WALLET_UNAVAILABLE',
      details: { transactionId: `${session.id}:0-0:stake.1` },
    })
    const state = await ok(await api(session).$get({ param: { id: session.id } }))
    expect(state).toMatchObject({ balance: 0, openRounds: [], seed: { nonce: 0 } })
    // The alarm sends the rollback at once; it fails and waits a back-off (the alarm may have
    // tried again by the time this reads it, on a slow machine: `attempts` says how often).
    const failed = await untilCalls(session.id, (c) => byType(c, 'rollback')?.attempts >= 1)
    const after = Date.now()
    const rollback = byType(failed, 'rollback')
    const tried = rollback.attempts as number
    expect(rollback).toMatchObject({
      transactionId: `${session.id}:0-0:stake.1:rollback`,
      status: 'pending',
      lastError: 'HTTP 503',
    })
    expect(rollback.nextAt).toBeGreaterThanOrEqual(before + walletBackoff(tried))
    expect(rollback.nextAt).toBeLessThanOrEqual(after + walletBackoff(tried))
    expect(byType(failed, 'debit')).toMatchObject({ status: 'unknown', lastError: 'HTTP 503' })
    expect(await walletBalance(who)).toBe(995)
    // The wallet takes the rollback now; the alarm runs at once instead of after the back-off.
    await releaseHeld()
    await runDue(session.id)
    const done = await untilCalls(
      session.id,
      (c) => byType(c, 'rollback')?.status === 'acknowledged',
    )
    expect(byType(done, 'debit').status).toBe('rolled-back')
    expect(byType(done, 'rollback')).toMatchObject({ answer: { status: 'rolled-back' } })
    // Once the wallet takes it (the alarm may have failed once more before the release).
    expect(byType(done, 'rollback').attempts).toBeGreaterThan(tried)
    expect(await walletBalance(who)).toBe(1000)
    // The nonce was not used: the next deal gets it, as the debit's second attempt.
    const dealt = await ok(
      await api(session).deal.$post({ param: { id: session.id }, json: ZERO }),
      201,
    )
    expect(dealt.round.id).toBe('0-0')
  })

  it('roll back a debit whose answer does not come within WALLET_TIMEOUT_MS', async () => {
    // The wallet applies the debit and holds its answer.
    const who = player('hang')
    const session = await openSeamless(who)
    const res = await api(session).deal.$post({ param: { id: session.id }, json: ZERO })
    expect(res.status).toBe(503)
    expect((await errorOf(res)).code).toBe('WALLET_UNAVAILABLE')
    const calls = await untilCalls(
      session.id,
      (c) => byType(c, 'rollback')?.status === 'acknowledged',
    )
    expect(byType(calls, 'debit')).toMatchObject({
      status: 'rolled-back',
      lastError: 'no answer within 3000 ms',
    })
    expect(await walletBalance(who)).toBe(1000)
    // The held answer comes late: nothing changes.
    await releaseHeld()
    const { transactions } = await walletLog(who)
    expect(transactions.map((t: Loose) => [t.call.type, t.status])).toEqual([
      ['debit', 'rolled-back'],
      ['rollback', 'approved'],
    ])
    expect(await walletBalance(who)).toBe(1000)
  })

  it('roll back, from the alarm, a debit a restart left without an outcome', async () => {
    const who = player('frank')
    const session = await openSeamless(who)
    const id = `${session.id}:0-0:stake.1`
    // As a debit stored before its call, whose request then ended with the object (a restart).
    await runInDurableObject(stub(session.id), (_o, state) => {
      const body = JSON.stringify({ type: 'debit', transactionId: id, player: who, amount: 5 })
      state.storage.sql.exec(
        `INSERT INTO wallet_calls (id, type, round, entry, amount, body, status, next_at, created_at)
         VALUES (?, 'debit', '0-0', 'stake', 5, ?, 'sending', ?, ?)`,
        id,
        body,
        Date.now(),
        Date.now(),
      )
      return state.storage.setAlarm(Date.now())
    })
    await runDurableObjectAlarm(stub(session.id))
    const calls = await untilCalls(
      session.id,
      (c) => byType(c, 'rollback')?.status === 'acknowledged',
    )
    expect(byType(calls, 'debit')).toMatchObject({ status: 'rolled-back' })
    // The wallet never had it: it keeps the id, and would refuse the debit should it come.
    expect(byType(calls, 'rollback').answer.status).toBe('not-found')
    const { transactions } = await walletLog(who)
    expect(transactions.map((t: Loose) => [t.call.transactionId, t.status])).toEqual([
      [id, 'tombstone'],
      [`${id}:rollback`, 'approved'],
    ])
    expect(await walletBalance(who)).toBe(1000)
  })
})

describe('seamless credits', () => {
  it('are retried from the alarm until the wallet acknowledges them, and applied once', async () => {
    // The wallet applies the credit's first attempt but answers 503, fails the next until released.
    const who = player('flaky-credit')
    const session = await openSeamless(who)
    let body = await ok(
      await api(session).deal.$post({ param: { id: session.id }, json: ZERO }),
      201,
    )
    if (body.round.status !== 'settled') {
      body = await ok(
        await api(session).rounds[':nonce'].settle.$post({
          param: { id: session.id, nonce: body.round.id },
          json: { actions: [{ type: 'stand' }] },
        }),
      )
    }
    const { staked, returned } = body.receipt!.settlement
    const first = await untilCalls(session.id, (c) => byType(c, 'credit')?.attempts >= 1)
    expect(byType(first, 'credit')).toMatchObject({ status: 'pending', lastError: 'HTTP 503' })
    // Owed to the wallet until it acknowledges: the session's balance holds the return.
    const owing = await ok(await api(session).$get({ param: { id: session.id } }))
    expect(owing.balance).toBe(returned)
    await runDue(session.id)
    await untilCalls(session.id, (c) => byType(c, 'credit')?.attempts >= 2)
    await releaseHeld()
    await runDue(session.id)
    const done = await untilCalls(session.id, (c) => byType(c, 'credit')?.status === 'acknowledged')
    // At least three attempts (the alarm may have tried more on its own before the release).
    const attempts = byType(done, 'credit').attempts as number
    expect(attempts).toBeGreaterThanOrEqual(3)
    const { transactions, received } = await walletLog(who)
    const credits = received.filter((r: Loose) => JSON.parse(r.text).type === 'credit')
    // Every attempt under one transaction id (and webhook-id), applied once.
    expect(new Set(credits.map((r: Loose) => r.headers['webhook-id']))).toEqual(
      new Set([`${session.id}:${body.round.id}:payout`]),
    )
    expect(credits).toHaveLength(attempts)
    expect(transactions.filter((t: Loose) => t.call.type === 'credit')).toHaveLength(1)
    expect(await walletBalance(who)).toBe(1000 - staked + returned)
    const settled = await ok(await api(session).$get({ param: { id: session.id } }))
    expect(settled.balance).toBe(0)
    expect((await walletCalls(session.id)).every((c) => c.nextAt === null)).toBe(true)
  })
})
