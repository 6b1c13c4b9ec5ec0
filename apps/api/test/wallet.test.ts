import { createExecutionContext } from 'cloudflare:test'
import { verifyRound } from '@felt/fair'
import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { app } from '../src/app.ts'
import { DebitCallSchema } from '../src/schemas/wallet.ts'
import type { RoundBody } from '../src/wire.ts'
import { client, errorOf, ok } from './client.ts'
import { type Loose, OPERATOR_KEY } from './helpers.ts'
import { TEST_WALLET_SECRET } from './wallet-double.ts'
import {
  openSeamless,
  player,
  SEAMLESS,
  untilCalls,
  walletBalance,
  walletCalls,
  walletLog,
} from './wallet-helpers.ts'

type Session = { id: string; token: string }
const api = (s: Session) => client(s.token).v1.sessions[':id']
const operator = client(OPERATOR_KEY).v1.operator.sessions[':id']
const ZERO = { game: 'zero', wagers: { zero: 5 } }

async function deal(s: Session, json: Record<string, unknown>) {
  return api(s).deal.$post({ param: { id: s.id }, json })
}

/** Deals until a round awaits a decision (an instant win settles at once). */
async function openRound(s: Session, json: Record<string, unknown>): Promise<RoundBody> {
  for (;;) {
    const dealt = await ok(await deal(s, json), 201)
    if (dealt.round.status !== 'settled') return dealt
  }
}

const settled = (calls: Loose[]) =>
  calls.length > 0 && calls.every((c) => c.status !== 'pending' && c.status !== 'sending')

