import { defineConfig } from 'tsdown'
import { base } from '../../tsdown.base.ts'

// Only the CLI (src/cli.ts, src/cli/) imports node: modules; the library entries never do.
export default defineConfig({
  ...base,
  entry: ['src/index.ts', 'src/sync.ts', 'src/cli.ts'],
  external: [/^node:/],
})
