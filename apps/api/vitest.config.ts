import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig, mergeConfig } from 'vitest/config'
import { shared } from '../../vitest.shared.ts'
import { receiver, TEST_NOTIFY_SECRET } from './test/notify-receiver.ts'

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
          },
          // Every fetch the Worker makes: the notification receiver (no network in tests).
          outboundService: receiver,
        },
      }),
    ],
    test: { include: ['test/**/*.test.ts'] },
  }),
)
