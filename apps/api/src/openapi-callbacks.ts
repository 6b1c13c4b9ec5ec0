import type { Schema } from './route-doc.ts'
import {
  CreditCallSchema,
  DebitAnswerSchema,
  DebitCallSchema,
  RollbackCallSchema,
  WalletAnswerSchema,
} from './schemas/wallet.ts'

/** The URL of the callbacks: the operator's WALLET_URL (this one is an example). */
const WALLET_URL = 'https://wallet.casino.example/felt'

const PROTOCOL =
  "The seamless wallet (WALLET_MODE seamless: a session opened with a player and a currency keeps no money of its own; the operator's wallet does). Felt POSTs each call as JSON to WALLET_URL, signed the Standard Webhooks way under WALLET_SECRET (webhook-id is the call's transactionId, the same on every attempt; webhook-timestamp; webhook-signature v1 over id.timestamp.body): verify it with any Standard Webhooks library, `new Webhook(WALLET_SECRET).verify(rawBody, headers)`. Calls are at least once: apply a transactionId once and answer a repeat as the first time. No answer within WALLET_TIMEOUT_MS (5 s) counts as no outcome."

const HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The transactionId of the body: the same on every attempt of the call.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this attempt was sent, Unix seconds (signed).',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,<base64 of the HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` under the bytes of WALLET_SECRET (`whsec_<base64>`, decoded).',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]+=*( v1,[A-Za-z0-9+/]+=*)*$' },
  },
]

type SchemaOf = (schema: Schema) => Record<string, unknown>

function json(schema: Schema, schemaOf: SchemaOf): Record<string, unknown> {
  return { 'application/json': { schema: schemaOf(schema) } }
}

function callback(
  operationId: string,
  summary: string,
  body: Schema,
  responses: Record<string, unknown>,
  schemaOf: SchemaOf,
): Record<string, unknown> {
  return {
    [WALLET_URL]: {
      post: {
        operationId,
        summary,
        description: PROTOCOL,
        security: [],
        parameters: HEADERS,
        requestBody: { required: true, content: json(body, schemaOf) },
        responses,
      },
    },
  }
}

/**
 * The calls Felt makes to the operator's wallet, as OpenAPI callbacks (`components.callbacks`;
 * deal, act and settle refer to them): debit, rollback, credit, each body and its answers.
 */
export function walletCallbacks(schemaOf: SchemaOf): Record<string, unknown> {
  const acknowledged = {
    '2XX': {
      description: 'Applied (or applied before: the same answer). The answer body is optional.',
      content: json(WalletAnswerSchema, schemaOf),
    },
    '4XX': {
      description:
        'Not acknowledged: sent again after 1 s, doubled up to a minute, until acknowledged.',
    },
    '5XX': {
      description:
        'Not acknowledged: sent again after 1 s, doubled up to a minute, until acknowledged.',
    },
  }
  return {
    walletDebit: callback(
      'walletDebit',
      'Debit a stake before it is dealt (a deal) or applied (an action that adds at risk). Felt deals only on "approved"; on "refused" it answers the player 422 WALLET_REFUSED; on no outcome (timeout, 5xx, another answer) it deals nothing, answers 503 WALLET_UNAVAILABLE and sends a rollback.',
      DebitCallSchema,
      {
        '200': {
          description:
            'Approved (`{"status":"approved"}`) or refused (`{"status":"refused","code":...}`).',
          content: json(DebitAnswerSchema, schemaOf),
        },
        '4XX': {
          description:
            'Refused, when the body says `{"status":"refused","code":...}`; otherwise no outcome.',
          content: json(DebitAnswerSchema, schemaOf),
        },
        default: { description: 'No outcome: rolled back.' },
      },
      schemaOf,
    ),
    walletRollback: callback(
      'walletRollback',
      'Undo a debit whose outcome Felt does not know (sent from the alarm until acknowledged): reverse it if it was applied; if it never arrived, remember the id and refuse the debit should it come later. Acknowledge both with a 2xx.',
      RollbackCallSchema,
      acknowledged,
      schemaOf,
    ),
    walletCredit: callback(
      'walletCredit',
      "Pay a settled round's return, once per round (0 included: the round is over); sent from the alarm until acknowledged.",
      CreditCallSchema,
      acknowledged,
      schemaOf,
    ),
  }
}

/** The callbacks of a route that may call the wallet (deal, act, settle). */
export const WALLET_CALLBACK_REFS: Readonly<Record<string, unknown>> = {
  walletDebit: { $ref: '#/components/callbacks/walletDebit' },
  walletRollback: { $ref: '#/components/callbacks/walletRollback' },
  walletCredit: { $ref: '#/components/callbacks/walletCredit' },
}
