#!/usr/bin/env bash
# The whole test suite (`npm test` runs it after the install): lint, every type check, every
# test, the packed packages, the e2e run and the browser tests. turbo runs every task with
# --continue, so one red test hides nothing; each lane ends with turbo's list of failed tasks,
# and the exit code is 1 if any failed.
#
# The suite is CPU-bound on two cores (busy about 90% of its run), so it is shaped to do less:
# every library package's tests in one Vitest run (`test:packages`: one start-up, not eight),
# one tsc program for all the Node code (`typecheck:packages`), and the page built from the
# packages' sources, with no package build first.
#
# Two turbo runs side by side, one task at a time each, because turbo starts ready tasks in an
# order of its own: in one graph the API's tests, the longest chain (page build, API tests, e2e,
# browser tests, all serving that page), started after the library tests, last. One lane has
# that chain and the apps' type check, the other the rest; they take about as long, and
# neither writes what the other reads. Three tasks at a time made every task slower.
set -u
cd "$(dirname "$0")/.."
turbo() { pnpm exec turbo run "$@" --concurrency=1 --continue; }
turbo @felt/api#test @felt/api#e2e @felt/page#browser @felt/page#typecheck &
apps=$!
turbo lint typecheck:packages test:packages @felt/page#test check:packages &
packages=$!
failed=()
wait $apps || failed+=("the apps' lane (page build, API tests, e2e, browser tests, type check)")
wait $packages || failed+=("the packages' lane (lint, type check, tests, the page's tests, packed packages)")
if [ ${#failed[@]} -gt 0 ]; then
  printf 'suite: FAILED %s\n' "${failed[@]}"
  exit 1
fi
echo 'suite: every task passed'
