import { describe, expect, it } from 'vitest'
import { type HighCardAction, highCard } from '../test/high-card.ts'
import { soloLedger } from '../test/play.ts'
import { type Receipt, receiptOf } from './receipt.ts'
import { commit } from './seeds.ts'
import { shuffle } from './shuffle.ts'
import { verifyRound } from './verify.ts'

const games = { 'high-card': highCard }
const serverSeed = '42f75b193ebac72f2ceaede9fcebf2d55f1bf7461fce8dba10ffee961bf1c3ae'
const otherSeed = '9f2c6e0d8b5a4f17e3c2d1b0a9876543210fedcba9876543210fedcba9876543'

async function play(
  options: {
    ruleset?: string
    overrides?: Record<string, unknown>
    actions?: HighCardAction[]
    nonce?: number
  } = {},
): Promise<Receipt> {
  const rules = highCard.rules(options.ruleset ?? 'basic', options.overrides)
  const nonce = options.nonce ?? 3
  const deck = await shuffle({
    serverSeed,
    clientSeed: 'player one',
    nonce,
    cards: highCard.deckSize(rules),
  })
  const wagers = { ante: 10 }
  const actions = options.actions ?? [{ type: 'draw' }]
  let state = highCard.deal(deck, rules, wagers)
  const staked = [state.staked]
  for (const a of actions) {
    state = highCard.act(state, a)
    staked.push(state.staked)
  }
  const settled = highCard.settle(state)
  return structuredClone(
    receiptOf({
      ...settled,
      commitment: await commit(serverSeed),
      serverSeed,
      clientSeed: 'player one',
      nonce,
      wagers,
      actions,
      ledger: soloLedger(staked, settled.settlement.returned),
    }),
  )
}

function fields(report: { mismatches: { field: string }[] }): string[] {
  return report.mismatches.map((m) => m.field)
}