describe('the seamless wallet', () => {
  it('debits the stake before the deal and credits the return at settlement, each call signed', async () => {
    const who = player('alice')
    const session = await openSeamless(who)
    expect(session.created).toMatchObject({ balance: 0, wallet: { player: who, currency: 'EUR' } })
    const dealt = await ok(await deal(session, ZERO), 201)
    const id = dealt.round.id
    const body =
      dealt.round.status === 'settled'
        ? dealt
        : await ok(
            await api(session).rounds[':nonce'].settle.$post({
              param: { id: session.id, nonce: id },
              json: { actions: [{ type: 'stand' }] },
            }),
          )
    const { staked, returned } = body.receipt!.settlement
    const calls = await untilCalls(session.id, settled)
    expect(calls.map((c) => [c.type, c.transactionId, c.amount, c.status])).toEqual([
      ['debit', `${session.id}:${id}:stake.1`, staked, 'approved'],
      ['credit', `${session.id}:${id}:payout`, returned, 'acknowledged'],
    ])
    expect(await walletBalance(who)).toBe(1000 - staked + returned)
    // The wallet's answers are kept in the round's ledger and listed in its receipt.
    const ledger = await ok(
      await operator.ledger.$get({ param: { id: session.id }, query: { limit: '200' } }),
    )
    const own = ledger.entries.filter((e) => e.round === id)
    expect(own.map((e) => [e.kind, e.amount, e.balance])).toEqual([
      ['wallet:stake', staked, staked],
      ['stake', -staked, 0],
      ['payout', returned, returned],
      ['wallet:payout', returned === 0 ? 0 : -returned, 0],
    ])
    expect(own[0]!.wallet).toMatchObject({
      transactionId: calls[0].transactionId,
      answer: { status: 'approved', balance: 1000 - staked },
    })
    const detail = await ok(
      await api(session).rounds[':nonce'].$get({ param: { id: session.id, nonce: id } }),
    )
    expect(detail.receipt!.wallet!.map((w) => [w.type, w.status, w.answer?.status])).toEqual([
      ['debit', 'approved', 'approved'],
      ['credit', 'acknowledged', 'approved'],
    ])
    // Every attempt verifies with the reference library of Standard Webhooks; its body is the
    // documented one, and the id (the transaction id) is signed.
    const { received } = await walletLog(who)
    const webhook = new Webhook(TEST_WALLET_SECRET)
    for (const { text, headers } of received) {
      expect(webhook.verify(text, headers)).toEqual(JSON.parse(text))
      expect(headers['webhook-id']).toBe(JSON.parse(text).transactionId)
    }
    const debit = v.parse(DebitCallSchema, JSON.parse(received[0].text))
    expect(debit).toMatchObject({ player: who, currency: 'EUR', amount: staked, kind: 'stake' })
    const replayed = { ...received[0].headers, 'webhook-id': `${session.id}:${id}:stake.2` }
    expect(() => webhook.verify(received[0].text, replayed)).toThrow(WebhookVerificationError)
    // The statement: what the wallet's debits brought in, what its credits took out.
    const statement = await ok(await operator.statement.$get({ param: { id: session.id } }))
    expect(statement.statement).toMatchObject({ credits: staked, debits: returned, balance: 0 })
  })

  it('answers a refused debit 422 WALLET_REFUSED and changes nothing: the next deal gets the nonce', async () => {
    const who = player('poor')
    const session = await openSeamless(who)
    const before = await ok(await api(session).$get({ param: { id: session.id } }))
    const refused = await deal(session, ZERO)
    expect(refused.status).toBe(422)
    const error = await errorOf(refused)
    expect(error).toMatchObject({
      code: 'WALLET_REFUSED',
      details: { reason: 'INSUFFICIENT_FUNDS', transactionId: `${session.id}:0-0:stake.1` },
    })
    expect(await ok(await api(session).$get({ param: { id: session.id } }))).toEqual(before)
    const missing = await api(session).rounds[':nonce'].$get({
      param: { id: session.id, nonce: '0' },
    })
    expect(missing.status).toBe(404)
    expect(await walletBalance(who)).toBe(3)
    // Over the wallet's stake limit: refused with its own code.
    const rich = await openSeamless(player('bob'))
    const limited = await deal(rich, { game: 'zero', wagers: { zero: 450 } })
    expect(await errorOf(limited)).toMatchObject({ details: { reason: 'LIMIT_EXCEEDED' } })
    // The refused nonce is dealt next, under the debit's next attempt number.
    const dealt = await ok(await deal(session, { game: 'zero', wagers: { zero: 2 } }), 201)
    expect(dealt.round.id).toBe('0-0')
    expect((await walletCalls(session.id)).map((c) => [c.transactionId, c.status])).toEqual(
      expect.arrayContaining([
        [`${session.id}:0-0:stake.1`, 'refused'],
        [`${session.id}:0-0:stake.2`, 'approved'],
      ]),
    )
  })

  it('debits a raise through the wallet; a refused raise leaves the round open to fold', async () => {
    const session = await openSeamless(player('carol'))
    const stud = { game: 'stud-poker', ruleset: 'caribbean-stud', wagers: { ante: 250 } }
    const open = await openRound(session, stud)
    const nonce = open.round.id
    // The raise is twice the ante: 500, over the wallet's limit of 400.
    const raise = await api(session).rounds[':nonce'].act.$post({
      param: { id: session.id, nonce },
      json: { action: { type: 'play', box: 0 } },
    })
    expect(await errorOf(raise)).toMatchObject({ code: 'WALLET_REFUSED' })
    const folded = await ok(
      await api(session).rounds[':nonce'].settle.$post({
        param: { id: session.id, nonce },
        json: { actions: [{ type: 'fold', box: 0 }] },
      }),
    )
    expect(folded.receipt!.settlement).toMatchObject({ staked: 250, returned: 0 })
    const calls = await untilCalls(session.id, (c) => c.at(-1)?.status === 'acknowledged')
    expect(calls.map((c) => [c.type, c.kind, c.amount, c.status])).toEqual([
      ['debit', 'stake', 250, 'approved'],
      ['debit', 'stake:1', 500, 'refused'],
      ['credit', 'payout', 0, 'acknowledged'],
    ])
  })

  it('keeps receipts verifiable: felt-fair checks a seamless round once the seed is revealed', async () => {
    const session = await openSeamless(player('dave'))
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const open = await openRound(session, ZERO)
      await ok(
        await api(session).rounds[':nonce'].settle.$post({
          param: { id: session.id, nonce: open.round.id },
          json: { actions: [{ type: 'stand' }] },
        }),
      )
      ids.push(open.round.id)
    }
    // Six calls or more: a Zero Pair settles at its deal, and openRound deals again.
    await untilCalls(session.id, (c) => c.length >= 6 && settled(c))
    await ok(await api(session).rotate.$post({ param: { id: session.id }, json: {} }))
    for (const nonce of ids) {
      const { receipt } = await ok(
        await api(session).rounds[':nonce'].$get({ param: { id: session.id, nonce } }),
      )
      const report = await verifyRound(receipt!)
      expect(report.mismatches).toEqual([])
      expect(receipt!.ledger!.map((e) => e.kind)).toEqual(['stake', 'payout'])
    }
  })

  it('takes no operator transfers, and opens only for the operator with a player and a currency', async () => {
    const session = await openSeamless(player('erin'))
    const credit = await operator.credit.$post({
      param: { id: session.id },
      json: { amount: 5, reference: 'r-1' },
    })
    expect(credit.status).toBe(409)
    expect((await errorOf(credit)).code).toBe('SEAMLESS_WALLET')
    // On a transfer deployment (the tests' own) a player is refused.
    const transfer = await client(OPERATOR_KEY).v1.sessions.$post({
      json: { player: 'x' } as never,
    })
    expect(transfer.status).toBe(400)
    const open = async (body: Record<string, unknown>, key?: string) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' }
      if (key) headers.Authorization = `Bearer ${key}`
      const req = new Request('http://felt.test/v1/sessions', {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      })
      const res = await app.fetch(req, { ...SEAMLESS, DEMO_MODE: 'open' }, createExecutionContext())
      return { status: res.status, code: ((await res.json()) as Loose).error?.code }
    }
    expect(await open({ player: 'p', currency: 'EUR' })).toEqual({
      status: 403,
      code: 'OPERATOR_ONLY',
    })
    expect(await open({}, OPERATOR_KEY)).toEqual({ status: 400, code: 'VALIDATION_FAILED' })
    expect(await open({ player: 'p', currency: 'EUR', balance: 5 }, OPERATOR_KEY)).toMatchObject({
      status: 400,
    })
    // WALLET_MODE seamless without the wallet's URL or secret serves nothing.
    const res = await app.fetch(new Request('http://felt.test/health'), {
      ...SEAMLESS,
      WALLET_SECRET: undefined,
    })
    expect(res.status).toBe(500)
    expect(((await res.json()) as Loose).error).toMatchObject({
      code: 'CONFIG_INVALID',
      details: { variables: ['WALLET_MODE'] },
    })
  })
})
