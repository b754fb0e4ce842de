#!/usr/bin/env bash
# The browser tests drive Debian's Chromium in its headless shell (chromium-headless-shell, built
# from the same Chromium source release as the chromium package: the build Playwright itself runs
# for headless tests). It renders with the same Blink and V8 as the full browser at about 60% of the
# CPU, since it has none of the browser's windows and their WebUI. (The benchmark runs Lighthouse in
# the full browser, the chromium package.) Installs it when missing and we may (root); otherwise
# says what to do. Playwright's own browser download is never used.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
can_install() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }

if [ ! -x "$browser" ]; then
  if ! can_install; then
    echo "Chromium's headless shell was not found at $browser. Install it" >&2
    echo "(sudo apt-get install -y chromium-headless-shell), or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
    exit 1
  fi
  echo "Installing Debian's chromium-headless-shell for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
fi

# The Hindi pages are measured set in Noto Sans Devanagari, the font Android phones have: without a
# Devanagari font the browser draws empty boxes, whose widths are not the layout patients see.
if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=hi family)" ]; then
  if can_install; then
    echo "Installing Debian's Noto fonts (with Devanagari) for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core >/dev/null
  else
    echo "No Devanagari font: Hindi pages will be tested with empty boxes (sudo apt-get install -y fonts-noto-core)" >&2
  fi
fi
