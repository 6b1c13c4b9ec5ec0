export * from './combinations.ts'
export * from './super.ts'
