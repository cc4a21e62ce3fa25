#!/usr/bin/env bash
# The test command: installs what the build needs, then runs the whole test suite.
# Goldens are compared, never rewritten (CONTROLKIT_RECORD=never unless you say otherwise).
#
# With CONTROLKIT_CHECKS=all (CI sets it) the suite is followed by the reliability checks, each
# a script of its own (README, "Reliability"):
#   Scripts/fuzz.sh all 10                      every fuzz target for 10 s
#   Scripts/sanitize.sh address|thread          the memory- and thread-touching modules' tests
#   Scripts/determinism.sh debug haswell      the goldens and scenes, byte for byte, from two builds
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
export CONTROLKIT_RECORD="${CONTROLKIT_RECORD:-never}"
swift test "$@"
if [[ ${CONTROLKIT_CHECKS:-} == all ]]; then
    Scripts/fuzz.sh all 10
    # Raster's SIMD kernels and bands on threads, PNGCodec's C shim, and the batches that run
    # figures on threads.
    Scripts/sanitize.sh address -- --filter 'RasterTests|PNGCodecTests|BatchCommandTests'
    Scripts/sanitize.sh thread -- --filter 'RasterTests|PNGCodecTests|BatchCommandTests'
    Scripts/determinism.sh debug haswell
fi
