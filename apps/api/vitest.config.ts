import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig, mergeConfig } from 'vitest/config'
import { shared } from '../../vitest.shared.ts'
import { receiver, TEST_NOTIFY_SECRET } from './test/notify-receiver.ts'
import { TEST_WALLET_SECRET, walletService } from './test/wallet-double.ts'

export default mergeConfig(
  shared,
  defineConfig({
    plugins: [
      cloudflareTest({
        main: './src/index.ts',
        wrangler: { configPath: './wrangler.jsonc' },
        miniflare: {
          bindings: {
            OPERATOR_KEY: 'test-operator-key',
            SESSION_ID_SECRET: 'test-session-id-secret',
            NOTIFY_URL: 'http://notify.test/hook',
            NOTIFY_SECRET: TEST_NOTIFY_SECRET,
            // The deployment stays in the transfer model (WALLET_MODE); test/wallet*.test.ts
            // open seamless sessions under WALLET_MODE seamless (test/wallet-helpers.ts).
            WALLET_URL: 'http://wallet.test/felt',
            WALLET_SECRET: TEST_WALLET_SECRET,
            WALLET_TIMEOUT_MS: '3000',
          },
          // Every fetch the Worker makes (no network in tests): the test wallet, and the
          // notification receiver.
          outboundService: (request: Request) =>
            new URL(request.url).host === 'wallet.test'
              ? walletService(request)
              : receiver(request),
        },
      }),
    ],
    test: {
      include: ['test/**/*.test.ts'],
      // Every file in one workerd and Miniflare: a runtime per file cost about 2 CPU-s a file
      // (90 CPU-s for the 34 files, against 19 in one runtime). No file relies on a fresh runtime: each opens
      // the sessions it reads, and the suite passes in any file order (--sequence.shuffle).
      isolate: false,
      // The Worker's one-line request logs (src/observe.ts) would bury the test report: thousands
      // of lines, "VALIDATION_FAILED" among them. observe.test.ts reads them through its spy.
      onConsoleLog: (log) => !log.startsWith('{"msg":"request"'),
    },
  }),
)
