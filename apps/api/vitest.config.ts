import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './src/index.ts',
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: {
        bindings: {
          OPERATOR_KEY: 'test-operator-key',
          SESSION_ID_SECRET: 'test-session-id-secret',
        },
      },
    }),
  ],
  test: { include: ['test/**/*.test.ts'], testTimeout: 20_000 },
})
