import { describe, expect, it } from 'vitest'
import { InvalidReceiptError } from './errors.ts'
import { receiptFrom } from './receipt.ts'

describe('receiptFrom', () => {
  const receipt = { algorithm: 'v1', game: 'zero', nonce: 0 }

  it('takes a bare receipt as it is, and the receipt of an API body', () => {
    expect(receiptFrom(receipt)).toBe(receipt)
    expect(receiptFrom({ round: { id: '0-0' }, receipt })).toBe(receipt)
    expect(receiptFrom({ round: { id: '0-0' }, receipt, balance: 990 })).toBe(receipt)
  })

  it('names an API body without a receipt, and anything not an object', () => {
    const notSettled = () =>
      receiptFrom({ round: { id: '0-2', status: 'complete' }, receipt: null })
    expect(notSettled).toThrow(InvalidReceiptError)
    expect(notSettled).toThrow(
      'the API body has no receipt (receipt null; round 0-2, status complete): a round has one once it is settled',
    )
    try {
      notSettled()
    } catch (e) {
      expect((e as InvalidReceiptError).details).toEqual({
        field: 'receipt',
        round: '0-2',
        status: 'complete',
      })
    }
    expect(() => receiptFrom({ receipt: null })).toThrow(
      'the API body has no receipt (receipt null)',
    )
    for (const v of [null, [receipt], 'v1', 3]) {
      expect(() => receiptFrom(v)).toThrow('not a receipt: the receipt must be a JSON object')
    }
  })
})
