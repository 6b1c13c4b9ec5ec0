import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { main as feltFair } from '../../../packages/fair/src/cli/main.ts'
import { nodeIo } from '../../../packages/fair/src/cli/node-io.ts'
import { type BotRound, chooseAction } from './bot.ts'
import { API_DIR, type JsonRes, LOCAL_OPERATOR_KEY, request, requestLean } from './server.ts'

/** A session as the scripts hold it. */
export interface Session {
  readonly id: string
  readonly token: string
}

function expectStatus(res: JsonRes, status: number, what: string): void {
  if (res.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`)
  }
}

/**
 * The operator key: FELT_OPERATOR_KEY; against a given FELT_API_URL, else OPERATOR_KEY from
 * apps/api/.dev.vars, if any; against a server the script started, that server's key.
 */
export function operatorKey(): string | undefined {
  if (process.env.FELT_OPERATOR_KEY) return process.env.FELT_OPERATOR_KEY
  if (!process.env.FELT_API_URL) return LOCAL_OPERATOR_KEY
  const file = join(API_DIR, '.dev.vars')
  if (!existsSync(file)) return undefined
  return /^OPERATOR_KEY=(.*)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim().replace(/^"|"$/g, '')
}

/** Opens a session (with the operator key when the server needs one). */
export async function openSession(
  base: string,
  body: Record<string, unknown> = {},
): Promise<Session> {
  const key = operatorKey()
  const res = await request(base, 'POST', '/v1/sessions', key ? { body, token: key } : { body })
  expectStatus(res, 201, 'create session')
  return { id: res.body.sessionId, token: res.body.token }
}

/**
 * Deals one round and acts with the bot until it is settled; returns the last response
 * body (round, receipt, balance).
 */
export async function playRound(
  base: string,
  session: Session,
  deal: { game: string; ruleset: string; wagers: unknown; boxes?: number },
  rand: (n: number) => number,
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
): Promise<any> {
  const dealt = await request(base, 'POST', `/v1/sessions/${session.id}/deal`, {
    body: deal,
    token: session.token,
  })
  expectStatus(dealt, 201, `deal ${deal.game}/${deal.ruleset}`)
  let body = dealt.body
  for (let step = 0; body.round.status !== 'settled'; step++) {
    if (step > 40) throw new Error(`round ${body.round.id} did not settle`)
    const action = chooseAction(body.round as BotRound, rand)
    const res = await request(
      base,
      'POST',
      `/v1/sessions/${session.id}/rounds/${body.round.id}/act`,
      {
        body: { action },
        token: session.token,
      },
    )
    expectStatus(res, 200, `act ${JSON.stringify(action)}`)
    body = res.body
  }
  return body
}

/** A round the load scripts play: its deal and the final actions that settle it. */
export interface Plan {
  readonly deal: Record<string, unknown>
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
  finalActions(round: any): unknown[]
}

/** One hand of Zero, stood: its deal shuffles a 312-card shoe. */
export const ZERO: Plan = {
  deal: { game: 'zero', wagers: { zero: 1 } },
  finalActions: (round) => (round.status === 'settled' ? [] : [{ type: 'stand' }]),
}

/** One box of Caribbean Stud, folded: the lightest round (52 cards). */
export const CARIBBEAN_STUD: Plan = {
  deal: { game: 'stud-poker', ruleset: 'caribbean-stud', wagers: { ante: 1 } },
  finalActions: (round) => (round.status === 'settled' ? [] : [{ type: 'fold' }]),
}

/**
 * Deals a round of `plan` and settles it with its final actions over kept-alive connections
 * (`requestLean`, for timing); `timed` gets each request's time in ms. Throws unless the deal
 * answers 201 and the settle 200.
 */
export async function playPlan(
  base: string,
  session: Session,
  plan: Plan,
  timed: (ms: number) => void = () => {},
): Promise<void> {
  const path = `/v1/sessions/${session.id}`
  let s = performance.now()
  const dealt = await requestLean(base, 'POST', `${path}/deal`, {
    body: plan.deal,
    token: session.token,
  })
  timed(performance.now() - s)
  if (dealt.status !== 201) throw new Error(`deal ${dealt.status} ${JSON.stringify(dealt.body)}`)
  s = performance.now()
  const res = await requestLean(base, 'POST', `${path}/rounds/${dealt.body.round.id}/settle`, {
    body: { actions: plan.finalActions(dealt.body.round) },
    token: session.token,
  })
  timed(performance.now() - s)
  if (res.status !== 200) throw new Error(`settle ${res.status} ${JSON.stringify(res.body)}`)
}

/** Runs `task` `count` times, `concurrency` at a time; the results in order. */
export async function pool<T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++
        out[i] = await task(i)
      }
    }),
  )
  return out
}

export { expectStatus }

/** The CLI's IO with its report discarded: only the exit code is read. */
const QUIET_IO = { ...nodeIo(), out: async () => {} }

/**
 * Whether a receipt file passes `felt-fair verify`, run through the CLI's `main` in this
 * process (a process per receipt costs about a second of start-up).
 */
export async function verifiesInProcess(file: string): Promise<boolean> {
  return (await feltFair(['verify', file], QUIET_IO)) === 0
}
