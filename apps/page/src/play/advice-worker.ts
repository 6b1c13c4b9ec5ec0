// The exact stud advisor off the main thread: loaded only when the player asks, so the
// page's own script stays small; the dealer table it builds (about 50-100 MB) lives here.
import { adviseDecision } from './advice-compute.ts'
import type { AdviceReply, AdviceRequest } from './advice-query.ts'

self.addEventListener('message', (event: MessageEvent<AdviceRequest>) => {
  let reply: AdviceReply
  try {
    reply = { ok: true, ...adviseDecision(event.data) }
  } catch (e) {
    reply = { ok: false, message: e instanceof Error ? e.message : String(e) }
  }
  self.postMessage(reply)
})
