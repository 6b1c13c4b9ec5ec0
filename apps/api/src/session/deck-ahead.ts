import type { CardCode } from '@felt/cards'
import { type ShuffleInput, shuffle } from '../fair.ts'

function keyOf(input: ShuffleInput): string {
  return JSON.stringify([input.serverSeed, input.clientSeed, input.nonce, input.cards])
}

/**
 * The next round's deck, shuffled ahead of its deal. A deck is a pure function of its seed
 * triple and size, so a prepared deck is used only when all four match; anything else (a new
 * client seed, a rotation, another game's deck size) shuffles afresh. This takes the shuffle
 * (about 40 HMAC calls for a six-deck shoe) off the deal's response time.
 */
export class DeckAhead {
  private prepared: { readonly key: string; readonly deck: Promise<CardCode[]> } | undefined
  private readonly shuffle: (input: ShuffleInput) => Promise<CardCode[]>

  /** `shuffleDeck` is `@felt/fair`'s shuffle; tests pass a counting one. */
  constructor(shuffleDeck: (input: ShuffleInput) => Promise<CardCode[]> = shuffle) {
    this.shuffle = shuffleDeck
  }

  /** The deck of `input`: the prepared one when it matches, else a fresh shuffle. */
  take(input: ShuffleInput): Promise<CardCode[]> {
    const prepared = this.prepared
    this.prepared = undefined
    return prepared?.key === keyOf(input) ? prepared.deck : this.shuffle(input)
  }

  /**
   * Shuffles `input`'s deck after the current reply has gone out (in a later task, so the
   * reply is not held up by it). A failure is not kept: `take` then shuffles again and
   * reports it.
   */
  prepare(input: ShuffleInput): void {
    setTimeout(() => {
      const deck = this.shuffle(input)
      this.prepared = { key: keyOf(input), deck }
      deck.catch(() => {
        if (this.prepared?.deck === deck) this.prepared = undefined
      })
    }, 0)
  }
}
