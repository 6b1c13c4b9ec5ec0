#!/usr/bin/env bash
# The whole test suite (`npm test` runs it after the install): lint, every type check, every
# test, the packed packages, the e2e run and the browser tests. turbo runs every task with
# --continue, so one red test hides nothing; each lane ends with turbo's list of failed tasks,
# and the exit code is 1 if any failed.
#
# Two turbo runs side by side, one task at a time each. turbo starts the tasks that are ready in
# the order they became ready, so in one graph the API's tests (the longest task), which wait for
# the page build, would start only after every library's tasks, while a core idled at the end.
# The apps' lane starts the page build (from the packages' sources: no package build first),
# then the API's tests, the e2e run and the browser tests, which all serve that page. The other
# lane takes everything else; neither writes what the other reads.
set -u
cd "$(dirname "$0")/.."
turbo() { pnpm exec turbo run "$@" --concurrency=1 --continue; }
turbo @felt/api#test @felt/api#e2e @felt/page#browser &
apps=$!
# The API's type check last: in one run with the others turbo would start it (ready at once,
# first by name) ahead of the page build in the apps' lane.
{ turbo lint typecheck typecheck:packages test check:packages --filter='!@felt/api' &&
  turbo @felt/api#typecheck; } &
rest=$!
failed=()
wait $apps || failed+=('the apps lane (API tests, e2e, browser)')
wait $rest || failed+=('the packages lane (lint, type checks, tests, packed packages)')
if [ ${#failed[@]} -gt 0 ]; then
  printf 'suite: FAILED %s\n' "${failed[@]}"
  exit 1
fi
echo 'suite: every task passed'
