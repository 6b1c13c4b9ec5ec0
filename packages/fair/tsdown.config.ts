import { defineConfig } from 'tsdown'
import { base } from '../../tsdown.base.ts'

// Only the CLI and the Node fast path (`@felt/fair/node`) import node: modules.
export default defineConfig({
  ...base,
  entry: ['src/index.ts', 'src/node.ts', 'src/cli.ts'],
  deps: { neverBundle: [/^node:/] },
})
