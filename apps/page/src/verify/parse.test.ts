import { describe, expect, it } from 'vitest'
import { parseReceipt } from './verify.ts'

describe('parseReceipt', () => {
  it('fills in a separately typed server seed', () => {
    expect(parseReceipt('{"nonce":1}', ' abc ')).toEqual({ nonce: 1, serverSeed: 'abc' })
  })

  it('unwraps an API settle reply', () => {
    expect(parseReceipt('{"receipt":{"nonce":2},"balance":5}')).toEqual({ nonce: 2 })
  })

  it('unwraps the API round body, and names one whose round is not settled', () => {
    expect(parseReceipt('{"round":{"id":"0-0"},"receipt":{"nonce":0}}')).toEqual({ nonce: 0 })
    expect(() =>
      parseReceipt('{"round":{"id":"0-1","status":"awaiting-action"},"receipt":null}'),
    ).toThrow(/no receipt \(receipt null; round 0-1, status awaiting-action\)/)
    expect(() => parseReceipt('{"round":{"id":"0-1"}}')).toThrow(/no receipt \(receipt absent/)
  })

  it('refuses text that is not a JSON object, and conflicting seeds', () => {
    expect(() => parseReceipt('nope')).toThrow(/not valid JSON/)
    expect(() => parseReceipt('[1]')).toThrow(/JSON object/)
    expect(() => parseReceipt('{"serverSeed":"a"}', 'b')).toThrow(/different server seed/)
  })
})
