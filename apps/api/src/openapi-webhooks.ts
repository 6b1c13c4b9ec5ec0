import type { Schema } from './route-doc.ts'
import { RoundSettledEventSchema, SessionClosedEventSchema } from './schemas/notifications.ts'

/** What every notification is and how a receiver checks it (the `webhooks` descriptions). */
const DELIVERY =
  "POSTed to NOTIFY_URL (with NOTIFY_SECRET set) as JSON, signed the Standard Webhooks way (https://www.standardwebhooks.com): any of its libraries verifies a delivery with `new Webhook(NOTIFY_SECRET).verify(rawBody, headers)`. Verify the raw body as received, before parsing it. A 2xx answer within 10 s is a delivery; anything else is retried after 2 s, doubled per attempt up to an hour, 12 attempts in all. Delivery is at least once (a delivery whose answer was lost comes again under the same webhook-id: deduplicate on it) and, after a failed attempt, out of order (later notifications of the session overtake one that waits for its retry): order each session's notifications by `seq` (1, 2, ...; a gap is one still to come, or one given up after 12 failed attempts)."

const HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description:
      'The notification\'s id, "<sessionId>:<seq>" (seq as in the body): the same on every attempt of it. Deduplicate on it.',
    schema: { type: 'string', pattern: '^[0-9a-f]{64}:[0-9]+$' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description:
      'When this attempt was sent, Unix seconds (signed). Reject one far from your clock (the libraries allow 5 minutes).',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,<base64 of the HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">` under the bytes of NOTIFY_SECRET (`whsec_<base64>`, decoded); a space-separated list when there are several.',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]+=*( v1,[A-Za-z0-9+/]+=*)*$' },
  },
]

function webhook(
  operationId: string,
  summary: string,
  schema: Schema,
  schemaOf: (schema: Schema) => Record<string, unknown>,
): Record<string, unknown> {
  return {
    post: {
      operationId,
      summary,
      description: DELIVERY,
      security: [],
      parameters: HEADERS,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: schemaOf(schema) } },
      },
      responses: {
        '2XX': { description: 'Delivered.' },
        '4XX': { description: 'Not delivered: retried after a back-off.' },
        '5XX': { description: 'Not delivered: retried after a back-off.' },
      },
    },
  }
}

/**
 * The `webhooks` of the OpenAPI document: the notifications a session sends, their bodies
 * (`schemaOf` turns a valibot schema into the document's JSON Schema) and their headers.
 */
export function webhooksDoc(
  schemaOf: (schema: Schema) => Record<string, unknown>,
): Record<string, unknown> {
  return {
    'round.settled': webhook(
      'roundSettled',
      'A round was settled: its receipt and the balance after it.',
      RoundSettledEventSchema,
      schemaOf,
    ),
    'session.closed': webhook(
      'sessionClosed',
      'A session was closed (by the operator or the idle policy): its final statement.',
      SessionClosedEventSchema,
      schemaOf,
    ),
  }
}
