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
step pnpm lint
# One task graph, so that the CPU is never idle while a long task waits on its dependencies:
# the page build starts as soon as the libraries are built, and the API's tests, the e2e run
# (the seamless wallet's back-offs among it) and the browser tests, which all serve that page,
# follow it beside the math tests. Three at a time on two cores: the e2e run and the browser
# tests wait on their servers for part of their time.
step pnpm exec turbo run typecheck typecheck:packages test check:packages e2e browser \
  --concurrency=3 --continue
if [ ${#failed[@]} -gt 0 ]; then
  printf 'suite: FAILED %s\n' "${failed[@]}"
  exit 1
fi
echo 'suite: every step passed'
