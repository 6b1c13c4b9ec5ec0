/** One `exports` entry of a publishable package. */
export interface EntryModule {
  /** What a user imports, e.g. `@felt/strategy/zero`. */
  specifier: string
  /** The source file it points at inside the repository (absolute). */
  file: string
  /** The package folder (absolute). */
  dir: string
}
/** The repository root. */
export const ROOT: string
/** Every TypeScript `exports` entry of every publishable package, in folder order. */
export function entryModules(): EntryModule[]
