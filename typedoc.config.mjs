// @ts-check
/**
 * `pnpm reference`: the API reference of every publishable package, from its JSDoc, in one
 * TypeScript program without the tests, one module per `exports` entry, named as users import
 * it (scripts/docs/module-names.mjs). Written into the page's build, which the API serves.
 */
import { entryModules } from './scripts/docs/entry-modules.mjs'

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  name: 'Felt API reference',
  entryPointStrategy: 'resolve',
  entryPoints: entryModules().map((m) => m.file),
  tsconfig: 'scripts/docs/tsconfig.json',
  out: 'apps/page/dist/docs',
  readme: 'scripts/docs/index.md',
  // Without one, browsers ask for /favicon.ico, which the Worker does not serve.
  favicon: 'scripts/docs/favicon.svg',
  skipErrorChecking: true,
  disableGit: true,
  gitRevision: 'main',
  sourceLinkTemplate: 'https://github.com/felt-dev/felt/blob/{gitRevision}/{path}#L{line}',
  plugin: ['./scripts/docs/module-names.mjs'],
}
