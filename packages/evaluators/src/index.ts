export {}
export * from './baccarat.ts'
export * from './break/index.ts'
