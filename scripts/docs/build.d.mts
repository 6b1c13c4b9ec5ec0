/** Builds the API reference into `out` and its `/docs/*` CSP rule into the `_headers` beside it. */
export function buildDocs(out: string): Promise<void>
