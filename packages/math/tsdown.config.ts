import { defineConfig } from 'tsdown'
import { base } from '../../tsdown.base.ts'

// Worker entries keep their src/ paths (dist/sim/worker.js, ...): spawnWorker finds them there.
export default defineConfig({
  ...base,
  platform: 'node',
  fixedExtension: false,
  entry: {
    index: 'src/index.ts',
    'stud-advice': 'src/stud/advice/advise.ts',
    cli: 'src/cli.ts',
    'sim/worker': 'src/sim/worker.ts',
    'zero/exact-worker': 'src/zero/exact-worker.ts',
    'break/exact-worker': 'src/break/exact-worker.ts',
    'stud/caribbean/exact-worker': 'src/stud/caribbean/exact-worker.ts',
    'stud/solver/solve-worker': 'src/stud/solver/solve-worker.ts',
    'stud/solver/second-codes-worker': 'src/stud/solver/second-codes-worker.ts',
    'stud/sampled-exact/sampled-exact-worker': 'src/stud/sampled-exact/sampled-exact-worker.ts',
  },
})
