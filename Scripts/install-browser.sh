#!/usr/bin/env bash
# Installs what the HTML report's browser test needs, if any is missing: Debian's Chromium,
# its chromedriver and Python's Selenium (for /usr/bin/python3).
# Needs root or sudo the first time; does nothing when all are present.
set -euo pipefail
packages=(chromium chromium-driver python3-selenium)
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
