/** The provably fair primitives the API uses, in one place (all from `@felt/fair`). */
export {
  commit,
  generateServerSeed,
  randomClientSeed,
  receiptOf,
  type ShuffleInput,
  shuffle,
  toHex,
} from '@felt/fair'
