import { defineConfig } from 'vitest/config'

/**
 * `pnpm test:packages`: the tests of every library package in one Vitest run, each package a
 * project with its own `vitest.config.ts`. One run pays Vitest's start-up once instead of once
 * a package (about 3 CPU-s each: the seven small packages took 46 CPU-s together against 74 one
 * by one, measured while each file still had a module graph of its own; `vitest.shared.ts`).
 * `pnpm test` in a package still runs that package alone.
 */
export default defineConfig({
  test: { projects: ['packages/*'] },
})
