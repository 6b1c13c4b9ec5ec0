#!/usr/bin/env bash
# Publishes every publishable package whose version is not on npm yet, by npm's trusted
# publishing (OIDC from GitHub Actions, no token) with provenance: pnpm packs each package
# (the tarball `npm pack` makes, which check:packages tries, with the dev dependencies'
# catalog: ranges written out), then npm 11.5+
# publishes the tarball, which pnpm's own publish cannot do by OIDC. Prints `New tag:` lines
# as `changeset publish` does, for changesets/action's GitHub releases. Run after a build.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
# Provenance needs the CI's identity; by hand (after `npm login`) the tarballs go without it.
provenance=()
if [ -n "${GITHUB_ACTIONS:-}" ]; then provenance=(--provenance); fi
for dir in packages/*/; do
  read -r name version private < <(node -p "const p = require('./${dir}package.json'); [p.name, p.version, p.private === true].join(' ')")
  [ "$private" = true ] && continue
  if npm view "$name@$version" version >/dev/null 2>&1; then continue; fi
  tarball=$(cd "$dir" && pnpm pack --pack-destination "$out" | tail -n 1)
  npm publish "$tarball" "${provenance[@]}" --access public
  git tag "$name@$version"
  echo "New tag: $name@$version"
done
