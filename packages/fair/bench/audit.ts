// The audit's cost per shuffle (v1 shuffle + every tally of the battery, one thread) against
// the HMAC calls alone of the same byte stream, best of 5 runs per figure.
// Run: pnpm bench   (from packages/fair; this part about 20 s)
import { createHmac } from 'node:crypto'
import { tallyRange } from '../src/audit/range.ts'
import { syncShuffler } from '../src/node.ts'
import { rate } from './rate.ts'

const serverSeed = '42f75b193ebac72f2ceaede9fcebf2d55f1bf7461fce8dba10ffee961bf1c3ae'
const clientSeed = 'felt-bench'

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-US')
}

const rows: string[] = []
for (const cards of [52, 53, 312, 416] as const) {
  const blocks = Math.ceil((cards - 1) / 8)
  const spec = { generator: 'v1', serverSeed, clientSeed, cards, shuffles: 0 } as const
  const auditRate = await rate((count, offset) => tallyRange(spec, offset, offset + count))
  const shuffler = syncShuffler(serverSeed)
  const shuffleRate = await rate((count, offset) => {
    for (let n = offset; n < offset + count; n++) shuffler.shuffle({ clientSeed, nonce: n, cards })
  })
  const hmacRate = await rate((count, offset) => {
    for (let n = offset; n < offset + count; n++) {
      for (let r = 0; r < blocks; r++)
        createHmac('sha256', serverSeed).update(`${clientSeed}:${n}:${r}`).digest()
    }
  })
  rows.push(
    `| ${cards} | ${blocks} | ${fmt(auditRate)} | ${fmt(shuffleRate)} | ${fmt(hmacRate)} | ${(hmacRate / auditRate).toFixed(2)}x | ${(hmacRate / shuffleRate).toFixed(2)}x |`,
  )
}
console.log(`Node ${process.version}, ${process.platform}/${process.arch}; one thread`)
console.log(
  '| cards | HMAC blocks per shuffle | audit: shuffles per CPU second | shuffle alone (`syncShuffler`) | HMAC calls alone (createHmac) | audit cost / HMAC cost | shuffle cost / HMAC cost |',
)
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
for (const row of rows) console.log(row)
