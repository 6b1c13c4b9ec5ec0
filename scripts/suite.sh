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
step pnpm exec turbo run typecheck typecheck:packages test check:packages --concurrency=2 --continue
step pnpm e2e
step pnpm test:browser
if [ ${#failed[@]} -gt 0 ]; then
  printf 'suite: FAILED %s\n' "${failed[@]}"
  exit 1
fi
echo 'suite: every step passed'
