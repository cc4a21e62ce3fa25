#!/usr/bin/env bash
# Regenerates docs/fidelity.md: ControlKit measured against a folder of real iOS renders
# (Benchmarks/Fidelity/README.md says how).
#
#   Scripts/fidelity.sh [REFS]      (default: ../shared/ios-refs; a missing folder is fine:
#                                    the report then lists what it would measure)
set -euo pipefail
cd "$(dirname "$0")/.."
refs="${1:-../shared/ios-refs}"
swift run -c release FidelityHarness --refs "$refs" --out docs/fidelity.md
