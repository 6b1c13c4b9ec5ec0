// The exact stud advisor off the main thread: loaded only when the player asks, so the
// page's own script stays small; the dealer table it builds (about 50-100 MB) lives here.
import { studAdvice } from '@felt/math/stud-advice'
import type { AdviceReply, AdviceRequest } from './advice-query.ts'
import { roundRules } from './advice-rules.ts'

self.addEventListener('message', (event: MessageEvent<AdviceRequest>) => {
  const { ruleset, published, cards, up } = event.data
  let reply: AdviceReply
  try {
    const advice = studAdvice(roundRules(ruleset, published), cards, up)
    reply = {
      ok: true,
      actions: advice.actions.map((a) => ({ action: a.action, discard: a.discard, ev: a.ev })),
      seconds: advice.seconds,
    }
  } catch (e) {
    reply = { ok: false, message: e instanceof Error ? e.message : String(e) }
  }
  self.postMessage(reply)
})
