#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. Install it when it is missing
# (as root, from Debian's packages); never download a browser build.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: install it with 'sudo apt-get install chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
"$browser" --version
