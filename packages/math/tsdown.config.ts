import { defineConfig } from 'tsdown'
import { base } from '../../tsdown.base.ts'

// Worker entries keep their src/ paths (dist/sim/worker.js, ...): spawnWorker finds them there.
export default defineConfig({
  ...base,
  platform: 'node',
  fixedExtension: false,
  entry: {
    index: 'src/index.ts',
    'stud-advice': 'src/stud/advise.ts',
    cli: 'src/cli.ts',
    'sim/worker': 'src/sim/worker.ts',
    'zero/exact-worker': 'src/zero/exact-worker.ts',
    'break/exact-worker': 'src/break/exact-worker.ts',
    'stud/exact/caribbean-worker': 'src/stud/exact/caribbean-worker.ts',
    'stud/exact/solve-worker': 'src/stud/exact/solve-worker.ts',
    'stud/exact/second-codes-worker': 'src/stud/exact/second-codes-worker.ts',
    'stud/sampled-edge-worker': 'src/stud/sampled-edge-worker.ts',
  },
})
