#!/usr/bin/env bash
# The whole test suite (`npm test` runs it after the install): lint, every type check, every
# test, the packed packages, the e2e run and the browser tests, in one turbo graph two at a time.
# --continue runs every task even when one fails, so one red test hides nothing; turbo lists the
# failed tasks at the end and exits 1.
#
# The page is built from the packages' sources (no package build first), so the API's tests,
# the e2e run and the browser tests, which all serve it, need only the page build. The suite is
# CPU-bound on two cores (busy 88-94% of the time, 570-620 CPU-s in all): three tasks at a time
# made every one of them slower, and two turbo runs side by side, which started the API's tests
# sooner, took as long.
set -u
cd "$(dirname "$0")/.."
exec pnpm exec turbo run lint typecheck typecheck:packages test check:packages e2e browser \
  --concurrency=2 --continue
