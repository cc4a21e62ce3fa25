#!/usr/bin/env bash
# Installs the Debian packages ControlKit builds against, if any is missing:
# libpng (PNG files), FreeType and HarfBuzz (text), pkg-config (to find them);
# or, given package names, those instead (Scripts/install-browser.sh).
# Needs root or sudo the first time; does nothing when all are present.
set -euo pipefail
packages=(libpng-dev libfreetype-dev libharfbuzz-dev pkg-config zlib1g-dev)
[ $# -eq 0 ] || packages=("$@")
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing ${missing[*]} (apt-get)" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
