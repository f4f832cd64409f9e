#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell (the package
# chromium-headless-shell); one test, the screenshots and the audit drive the
# full chromium. Install whichever is missing (as root, from Debian's
# packages); never download a browser build.
set -euo pipefail
shell="${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
full="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$shell" ] || missing+=(chromium-headless-shell)
[ -x "$full" ] || missing+=(chromium)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing: ${missing[*]}. Install with 'sudo apt-get install ${missing[*]}' (or set TEST_CHROMIUM_PATH and CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
for browser in "$shell" "$full"; do
  if [ ! -x "$browser" ]; then
    echo "Installed ${missing[*]}, but $browser is still missing: set TEST_CHROMIUM_PATH or CHROMIUM_PATH to where it is." >&2
    exit 1
  fi
  # Debian's chromium launcher script writes a warning of its own to stderr on some machines.
  "$browser" --version 2>/dev/null
done
