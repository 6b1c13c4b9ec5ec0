export * from './card.ts'
export * from './deck.ts'
export * from './errors.ts'
export type * from './game.ts'
