#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests is installed. On a fresh Debian/Ubuntu
# machine running as root it installs the distribution's `chromium` package. It never
# fails the build: when no browser can be had, the test runner skips with one message.
set -uo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" != "0" ]; then
  echo "ensure-chromium: $CHROMIUM is missing and this is not root: cannot apt-get install chromium." >&2
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM is missing and apt-get is not available." >&2
  exit 0
fi

echo "ensure-chromium: installing chromium with apt-get (once per machine)..." >&2
export DEBIAN_FRONTEND=noninteractive
if apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends chromium >/dev/null; then
  echo "ensure-chromium: installed $(command -v chromium)" >&2
else
  echo "ensure-chromium: apt-get could not install chromium." >&2
fi
exit 0
