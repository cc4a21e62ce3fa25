#!/usr/bin/env bash
# The test command: installs what the build needs, then runs the whole test suite.
# Goldens are compared, never rewritten (CONTROLKIT_RECORD=never unless you say otherwise).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
export CONTROLKIT_RECORD="${CONTROLKIT_RECORD:-never}"
exec swift test "$@"
