import { defineConfig } from 'tsdown'
import { base } from '../../tsdown.base.ts'

// Only the CLI and the Node fast path (`@felt/fair/node`) import node: modules.
export default defineConfig({
  ...base,
  // The audit worker keeps its src/ path (dist/audit/worker.js): spawnAuditWorker finds it there.
  entry: {
    index: 'src/index.ts',
    node: 'src/node.ts',
    cli: 'src/cli.ts',
    'audit/worker': 'src/audit/worker.ts',
  },
  deps: { neverBundle: [/^node:/] },
})
