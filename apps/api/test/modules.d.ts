/** A file's text, imported with Vite's `?raw` suffix (the tests read wrangler.jsonc so). */
declare module '*?raw' {
  const text: string
  export default text
}

/**
 * The Workers pool's internal module, which has no declarations: only what
 * pool-wrapper.test.ts reads (the wrapper the pool puts around each Durable Object class).
 */
declare module 'cloudflare:test-internal' {
  export function createDurableObjectWrapper(
    className: string,
  ): new (
    state: DurableObjectState,
    env: Env,
  ) => object
}
