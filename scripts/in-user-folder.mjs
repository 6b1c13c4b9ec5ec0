// `pnpm fair` and `pnpm math`: run a CLI from its TypeScript source (through tsx, resolving
// Felt's packages to their sources: pnpm's `nodeOptions` sets the condition), so it works
// before any build. pnpm runs a root script at the repository root, but a path on the
// command line (`verify receipt.json`, `--report out.html`) is the user's, typed in the
// folder they called pnpm from. pnpm (like npm) names that folder in INIT_CWD: run the CLI
// there. Usage: node scripts/in-user-folder.mjs <cli source from the root> [args...]
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { register } from 'tsx/esm/api'

const [cli, ...args] = process.argv.slice(2)
if (cli === undefined) throw new Error('usage: node scripts/in-user-folder.mjs <cli.ts> [args...]')
const file = resolve(cli)
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by pnpm for a script it runs, never by turbo
process.chdir(process.env.INIT_CWD ?? process.cwd())
process.argv = [process.argv[0], file, ...args]
register()
await import(pathToFileURL(file).href)
