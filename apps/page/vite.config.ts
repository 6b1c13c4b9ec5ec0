import { createHash } from 'node:crypto'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import { sourceCondition } from '../../vite.shared.ts'

/**
 * Inlines the built script and stylesheet into index.html, so the page is one
 * self-contained file: a module script loaded from a file:// URL is blocked by CORS,
 * an inline one is not, and an auditor can keep the verifier offline.
 */
function inlineIntoHtml(): Plugin {
  return {
    name: 'felt-inline-into-html',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const html of Object.values(bundle).filter((item) => item.type === 'asset')) {
        if (html.type !== 'asset' || !html.fileName.endsWith('.html')) continue
        let text = String(html.source)
        const hashes = { script: [] as string[], style: [] as string[] }
        for (const [fileName, item] of Object.entries(bundle)) {
          if (item.type === 'chunk' && item.isEntry) {
            const tag = new RegExp(
              `<script[^>]*src="[^"]*${escapeRegExp(fileName)}"[^>]*></script>`,
            )
            // Function replacements: the code may contain `$&` and friends.
            const code = item.code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')
            text = text.replace(tag, () => `<script type="module">${code}</script>`)
            hashes.script.push(sha256(code))
            delete bundle[fileName]
          } else if (item.type === 'asset' && fileName.endsWith('.css')) {
            const tag = new RegExp(`<link[^>]*href="[^"]*${escapeRegExp(fileName)}"[^>]*>`)
            const css = String(item.source).replace(/<\/(style)/gi, '<\\/$1')
            text = text.replace(tag, () => `<style>${css}</style>`)
            hashes.style.push(sha256(css))
            delete bundle[fileName]
          }
        }
        html.source = text
        // The same page at /verify (Workers static assets serve verify.html there), and
        // a Content-Security-Policy that allows exactly the inlined script and styles.
        if (html.fileName === 'index.html') {
          this.emitFile({ type: 'asset', fileName: 'verify.html', source: text })
          this.emitFile({ type: 'asset', fileName: '_headers', source: headers(hashes) })
        }
      }
    },
  }
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

/** The `_headers` file of Workers static assets: a strict CSP for the page. */
function headers(hashes: { script: string[]; style: string[] }): string {
  const csp = [
    "default-src 'none'",
    `script-src ${hashes.script.join(' ')}`,
    `style-src ${hashes.style.join(' ')}`,
    // Play talks to the API on the same origin; nothing else is ever fetched.
    "connect-src 'self'",
    // The Play tab's optimum advisor: its one Web Worker script, from this origin only.
    "worker-src 'self'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: no-referrer',
    '',
  ].join('\n')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const config: UserConfig = defineConfig({
  base: './',
  build: {
    target: 'es2022',
    // Chunk URLs are made relative to the chunk that loads them; the entry is inlined into
    // the page at the root, so the one emitted file (the advice worker) sits at the root too.
    assetsDir: '',
    cssCodeSplit: false,
    modulePreload: false,
    assetsInlineLimit: Number.MAX_SAFE_INTEGER,
    reportCompressedSize: false,
  },
  // `pnpm dev` next to `pnpm --filter @felt/api dev`: the API on the page's own origin.
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:8787',
      '/openapi.json': 'http://127.0.0.1:8787',
    },
  },
  plugins: [sourceCondition(), inlineIntoHtml()],
})

export default config
