#!/usr/bin/env bash
# The test suite under a sanitizer: address (ASan, with leak checking) or thread (TSan).
#
#   Scripts/sanitize.sh address|thread [--targets T1,T2] [-- SWIFT-TEST-ARGS...]
#   Scripts/sanitize.sh address --targets RasterTests -- --filter RasterTests
#
# --targets builds only those test targets (and no benchmark), through CONTROLKIT_TEST_TARGETS
# (Package.swift): a sanitized build of the whole suite is most of the run's time.
# Each sanitizer has its own build folder (.build/sanitize-NAME), so the normal build is kept.
# Goldens are compared, never written. Exit status: swift test's (non-zero on any report).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
case "${1:-}" in
    address|thread) sanitizer=$1; shift ;;
    *) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
if [[ ${1:-} == --targets ]]; then
    [[ $# -ge 2 ]] || { echo "sanitize.sh: --targets needs a comma-separated list of test targets" >&2; exit 2; }
    export CONTROLKIT_TEST_TARGETS=$2
    shift 2
fi
[[ ${1:-} == -- ]] && shift
Scripts/install-deps.sh
export CONTROLKIT_RECORD=never
# halt_on_error: the first report fails the run, with its stack. LeakSanitizer's suppressions are
# only what lives for the whole process (Scripts/lsan-suppressions.txt says why each is there).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1:malloc_context_size=64}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/Scripts/lsan-suppressions.txt:print_suppressions=0}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1:suppressions=$root/Scripts/tsan-suppressions.txt}"
exec swift test --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" "$@"
