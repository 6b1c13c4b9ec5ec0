import type { UserConfig } from 'tsdown'

/** Shared build settings for every publishable package: ESM, declarations, no bundled deps. */
export const base: UserConfig = {
  format: 'esm',
  platform: 'neutral',
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
}
