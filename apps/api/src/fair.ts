/** The provably fair primitives the API uses, in one place (all from `@felt/fair`). */
export {
  ALGORITHM,
  commit,
  generateServerSeed,
  randomClientSeed,
  shuffle,
} from '@felt/fair'
