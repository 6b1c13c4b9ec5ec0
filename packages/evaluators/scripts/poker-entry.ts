// The high-poker evaluator alone, for measuring its bundle size and start-up cost:
// pnpm exec tsdown scripts/poker-entry.ts --no-config --no-dts --minify --platform neutral -d dist/poker-only
export * from '../src/poker/category.ts'
export * from '../src/poker/describe.ts'
export * from '../src/poker/evaluate.ts'
export * from '../src/poker/rank.ts'
