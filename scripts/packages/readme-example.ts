/** A package README's example: the code, and the output the README says it prints. */
export interface ReadmeExample {
  /** `ts` or `js`, from the fence. */
  lang: 'ts' | 'js'
  code: string
  /** The fenced block introduced by "Output:" or "... prints:" right after the code, if any. */
  output: string | undefined
}

interface Fence {
  lang: string
  body: string
  /** Prose between the previous fence (or the heading) and this one. */
  before: string
}

const CODE_LANGS: Record<string, 'ts' | 'js'> = {
  ts: 'ts',
  typescript: 'ts',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
}

function fences(section: string): Fence[] {
  const out: Fence[] = []
  const re = /^(```+)([\w-]*)[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm
  let last = 0
  for (let m = re.exec(section); m; m = re.exec(section)) {
    out.push({ lang: m[2] ?? '', body: m[3] ?? '', before: section.slice(last, m.index) })
    last = m.index + m[0].length
  }
  return out
}

/**
 * The example of a package README: the first `ts`/`js` fence under the first `## Example`
 * heading, and its printed output when the next fence of that section is introduced by a
 * line ending in "Output:" or "prints:". Returns undefined when the README has no example.
 */
export function readmeExample(readme: string): ReadmeExample | undefined {
  const heading = /^#{2,3} Example\b.*$/m.exec(readme)
  if (!heading) return undefined
  const rest = readme.slice(heading.index + heading[0].length)
  const next = /^## /m.exec(rest)
  const section = next ? rest.slice(0, next.index) : rest
  const all = fences(section)
  const i = all.findIndex((f) => f.lang in CODE_LANGS)
  const code = all[i]
  if (!code) return undefined
  const after = all[i + 1]
  const printed =
    after && /(?:Output|prints):\s*$/i.test(after.before.trim()) ? after.body : undefined
  return { lang: CODE_LANGS[code.lang] ?? 'ts', code: code.body, output: printed }
}

/**
 * Output as compared with a README: trailing blanks and blank lines dropped, and times
 * ("3.70 s", "12 ms"; a card such as "2s" stays), which no two runs share, replaced by `<time>`.
 */
export function comparableOutput(text: string): string {
  return text
    .replace(/\b\d+(?:\.\d+)?(?: s|\s?ms)\b/g, '<time>')
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim()
}

/** The packages named by a README's install command (`npm install ...` or `pnpm add ...`). */
export function installedPackages(readme: string): string[] {
  const line = /^\s*(?:npm (?:install|i)|pnpm add|yarn add)\s+(.+)$/m.exec(readme)
  return line?.[1]?.split(/\s+/).filter((w) => w && !w.startsWith('-')) ?? []
}

/** The packages an example imports (bare specifiers, without subpaths; `node:` modules left out). */
export function importedPackages(code: string): string[] {
  const names = new Set<string>()
  for (const m of code.matchAll(/(?:^|\n)\s*import\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
    const spec = m[1] ?? ''
    if (spec.startsWith('.') || spec.startsWith('node:')) continue
    const parts = spec.split('/')
    names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec))
  }
  return [...names]
}
