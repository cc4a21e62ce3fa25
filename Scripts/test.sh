#!/usr/bin/env bash
# The test command: installs what the build needs, then runs the test suite. Goldens are
# compared, never rewritten (CONTROLKIT_RECORD=never unless you say otherwise).
#
#   Scripts/test.sh                 the suite without the tests tagged slow (a few minutes)
#   Scripts/test.sh --all           the whole suite, the slow tests too
#   Scripts/test.sh ARGS...         swift test ARGS (your own --filter, say)
#
# Tests tagged `.slow` (Tests/TestTags: every golden, every example, every help page's examples,
# rasterizer and scene-limit stress cases, the random-polygon accuracy runs, the calendar's
# every-month pixels, a killed batch: each over about 10 s in a debug build) are skipped by the plain command and run by --all,
# and by CI, which sets CONTROLKIT_CHECKS=all: then the whole suite runs and is followed by the
# reliability checks, each a script of its own (README, "Reliability"):
#   Scripts/fuzz.sh all 10                      every fuzz target for 10 s
#   Scripts/sanitize.sh address                 the tests of the modules with unsafe code or C calls
#                                               (Raster, PNGCodec, Golden, Typeset, FileIO,
#                                               Documents), without the tests tagged stress and
#                                               PNGFuzzTests
#   Scripts/sanitize.sh thread                  the tests that run on several threads
#   Scripts/determinism.sh haswell              the goldens from a release build for Haswell
#                                               (the suite holds the debug build to them)
#   Scripts/install-check.sh                    an installed binary draws text with its clone deleted
#   Scripts/consumer-check.sh                   Examples/Consumer builds and tests against ControlKit
#   Scripts/docs.sh                             the DocC catalogs, failing on any warning
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
export CONTROLKIT_RECORD="${CONTROLKIT_RECORD:-never}"
source Scripts/lib/slow-tests.sh
all=false
if [[ ${1:-} == --all ]]; then all=true; shift; fi
if [[ ${CONTROLKIT_CHECKS:-} == all ]]; then all=true; fi
# The suite builds in a folder of its own (.build/fast) with the rasterizer compiled -O
# (Package.swift, CONTROLKIT_OPTIMIZE_RASTER): the tests' drawing is mostly its kernels, and
# their pixels are the same optimised or not (a release build is held to the goldens below, and
# the ASan run builds the rasterizer unoptimised and runs its tests, SIMD twins included).
fast=(--scratch-path .build/fast)
export CONTROLKIT_OPTIMIZE_RASTER=1
if [[ $# -gt 0 ]]; then
    swift test "${fast[@]}" "$@"
elif $all; then
    swift test "${fast[@]}"
else
    # The fast loop builds what the tests run and no more: the CLI (the CLI tests start it)
    # and the test bundle, not the benchmark programs (--all and CI build those too).
    swift build "${fast[@]}" --product controlkit
    swift build "${fast[@]}" --product ControlKitPackageTests
    slow=$(slow_tests_regex)
    swift test "${fast[@]}" --skip-build --skip "$slow"
    echo "test.sh: the tests tagged slow were not run; Scripts/test.sh --all runs them (CI does)" >&2
fi
if [[ ${CONTROLKIT_CHECKS:-} == all ]]; then
    # The DocC catalogs build without a warning (a broken symbol link fails here, not later),
    # from the suite's own build: its modules are already built in .build/fast with the same
    # environment, so the documentation costs DocC's time, not another debug build.
    Scripts/docs.sh .build/ci-docs --scratch-path .build/fast
fi
# What follows builds packages of its own (the sanitizers, the consumer, the install): none of
# them takes the rasterizer's -O.
unset CONTROLKIT_OPTIMIZE_RASTER
if [[ ${CONTROLKIT_CHECKS:-} == all ]]; then
    # A brief smoke run, so the fuzzer is built without optimisation (all six targets took 132 s
    # with that build, 364 s with the release one, on two cores), and every seed is still
    # replayed under ASan before the 10 s of new inputs (libFuzzer's INITED line).
    CONTROLKIT_FUZZ_CONFIGURATION=debug Scripts/fuzz.sh all 10
    # ASan where memory is handled by hand: every module whose sources hold unsafe pointers or
    # call C (Raster's SIMD kernels and bands, PNGCodec's libpng shim, Golden's differ, Typeset's
    # FreeType and HarfBuzz, FileIO's system calls, Documents' JSON reader). The modules above
    # them are safe Swift; their threads are ThreadSanitizer's below.
    # Under the sanitizers, the tests tagged stress (the plain suite has just run them) and
    # PNGFuzzTests (mutated files: the png fuzz target above runs them under ASan) are left out:
    # they take most of a sanitized run's time and find nothing the others do not. The other
    # tests tagged slow (random polygons, banded fills, a killed batch) do run sanitized.
    sanitized_skip="$(tagged_tests_regex stress)"'|\.PNGFuzzTests(/|$)'
    # Each sanitized build holds only the test targets it runs (--targets), not the whole suite.
    Scripts/sanitize.sh address --targets RasterTests,PNGCodecTests,GoldenTests,TypesetTests,FileIOTests,DocumentsTests -- \
        --filter 'RasterTests|PNGCodecTests|GoldenTests|TypesetTests|FileIOTests|DocumentsTests' --skip "$sanitized_skip"
    # ThreadSanitizer finds races only where threads run: the tests that draw a scene in bands
    # on several threads, read PNGs from several threads, or run batches on several jobs.
    Scripts/sanitize.sh thread --targets RasterTests,PNGCodecTests,DisplayListTests,CLITests -- \
        --filter 'FillBatchTests|BenchmarkSceneGeneratorTests|PNGConcurrentReadTests|BatchCommandTests|BatchVerifyCommandTests|BatchSafetyTests' \
        --skip "$sanitized_skip"
    # The debug build's bytes are the goldens' (FigureGoldenTests above); this holds the widest
    # SIMD build to the same goldens, so the two agree without building debug a second time.
    Scripts/determinism.sh haswell
    Scripts/install-check.sh
    Scripts/consumer-check.sh
fi
