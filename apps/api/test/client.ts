import { exports } from 'cloudflare:workers'
import { hc } from 'hono/client'
import type { AppType } from '../src/app.ts'

/** A typed client of the Worker (hono's `hc` over `exports.default.fetch`), with a bearer. */
export function client(bearer?: string) {
  return hc<AppType>('http://felt.test', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      exports.default.fetch(new Request(input, init)),
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
  })
}
