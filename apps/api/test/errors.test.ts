import { env } from 'cloudflare:workers'
import { InvalidHandValueError } from '@felt/cards'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../src/app-env.ts'
import { failureOf, sendFailure, statusOf } from '../src/errors.ts'

describe('the error catalogue', () => {
  it('answers a hand value no hand has with 500 INVALID_HAND_VALUE: a defect of the server, not of the input', async () => {
    // No request carries a hand value: the games compute them from validated cards.
    expect(statusOf('INVALID_HAND_VALUE')).toBe(500)
    const app = new Hono<AppEnv>()
      .get('/boom', () => {
        throw new InvalidHandValueError('no hand has this strength', 9999)
      })
      .onError((err, c) => sendFailure(c, failureOf(err)))
    const res = await app.request('/boom', {}, env)
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      error: {
        code: 'INVALID_HAND_VALUE',
        message: 'no hand has this strength',
        details: { value: 9999 },
      },
    })
  })
})
