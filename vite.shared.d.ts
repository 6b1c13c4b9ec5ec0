import { type Plugin } from 'vite';
/**
 * The export condition under which every Felt package points at its TypeScript sources
 * (`"@felt/source": "./src/index.ts"`, before `types` and `import`, which point at `dist`).
 * Inside this repository everything resolves it, so no package needs a build before its
 * dependents type-check, test or run; a consumer of the published packages never sets it
 * and gets `dist`. It is a name of Felt's own, not `development`, which a consumer's bundler
 * sets in dev mode and would send to sources the tarballs do not ship.
 *
 * Set for: TypeScript (`customConditions` in tsconfig.base.json), Node and tsx
 * (`nodeOptions` in pnpm-workspace.yaml, so every pnpm script gets `--conditions`), Vite and
 * Vitest (this plugin), wrangler's bundler (`WRANGLER_BUILD_CONDITIONS` in apps/api).
 */
export declare const SOURCE_CONDITION = "@felt/source";
/**
 * Adds {@link SOURCE_CONDITION} to the resolve conditions of every Vite environment,
 * keeping the environment's own conditions (Vite's defaults where none are set: a list set
 * by hand replaces them).
 */
export declare function sourceCondition(): Plugin;
