#!/usr/bin/env bash
# Installs what the HTML report's browser test needs, if any is missing: Debian's Chromium,
# its chromedriver and Python's Selenium (for /usr/bin/python3).
# Needs root or sudo the first time; does nothing when all are present.
set -euo pipefail
exec "$(dirname "$0")/install-deps.sh" chromium chromium-driver python3-selenium
