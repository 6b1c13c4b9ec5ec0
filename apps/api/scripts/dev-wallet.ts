/**
 * `pnpm dev:wallet`: `pnpm dev` in the seamless model. Starts the reference wallet
 * (`scripts/wallet.ts`) on http://127.0.0.1:8788/felt and `wrangler dev` on 127.0.0.1:8787 with
 * WALLET_MODE seamless, WALLET_URL and the local WALLET_SECRET (state under
 * .wrangler/state-wallet, apart from `pnpm dev`'s). Sessions are opened by the operator, with
 * a player and a currency: the key is OPERATOR_KEY of .dev.vars, else `local-operator-key`.
 * Ctrl-C stops both.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createWallet, LOCAL_WALLET_SECRET, serveWallet } from './wallet.ts'
import { API_DIR, WRANGLER, WRANGLER_ENV } from './wrangler.ts'

const wallet = createWallet({ secret: LOCAL_WALLET_SECRET })
const { url, server } = await serveWallet(wallet, 8788)
const ownKey = existsSync(join(API_DIR, '.dev.vars'))
const vars = [
  'SESSION_ID_SECRET:local-dev-session-id-secret',
  'WALLET_MODE:seamless',
  `WALLET_URL:${url}`,
  `WALLET_SECRET:${LOCAL_WALLET_SECRET}`,
  ...(ownKey ? [] : ['OPERATOR_KEY:local-operator-key']),
]
console.log(
  `reference wallet on ${url} (every player opens with 1000; GET http://127.0.0.1:8788/players/<player>)\n` +
    `open a session: curl -s -X POST http://127.0.0.1:8787/v1/sessions -H 'Authorization: Bearer ${ownKey ? '<OPERATOR_KEY of .dev.vars>' : 'local-operator-key'}' ` +
    `-H 'Content-Type: application/json' -d '{"player":"alice","currency":"EUR"}'`,
)
const child = spawn(
  WRANGLER,
  [
    'dev',
    ...['--ip', '127.0.0.1', '--port', '8787', '--persist-to', '.wrangler/state-wallet'],
    ...vars.flatMap((v) => ['--var', v]),
  ],
  { cwd: API_DIR, stdio: 'inherit', env: WRANGLER_ENV },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => {
  server.close()
  process.exit(code ?? 0)
})
