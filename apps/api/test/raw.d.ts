/** A file's text, imported with Vite's `?raw` suffix (the tests read wrangler.jsonc so). */
declare module '*?raw' {
  const text: string
  export default text
}
