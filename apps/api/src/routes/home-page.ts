/** The page served at `/`: what the API is, and links to its docs and the verifier. */
export const HOME_PAGE: string = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Felt API</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #1b1b1b; }
code { background: #f2f2f2; padding: 0 .25rem; border-radius: 3px; }
</style>
</head>
<body>
<h1>Felt API</h1>
<p>Provably fair casino table games on Cloudflare Workers: Lunar, Russian and Caribbean Stud,
Oasis Poker, Break Poker and Zero. Every round is dealt from a deck fixed by a committed
server seed, your client seed and a nonce; after a seed rotation anyone can recompute it.</p>
<ul>
<li><a href="/openapi.json">OpenAPI 3.1 document</a> (every route, request and response)</li>
<li><a href="/v1/games">Games, rule sets, wager limits and action shapes</a></li>
<li><a href="/verify">Verify a round</a> in your browser</li>
</ul>
<p>Start with <code>POST /v1/sessions</code>, then <code>POST /v1/sessions/{id}/deal</code>.</p>
</body>
</html>
`
