import { games } from '@felt/fair'
import { probeWagerKinds } from '../src/play/wager-probe.ts'

for (const g of Object.values(games))
  for (const r of Object.keys(g.rulesets))
    console.log(
      g.id,
      r,
      g.wagerKinds,
      JSON.stringify(
        probeWagerKinds(
          g,
          r,
          g.wagerKinds,
          g.wagerKinds.slice(0, 1),
          g.id === 'stud-poker' ? 'boxes' : g.id === 'break-poker' ? 'seats' : undefined,
        ),
      ),
    )
