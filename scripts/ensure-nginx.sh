#!/usr/bin/env bash
# The headers tests serve the build through nginx, as a host would. Installs Debian's nginx when
# missing and we may (root); otherwise says what to do. Its default site is never started: the
# tests run their own nginx with a generated configuration (__tests__/e2e/nginx.ts).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's nginx for the headers tests…"
  apt-get update -qq
  # policy-rc.d 101: the package must not start (or fail to start) the system nginx on port 80.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  exit 0
fi
echo "nginx was not found. Install it (sudo apt-get install -y nginx) to run the headers tests." >&2
exit 1
