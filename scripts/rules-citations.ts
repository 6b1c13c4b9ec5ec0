/**
 * Checks that code comments, tests and READMEs cite the rules documents of `docs/rules/`
 * correctly: every cited file exists, every quoted section after a citation
 * (`docs/rules/zero.md, "Dealer"`) is a heading of that file, every `#anchor` of a link to it
 * is one of its headings, and no comment cites a rules file by its bare name (`zero.md`),
 * which no user of the repository or the packages can open. Exits 1 listing the bad
 * citations. Run from the repository root: `pnpm exec tsx scripts/rules-citations.ts`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..')
const RULES = 'docs/rules'

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

/** The headings of a rules document, without the leading hashes and backticks. */
function headingsOf(file: string): string[] {
  return readFileSync(join(ROOT, RULES, file), 'utf8')
    .split('\n')
    .filter((l) => /^#{1,6} /.test(l))
    .map((l) => l.replace(/^#+ /, '').replaceAll('`', '').trim())
}

/**
 * Files that may cite the rules: tracked or new, TypeScript and Markdown; not the docs
 * themselves, this script, or the changesets (release history, written once).
 */
function sources(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.md'],
    { cwd: ROOT, encoding: 'utf8' },
  )
  return out
    .split('\n')
    .filter(
      (f) =>
        f !== '' &&
        !f.startsWith(`${RULES}/`) &&
        !f.startsWith('.changeset/') &&
        f !== 'scripts/rules-citations.ts' &&
        existsSync(join(ROOT, f)),
    )
}

// docs/rules/<file>.md, then optionally a comma and the quoted section names (a comment may
// break the line in between: `,\n * "Legal setting"`), up to the closing bracket or colon.
const CITATION =
  /docs\/rules\/([a-z-]+\.md)(#[\w-]+)?((?:,(?:\s|\*|\/\/)*"[^"]+"(?:,? (?:and )?(?:step|steps) [\d, and]+)?(?:(?:,| and) "[^"]+")*)?)/g
// Any mention of a rules file: fine under docs/rules/ (also in a URL) or the requirements'
// shared/rules/, stale anywhere else (`zero.md`, `rules/zero.md`).
const MENTION = /(?<![\w.-])((?:[\w.:-]+\/)*)(stud-family|break-poker|zero)\.md\b/g
const QUOTED = /"([^"]+)"/g

const problems: string[] = []
const headings = new Map<string, string[]>()
for (const path of sources()) {
  const text = readFileSync(join(ROOT, path), 'utf8')
  const lineOf = (index: number): number => text.slice(0, index).split('\n').length
  for (const m of text.matchAll(CITATION)) {
    const [, file, anchor, sections] = m
    const at = `${path}:${lineOf(m.index)}`
    if (!existsSync(join(ROOT, RULES, file!))) {
      problems.push(`${at}: ${RULES}/${file} does not exist`)
      continue
    }
    if (!headings.has(file!)) headings.set(file!, headingsOf(file!))
    const known = headings.get(file!)!
    if (anchor !== undefined && !known.some((h) => `#${anchorOf(h)}` === anchor)) {
      problems.push(`${at}: ${RULES}/${file} has no heading for ${anchor}`)
    }
    for (const q of (sections ?? '').matchAll(QUOTED)) {
      // A comment may break a section name over two lines: `"The\n * round"`.
      const name = q[1]!.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ')
      if (!known.includes(name)) problems.push(`${at}: ${RULES}/${file} has no section "${name}"`)
    }
  }
  for (const m of text.matchAll(MENTION)) {
    // A comment may break the path after a slash: `docs/rules/\n * zero.md`.
    const dir = m[1] || text.slice(0, m.index).replace(/\s*\n\s*(?:\*|\/\/)?\s*$/, '')
    if (dir.endsWith(`${RULES}/`) || dir.endsWith('shared/rules/')) continue
    problems.push(`${path}:${lineOf(m.index)}: cites ${m[0]}; cite ${RULES}/${m[2]}.md`)
  }
}
if (problems.length > 0) {
  console.error(`rules citations: ${problems.length} problem(s)\n${problems.join('\n')}`)
  process.exit(1)
}
console.log('rules citations: every citation of docs/rules/ names a file and section that exist')
