export * from './describe.ts'
export * from './settings.ts'
export * from './values.ts'
