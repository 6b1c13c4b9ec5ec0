// @ts-check
/**
 * Builds the API reference (`typedoc.config.mjs`) into `<out>`, and gives it its own
 * Content-Security-Policy in the page's `_headers`: the page's policy allows only its own
 * inlined script, while TypeDoc's pages load scripts and styles from `/docs/assets/` and run
 * one inline script (allowed by its hash).
 * `pnpm reference` runs it into apps/page/dist/docs; so does the page build (which the browser
 * tests take from turbo's cache).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Application } from 'typedoc'
import { entryModules, ROOT } from './entry-modules.mjs'

/** The `_headers` rule for `/docs/*`, allowing TypeDoc's inline scripts by hash. */
function docsHeaders(/** @type {string[]} */ inlineScripts) {
  const hashes = [...new Set(inlineScripts)].map(
    (s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`,
  )
  const csp = [
    "default-src 'none'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // TypeDoc's main.js writes its member filters into a <style> element at run time, so no
    // hash can name it; the reference is static, built from our own sources, with no user input.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
  return ['/docs/*', '  ! Content-Security-Policy', `  Content-Security-Policy: ${csp}`, ''].join(
    '\n',
  )
}

/** Every inline `<script>` body of the HTML files under `dir`. */
function inlineScripts(/** @type {string} */ dir) {
  /** @type {string[]} */
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const html = readFileSync(join(entry.parentPath, entry.name), 'utf8')
    for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
      out.push(m[1] ?? '')
  }
  return out
}

/**
 * Builds the reference into `out` (a `docs` folder beside the page's `_headers`).
 * @param {string} out
 * @throws {Error} when TypeDoc reports an error, or finds no package entry to document.
 */
export async function buildDocs(out) {
  // An exports shape the entry list does not read would leave an empty reference, silently.
  if (entryModules().length === 0) throw new Error('no package exports an entry to document')
  const app = await Application.bootstrapWithPlugins({
    options: join(ROOT, 'typedoc.config.mjs'),
    out,
  })
  const project = await app.convert()
  if (!project || app.logger.hasErrors()) throw new Error('typedoc failed to convert the packages')
  await app.generateOutputs(project)
  if (app.logger.hasErrors()) throw new Error('typedoc failed to write the reference')
  const headersFile = join(dirname(out), '_headers')
  const before = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : ''
  // Idempotent: a previous run's /docs/* rule is replaced, not repeated.
  const kept = before.replace(/^\/docs\/\*\n(?:[ \t]+.*\n?)*/m, '')
  writeFileSync(
    headersFile,
    `${kept}${kept && !kept.endsWith('\n') ? '\n' : ''}${docsHeaders(inlineScripts(out))}`,
  )
}

if (process.argv[1] === import.meta.filename) {
  const out = process.argv[2] ?? join(ROOT, 'apps/page/dist/docs')
  const started = performance.now()
  await buildDocs(out)
  console.log(`API reference in ${out} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
}