describe('verifyRound', () => {
  it('accepts an honest round and says what it checked', async () => {
    const report = await verifyRound(await play(), { games })
    expect(report.mismatches).toEqual([])
    expect(report.valid).toBe(true)
    expect(report.checks.join('\n')).toMatch(/algorithm v1/)
    expect(report.checks.join('\n')).toMatch(
      /commitment [0-9a-f]{64} is SHA-256 of the revealed server seed/,
    )
    expect(report.checks.join('\n')).toMatch(
      /dealt: all 4 cards match \(box:0 0, dealer 1, box:0 2, dealer 3\)/,
    )
    expect(report.checks.join('\n')).toMatch(/settlement: 1 line matches; staked 10/)
    expect(report.checks.join('\n')).toMatch(/ledger: stake -10 \(seq 2, balance 990\), payout/)
    expect(report.deck).toHaveLength(52)
  })

  it('deals from the shoe the rules ask for', async () => {
    const report = await verifyRound(
      await play({ ruleset: 'shoe', actions: [{ type: 'double' }] }),
      { games },
    )
    expect(report.valid).toBe(true)
    expect(report.deck).toHaveLength(416)
    expect(report.checks.join('\n')).toMatch(/deck: 416 cards/)
  })

  it('names a card the receipt changed', async () => {
    const receipt = await play()
    const dealt = [...receipt.dealt]
    const original = dealt[1]!
    dealt[1] = { ...original, card: (original.card + 1) % 52 }
    const report = await verifyRound({ ...receipt, dealt }, { games })
    expect(report.valid).toBe(false)
    expect(report.mismatches).toEqual([
      expect.objectContaining({
        field: 'dealt[1].card',
        expected: original.card,
        actual: (original.card + 1) % 52,
      }),
    ])
  })

  it('names a card given to someone else, and a card missing from the receipt', async () => {
    const receipt = await play()
    const dealt = receipt.dealt.slice(0, 3).map((d, i) => (i === 0 ? { ...d, to: 'dealer' } : d))
    const report = await verifyRound({ ...receipt, dealt }, { games })
    expect(fields(report)).toEqual(['dealt.length', 'dealt[0].to', 'dealt[3]'])
  })

  it('names every money field that differs from the rules', async () => {
    const receipt = await play()
    const line = receipt.settlement.lines[0]!
    const settlement = {
      ...receipt.settlement,
      lines: [{ ...line, payout: line.payout + 5 }],
      returned: receipt.settlement.returned + 5,
      net: receipt.settlement.net + 5,
    }
    const [stake, payout] = receipt.ledger!
    const ledger = [
      stake!,
      { ...payout!, amount: payout!.amount + 5, balance: payout!.balance + 5 },
    ]
    const report = await verifyRound({ ...receipt, settlement, ledger }, { games })
    expect(fields(report)).toEqual([
      'settlement.lines[0].payout',
      'settlement.returned',
      'settlement.net',
      'ledger[1].amount',
    ])
    expect(report.mismatches[0]).toMatchObject({ expected: line.payout, actual: line.payout + 5 })
  })

  it('treats a reworded reason as wording, not money', async () => {
    const receipt = await play()
    const lines = receipt.settlement.lines.map((l) => ({ ...l, reason: 'because' }))
    const report = await verifyRound(
      { ...receipt, settlement: { ...receipt.settlement, lines } },
      { games },
    )
    expect(report.valid).toBe(true)
    expect(report.checks.join('\n')).toMatch(/reasons of lines 0 are worded differently/)
  })

  it('reports a commitment that is not the hash of the revealed seed, and the cards that seed gives', async () => {
    const receipt = await play()
    const report = await verifyRound({ ...receipt, commitment: await commit(otherSeed) }, { games })
    expect(fields(report)).toEqual(['commitment'])
    const swapped = await verifyRound({ ...receipt, serverSeed: otherSeed }, { games })
    expect(fields(swapped)[0]).toBe('commitment')
    expect(fields(swapped).some((f) => f.startsWith('dealt['))).toBe(true)
  })

  it('cannot verify before the server seed is revealed', async () => {
    const { serverSeed: _, ...hidden } = await play()
    const report = await verifyRound(hidden, { games })
    expect(report.valid).toBe(false)
    expect(report.mismatches[0]).toMatchObject({ field: 'serverSeed' })
    expect(report.mismatches[0]!.message).toMatch(/not revealed/)
  })

  it('reports malformed seeds and nonces as mismatches', async () => {
    const receipt = await play()
    const report = await verifyRound(
      { ...receipt, serverSeed: 'ABC', clientSeed: 'a:b', nonce: -1 },
      { games },
    )
    expect(fields(report)).toEqual(['serverSeed', 'clientSeed', 'nonce'])
  })

  it('stops at an unknown algorithm or game', async () => {
    const receipt = await play()
    expect(fields(await verifyRound({ ...receipt, algorithm: 'v2' }, { games }))).toEqual([
      'algorithm',
    ])
    expect(fields(await verifyRound({ ...receipt, game: 'poker' }, { games }))).toEqual(['game'])
    expect(fields(await verifyRound({ ...receipt, game: 'constructor' }, { games }))).toEqual([
      'game',
    ])
    expect(fields(await verifyRound(receipt, { games: {} }))).toEqual(['game'])
  })

  it('names an action the rules do not allow, and actions that leave the round open', async () => {
    const receipt = await play()
    const extra = await verifyRound(
      { ...receipt, actions: [...receipt.actions, { type: 'stand' }] },
      { games },
    )
    expect(fields(extra)).toEqual(['actions[1]'])
    expect(extra.mismatches[0]!.message).toMatch(/ILLEGAL_ACTION/)
    const none = await verifyRound({ ...receipt, actions: [] }, { games })
    expect(fields(none)).toEqual(['actions'])
    expect(none.mismatches[0]!.message).toMatch(/ROUND_INCOMPLETE/)
  })

  it('turns errors thrown by the game into mismatches, never a crash', async () => {
    const receipt = await play()
    const report = await verifyRound({ ...receipt, wagers: null }, { games })
    expect(fields(report)).toEqual(['wagers'])
    const bad = await verifyRound({ ...receipt, wagers: { ante: -5 } }, { games })
    expect(bad.mismatches[0]!.message).toMatch(/INVALID_WAGER/)
  })

  it('accepts validated rule overrides and names rules the game refuses', async () => {
    const custom = await play({ overrides: { payout: 2 } })
    const ok = await verifyRound(custom, { games })
    expect(ok.valid).toBe(true)
    expect(ok.checks.join('\n')).toMatch(/with validated overrides of payout/)
    const bad = await verifyRound(
      { ...custom, rules: { ...(custom.rules as object), payout: 50 } },
      { games },
    )
    expect(fields(bad)[0]).toBe('rules')
    const unknown = await verifyRound({ ...custom, ruleset: 'deluxe' }, { games })
    expect(fields(unknown)[0]).toBe('ruleset')
  })

  it("names an option missing from the receipt's rules with INVALID_RULES", async () => {
    const receipt = await play()
    const { decks: _, ...partial } = receipt.rules as Record<string, unknown>
    const report = await verifyRound({ ...receipt, rules: partial }, { games })
    expect(report.mismatches[0]).toMatchObject({ field: 'rules' })
    expect(report.mismatches[0]!.message).toMatch(
      /INVALID_RULES: options missing from the receipt: decks$/,
    )
  })

  it('throws INVALID_RECEIPT for something that is not a receipt', async () => {
    const receipt = await play()
    const broken: unknown[] = [
      null,
      [],
      'receipt',
      { ...receipt, nonce: '3' },
      { ...receipt, dealt: undefined },
      { ...receipt, dealt: [{ position: 0, card: 'As', to: 'box:0' }] },
      { ...receipt, actions: {} },
      { ...receipt, settlement: { ...receipt.settlement, lines: [{ box: 0 }] } },
      { ...receipt, settlement: { ...receipt.settlement, net: '5' } },
      { ...receipt, rules: 'basic' },
      { ...receipt, balanceAfter: '1' },
      { ...receipt, ledger: {} },
      { ...receipt, ledger: [{ seq: '2', kind: 'stake', amount: -10, balance: 990 }] },
    ]
    for (const b of broken) {
      await expect(verifyRound(b, { games })).rejects.toMatchObject({ code: 'INVALID_RECEIPT' })
    }
  })
})

