import { defineConfig, mergeConfig } from 'vitest/config'
import { shared } from '../../vitest.shared.ts'

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // One module graph for every test file of a worker: the full-deck dealer tables
      // (stud/kernel/dealer-table.ts, 0.3 s each) and the loaded strategy tables are built once for
      // the whole run instead of once per file. No test here mocks modules or relies on a
      // fresh module state.
      isolate: false,
    },
  }),
)
