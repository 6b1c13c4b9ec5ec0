import { type CardCode, parseCard } from '@felt/cards'
import * as v from 'valibot'

/** A session id: 64 lowercase hex characters (16 random bytes and their tag); it names the Durable Object. */
export const SessionIdSchema = v.pipe(
  v.string(),
  v.regex(/^[0-9a-f]{64}$/),
  v.description(
    'Session id: 64 lowercase hex characters, 16 random bytes and their HMAC tag under a Worker secret.',
  ),
)

/** A client seed under algorithm v1: 1-64 printable ASCII characters without `:`. */
export const ClientSeedSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(64),
  v.regex(/^[\x20-\x39\x3b-\x7e]+$/, 'printable ASCII without ":"'),
  v.description('1-64 printable ASCII characters (0x20-0x7E) without ":".'),
)

/** An amount of money in whole units (a non-negative safe integer). */
export const AmountSchema = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(0),
  v.description('Whole units.'),
)

/** A 0-based index (box, seat, hand). */
export const IndexSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15))

/** A card code: 0..51 (clubs, diamonds, hearts, spades, each 2..A), 52 the joker. */
export const CardCodeSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(52),
  v.description('Card code 0..52 (index in the canonical deck; 52 is the joker).'),
)

/** A card as a code or as text (`As`, `Td`, `10h`, `Jk`); the output is always the code. */
export const CardSchema = v.union([
  CardCodeSchema,
  v.pipe(
    v.string(),
    v.maxLength(3),
    v.description('Card text: rank 2-9 T J Q K A then suit c d h s, or Jk.'),
    v.rawTransform<string, CardCode>(({ dataset, addIssue, NEVER }) => {
      try {
        return parseCard(dataset.value)
      } catch {
        addIssue({ message: 'not a card' })
        return NEVER
      }
    }),
  ),
])

/** The Idempotency-Key header: 1-200 visible ASCII characters. */
export const IdempotencyKeySchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(200),
  v.regex(/^[\x21-\x7e]+$/),
)

/**
 * A round reference in a path: `<nonce>` (a round of the active seed pair) or
 * `<seed>-<nonce>` (the round id, valid after rotations too).
 */
export const RoundRefSchema = v.pipe(
  v.string(),
  v.regex(/^(?:\d{1,9}-)?\d{1,9}$/),
  v.description('A nonce of the active seed pair, or a round id "<seed>-<nonce>".'),
)

/** The error body every failing route returns. */
export const ErrorSchema = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    details: v.optional(v.unknown()),
  }),
})
