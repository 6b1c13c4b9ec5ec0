#!/usr/bin/env bash
# The whole test suite (`npm test` runs it after the install): lint, every type check, every
# test, the packed packages, the e2e run and the browser tests, in one turbo graph two at a time.
# --continue runs every task even when one fails, so one red test hides nothing; turbo lists the
# failed tasks at the end and exits 1.
#
# The suite is CPU-bound on two cores (busy 88-94% of its run), so it is shaped to do less:
# every library package's tests in one Vitest run (`test:packages`: one start-up, not eight),
# one tsc program for all the Node code (`typecheck:packages`), and the page built from the
# packages' sources, so that the API's tests, the e2e run and the browser tests, which all serve
# it, need no package build first. Three tasks at a time made every task slower, and two turbo
# runs side by side, which started the API's tests sooner, took as long.
set -u
cd "$(dirname "$0")/.."
exec pnpm exec turbo run lint typecheck typecheck:packages test:packages @felt/page#test \
  @felt/api#test check:packages e2e browser --concurrency=2 --continue
