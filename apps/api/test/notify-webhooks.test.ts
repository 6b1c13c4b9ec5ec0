import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { chooseAction, seeded } from '../scripts/bot.ts'
import { RoundSettledEventSchema } from '../src/schemas/notifications.ts'
import { openSession, playWithBot } from './helpers.ts'
import { TEST_NOTIFY_SECRET } from './notify-receiver.ts'
import { received, until } from './outbox.ts'

describe('notification signatures (Standard Webhooks)', () => {
  it('verify with the reference library, and not under another webhook-id', async () => {
    const session = await openSession({ clientSeed: 'standard-webhooks' })
    await playWithBot(session, { game: 'zero', wagers: { zero: 5 } }, seeded(3), chooseAction)
    await until(session.id, (rows) => rows[0]?.delivered_at != null)
    // The delivery as the receiver got it: its raw body and headers.
    const [delivery] = await received(session.id)
    const { text, headers } = delivery
    const webhook = new Webhook(TEST_NOTIFY_SECRET)
    expect(webhook.verify(text, headers)).toEqual(JSON.parse(text))
    // The body as the OpenAPI document describes it (webhooks).
    expect(v.parse(RoundSettledEventSchema, JSON.parse(text)).sessionId).toBe(session.id)
    expect(headers['webhook-id']).toBe(`${session.id}:1`)
    expect(headers['webhook-timestamp']).toMatch(/^[0-9]{10}$/)
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/)
    // The same delivery sent again under a new id (a receiver deduplicates on it) fails.
    const replayed = { ...headers, 'webhook-id': `${session.id}:2` }
    expect(() => webhook.verify(text, replayed)).toThrow(WebhookVerificationError)
    expect(() => webhook.verify(text, replayed)).toThrow('No matching signature found')
    // So does another body, or another timestamp.
    expect(() => webhook.verify(text.replace('"zero"', '"Zero"'), headers)).toThrow(
      'No matching signature found',
    )
    const earlier = {
      ...headers,
      'webhook-timestamp': String(Number(headers['webhook-timestamp']) - 1),
    }
    expect(() => webhook.verify(text, earlier)).toThrow('No matching signature found')
  })
})
