export {}
export * from './baccarat.ts'
export * from './break/index.ts'
export * from './stud/index.ts'