describe('verifyRound: the round ledger', () => {
  it("accepts entries with other rounds' entries between them, whatever their balances", async () => {
    const receipt = await play({ ruleset: 'shoe', actions: [{ type: 'double' }] })
    const [stake, added, payout] = receipt.ledger!
    expect(added).toMatchObject({ kind: 'stake:1', amount: -10 })
    // Two other rounds settled between this round's entries: the balances moved by their nets.
    const ledger = [
      { ...stake!, seq: 5, balance: 700 },
      { ...added!, seq: 9, balance: 1290 },
      { ...payout!, seq: 12, balance: 40 },
    ]
    const report = await verifyRound({ ...receipt, ledger }, { games })
    expect(report.mismatches).toEqual([])
    expect(report.checks.join('\n')).toMatch(/0 of 2 neighbouring entries chain/)
  })

  it('names a balance that does not follow from its neighbour in the ledger', async () => {
    const receipt = await play()
    const [stake, payout] = receipt.ledger!
    const ledger = [stake!, { ...payout!, balance: payout!.balance + 1 }]
    const report = await verifyRound({ ...receipt, ledger }, { games })
    expect(report.mismatches).toEqual([
      expect.objectContaining({
        field: 'ledger[1].balance',
        expected: payout!.balance,
        actual: payout!.balance + 1,
      }),
    ])
  })

  it('names a stake the rules do not give, an added stake with no entry, and entries out of order', async () => {
    const receipt = await play({ ruleset: 'shoe', actions: [{ type: 'double' }] })
    const [stake, added, payout] = receipt.ledger!
    const cheaper = await verifyRound(
      { ...receipt, ledger: [{ ...stake!, amount: -5 }, added!, payout!] },
      { games },
    )
    expect(fields(cheaper)).toEqual(['ledger[0].amount'])
    const unrecorded = await verifyRound({ ...receipt, ledger: [stake!, payout!] }, { games })
    expect(fields(unrecorded)).toContain('ledger')
    const swapped = await verifyRound(
      { ...receipt, ledger: [stake!, { ...payout!, seq: 1 }, added!] },
      { games },
    )
    expect(swapped.valid).toBe(false)
    expect(fields(swapped)).toContain('ledger[1].seq')
  })

  it("shows a legacy receipt's balances without comparing them", async () => {
    const { ledger: _, ...receipt } = await play()
    const legacy = { ...receipt, balanceBefore: 1000, balanceAfter: 1234 }
    const report = await verifyRound(legacy, { games })
    expect(report.valid).toBe(true)
    expect(report.checks.join('\n')).toMatch(/so they are not compared/)
  })
})
