// Searches nonces for shuffles whose Fisher-Yates hits the v1 rejection branch, so the
// golden vectors can pin one down. One-off: `pnpm exec tsx scripts/find-rejections.ts 52 0 8000000`.
import { NodeHmacSha256 as HmacSha256 } from '../src/node-hmac.ts'

const [sizeArg = '416', fromArg = '0', countArg = '1000000', client = 'felt-rejection'] =
  process.argv.slice(2)
const size = Number(sizeArg)
const serverSeed = '42f75b193ebac72f2ceaede9fcebf2d55f1bf7461fce8dba10ffee961bf1c3ae'
const mac = new HmacSha256(new TextEncoder().encode(serverSeed))
const words = new Uint32Array(8 * 64)
const started = Date.now()
for (let nonce = Number(fromArg); nonce < Number(fromArg) + Number(countArg); nonce++) {
  let have = 0
  let pos = 0
  let block = 0
  const rejections: { i: number; n: number; word: number; wordIndex: number }[] = []
  for (let i = size - 1; i > 0; i--) {
    const n = i + 1
    const limit = n * Math.floor(0x100000000 / n)
    for (;;) {
      if (pos === have) {
        mac.macWords(`${client}:${nonce}:${block++}`, words, 0)
        have = 8
        pos = 0
      }
      const v = words[pos++]!
      if (v < limit) break
      rejections.push({ i, n, word: v, wordIndex: (block - 1) * 8 + pos - 1 })
    }
  }
  if (rejections.length > 0) {
    console.log(
      JSON.stringify({ size, client, nonce, rejections, seconds: (Date.now() - started) / 1000 }),
    )
    break
  }
  if (nonce % 1000000 === 0) console.error(`at nonce ${nonce}, ${(Date.now() - started) / 1000}s`)
}
