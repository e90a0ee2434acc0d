#!/usr/bin/env bash
# Installs Debian's Chromium and the Noto fonts (Tamil/Devanagari in the browser's own fallback) when missing.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Browser tests need: ${missing[*]} (install them with apt-get as root)" >&2
  exit 1
fi
echo "Installing ${missing[*]} for the browser tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
