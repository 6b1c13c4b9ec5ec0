#!/usr/bin/env bash
# The whole test suite (`npm test` runs it after the install). Every step runs even when an
# earlier one fails, and turbo runs every task with --continue, so one red test hides nothing;
# the summary names each failed step and the exit code is 1 if any failed.
set -u
cd "$(dirname "$0")/.."
failed=()
step() {
  echo "== $*"
  "$@" || failed+=("$*")
}
# One task graph, so that neither core idles while a long task waits on its dependencies. The
# page is built from the packages' sources, so its build starts at once, and the API's tests
# (the longest task), the e2e run (the seamless wallet's back-offs among it) and the browser
# tests, which all serve that page, follow it beside the math tests and the rest.
step pnpm exec turbo run lint typecheck typecheck:packages test check:packages e2e browser \
  --concurrency=2 --continue
if [ ${#failed[@]} -gt 0 ]; then
  printf 'suite: FAILED %s\n' "${failed[@]}"
  exit 1
fi
echo 'suite: every step passed'
