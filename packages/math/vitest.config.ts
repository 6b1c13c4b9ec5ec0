export { shared as default } from '../../vitest.shared.ts'
