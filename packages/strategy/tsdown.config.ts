import { defineConfig } from 'tsdown'
import { base } from '../../tsdown.base.ts'

export default defineConfig({
  ...base,
  // The stud tables are megabyte strings: a source map would ship each of them twice.
  sourcemap: false,
  entry: {
    index: 'src/index.ts',
    'zero/index': 'src/zero/index.ts',
    'stud-poker/index': 'src/stud-poker/index.ts',
    'stud-poker/table': 'src/stud-poker/table.ts',
    'break-poker/index': 'src/break-poker/index.ts',
  },
})
