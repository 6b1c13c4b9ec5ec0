import { app } from './app.ts'

// The Worker's entry: only handlers and Durable Object classes may be exported here.
export { SessionRegistry } from './registry/registry-do.ts'
export { SessionObject } from './session-do.ts'
export default app
