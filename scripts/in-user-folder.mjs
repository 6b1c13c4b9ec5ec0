// `pnpm fair` and `pnpm math`: pnpm runs a root script at the repository root, but a path on
// the command line (`verify receipt.json`, `--report out.html`) is the user's, typed in the
// folder they called pnpm from. pnpm (like npm) names that folder in INIT_CWD: run the CLI
// there. Usage: node scripts/in-user-folder.mjs <bin from the root> [args...]
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const [bin, ...args] = process.argv.slice(2)
if (bin === undefined) throw new Error('usage: node scripts/in-user-folder.mjs <bin> [args...]')
const file = resolve(bin)
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by pnpm for a script it runs, never by turbo
process.chdir(process.env.INIT_CWD ?? process.cwd())
process.argv = [process.argv[0], file, ...args]
await import(pathToFileURL(file).href)
