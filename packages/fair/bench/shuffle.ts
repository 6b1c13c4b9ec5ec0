// Shuffles per second for 52 and 416 cards, and their cost relative to the HMAC calls
// alone, best of 5 runs per figure. Run: pnpm bench   (from packages/fair; about 30 s)
import { createHmac } from 'node:crypto'
import { syncShuffler } from '../src/node.ts'
import { shuffle } from '../src/shuffle.ts'
import { hmacKey, signBlocks } from '../src/stream.ts'
import { rate } from './rate.ts'

const serverSeed = '42f75b193ebac72f2ceaede9fcebf2d55f1bf7461fce8dba10ffee961bf1c3ae'
const clientSeed = 'felt-bench'

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-US')
}

const rows: string[] = []
for (const cards of [52, 416] as const) {
  const blocks = Math.ceil((cards - 1) / 8) // no rejection in these nonces' ranges, in practice
  const shuffler = syncShuffler(serverSeed)
  const syncRate = await rate((count, offset) => {
    for (let n = offset; n < offset + count; n++) shuffler.shuffle({ clientSeed, nonce: n, cards })
  })
  const nodeHmacRate = await rate((count, offset) => {
    for (let n = offset; n < offset + count; n++) {
      for (let r = 0; r < blocks; r++)
        createHmac('sha256', serverSeed).update(`${clientSeed}:${n}:${r}`).digest()
    }
  })
  const asyncRate = await rate(async (count, offset) => {
    for (let n = offset; n < offset + count; n++)
      await shuffle({ serverSeed, clientSeed, nonce: n, cards })
  })
  const subtleRate = await rate(async (count, offset) => {
    for (let n = offset; n < offset + count; n++) {
      await signBlocks(await hmacKey(serverSeed), clientSeed, n, 0, blocks)
    }
  })
  rows.push(
    `| ${cards} | ${blocks} | sync node:crypto (\`@felt/fair/node\`) | ${fmt(syncRate)} | ${fmt(nodeHmacRate)} (createHmac) | ${(nodeHmacRate / syncRate).toFixed(2)}x |`,
    `| ${cards} | ${blocks} | async Web Crypto (\`shuffle\`) | ${fmt(asyncRate)} | ${fmt(subtleRate)} (crypto.subtle.sign) | ${(subtleRate / asyncRate).toFixed(2)}x |`,
  )
}
console.log(`Node ${process.version}, ${process.platform}/${process.arch}`)
console.log(
  '| cards | HMAC blocks per shuffle | path | shuffles per CPU second | HMAC calls alone, shuffles per CPU second | shuffle cost / HMAC cost |',
)
console.log('| ---: | ---: | --- | ---: | ---: | ---: |')
for (const row of rows) console.log(row)
