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
# Steps that wait on their servers more than they compute run at once, each into a log of its
# own, printed whole in order when it ends.
side_by_side() {
  local logs pids=() i
  logs=$(mktemp -d)
  printf '== side by side:'
  printf ' [%s]' "$@"
  echo
  for i in $(seq 1 $#); do
    ${!i} >"$logs/$i" 2>&1 &
    pids+=($!)
  done
  for i in $(seq 1 $#); do
    wait "${pids[$((i - 1))]}" || failed+=("${!i}")
    echo "== ${!i}"
    cat "$logs/$i"
  done
  rm -rf "$logs"
}
step pnpm lint
step pnpm exec turbo run typecheck typecheck:packages test check:packages --concurrency=2 --continue
# The e2e run (the seamless wallet's back-offs among it) and the browser tests. The page they
# both serve was built by the turbo step: the browser tests' own build is a cache hit that
# leaves dist/ as it is (a rebuild there would reload the e2e server's assets mid-run).
side_by_side 'pnpm e2e' 'pnpm test:browser'
if [ ${#failed[@]} -gt 0 ]; then
  printf 'suite: FAILED %s\n' "${failed[@]}"
  exit 1
fi
echo 'suite: every step passed'
