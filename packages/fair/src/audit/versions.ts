import pkg from '../../package.json' with { type: 'json' }
import { ALGORITHM } from '../seeds.ts'

/** What produced a run: the package, the algorithm and the runtime. */
export interface Versions {
  readonly package: string
  readonly algorithm: string
  readonly node: string
  readonly platform: string
}

/** The versions of this process. */
export function versions(): Versions {
  return {
    package: `${pkg.name} ${pkg.version}`,
    algorithm: ALGORITHM,
    node: process.version,
    platform: `${process.platform}/${process.arch}`,
  }
}
