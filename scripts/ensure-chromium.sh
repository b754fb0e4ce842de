#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. Installs it when missing and we may (root);
# otherwise says what to do. Playwright's own browser download is never used.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium was not found at $browser. Install it (sudo apt-get install -y chromium)" >&2
echo "or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
exit 1
