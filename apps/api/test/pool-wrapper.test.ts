import { runInDurableObject } from 'cloudflare:test'
import { createDurableObjectWrapper } from 'cloudflare:test-internal'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { registry } from '../src/registry/registry-do.ts'

// The Workers pool wraps each Durable Object class of the Worker; 0.15.1 wrapped the wrapper's
// prototype in one more Proxy at every construction, so every property read of every object
// went through one `get` trap per object made before it: the tests slowed down with each
// session they opened (cloudflare/workers-sdk#15092, fixed upstream by #15106; patched here in
// patches/, as the pinned version stays for Node 20).
describe('the Workers pool (patched)', () => {
  it('wraps a Durable Object class prototype once, however many objects it makes', async () => {
    const Wrapper = createDurableObjectWrapper('SessionRegistry')
    // Objects made with a real state (that of the registry), compared in its context.
    const same = await runInDurableObject(registry(env), (_, state) => {
      new Wrapper(state, env)
      const first = Wrapper.prototype
      for (let i = 0; i < 3; i++) new Wrapper(state, env)
      return Wrapper.prototype === first
    })
    expect(same).toBe(true)
  })
})
