#!/usr/bin/env bash
# Runs one libFuzzer target, or all of them briefly. docs/fuzzing.md explains the targets,
# the corpora and what to do with a finding.
#
#   Scripts/fuzz.sh TARGET [SECONDS] [-- LIBFUZZER-FLAGS...]   one target (default 60 s)
#   Scripts/fuzz.sh all SECONDS                                 every target for SECONDS each
#   Scripts/fuzz.sh --list                                      the targets
#
# CONTROLKIT_FUZZ_CONFIGURATION=debug builds the fuzzer without optimisation: it builds in a
# fraction of the time and runs each input more slowly, the trade CI's brief run makes
# (Scripts/test.sh); the default, release, is for fuzzing at length.
#
# Exit status: 0 when no target found anything, 1 when one crashed, hung, leaked or ran out of
# memory (the input is in .build/fuzz/findings/TARGET/), 2 for a usage error.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
targets=(spec scene path-data svg png compare)

usage() {
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

[[ $# -ge 1 ]] || usage
case "$1" in
    --list) printf '%s\n' "${targets[@]}"; exit 0 ;;
    -h|--help) usage ;;
esac
target=$1; shift
seconds=60
if [[ $# -ge 1 && $1 != -- ]]; then seconds=$1; shift; fi
[[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: SECONDS must be a whole number of seconds ≥ 1, not '$seconds'" >&2; exit 2; }
[[ $# -ge 1 && $1 == -- ]] && shift
extra=("$@")

if [[ $target != all ]] && ! printf '%s\n' "${targets[@]}" | grep -qx -- "$target"; then
    echo "fuzz.sh: no target '$target'; the targets are: ${targets[*]} (or all)" >&2
    exit 2
fi

# The instrumented build: its own package and build folder, so the normal build is untouched,
# rebuilt from scratch when a source changed (Scripts/lib/fresh-build.sh says why). lld links
# it: ld.gold stops with an internal error on the sanitizer runtime's symbols.
source Scripts/lib/fresh-build.sh
configuration=${CONTROLKIT_FUZZ_CONFIGURATION:-release}
case $configuration in
    release|debug) ;;
    *) echo "fuzz.sh: CONTROLKIT_FUZZ_CONFIGURATION must be release or debug, not '$configuration'" >&2; exit 2 ;;
esac
echo "fuzz.sh: building the fuzzer ($configuration, -sanitize=fuzzer,address; a few minutes after a change) ..." >&2
(cd Fuzz && fresh_build .build ../.build/fuzz/build.log -c "$configuration" -Xswiftc -sanitize=fuzzer,address \
    -Xcc -fsanitize=fuzzer-no-link,address --toolset lld-toolset.json) || exit 1
binary=Fuzz/.build/$configuration/controlkit-fuzz

# The seed corpus of a target: its committed seeds, every finding so far, and the repository's
# own files of its kind, copied into .build/fuzz/seeds/TARGET (generated, not committed).
seed_corpus() {
    local t=$1 dir=.build/fuzz/seeds/$1
    rm -rf "$dir"; mkdir -p "$dir"
    cp Fuzz/Seeds/"$t"/* "$dir"/ 2>/dev/null || true
    cp Fuzz/Regressions/"$t"/* "$dir"/ 2>/dev/null || true
    case $t in
        spec) cp Examples/*.yaml Examples/*.json "$dir"/ ;;
        scene) cp Examples/scenes/*.json "$dir"/ ;;
        svg) for f in Examples/glyphs/*.svg Examples/svg/*.svg Tests/SVGImportTests/Conformance/*.svg; do cp "$f" "$dir/$(echo "$f" | tr / _)"; done ;;
        path-data)
            # Every `d` attribute of the repository's SVG files, one file each.
            local n=0
            grep -ohE ' d="[^"]*"' Examples/glyphs/*.svg Examples/svg/*.svg Tests/SVGImportTests/Conformance/*.svg |
                sed -E 's/^ d="//; s/"$//' | sort -u | while IFS= read -r d; do n=$((n + 1)); printf '%s' "$d" > "$dir/d-$n.txt"; done ;;
        png)
            # The codec's fixtures (every colour type, depth, interlace, and damaged files) and
            # the small goldens: what libpng and ControlKit write.
            cp Tests/PNGCodecTests/Fixtures/*.png "$dir"/
            find Goldens -name '*.png' -size -12k | head -40 | while read -r f; do cp "$f" "$dir/$(echo "$f" | tr / _)"; done ;;
        compare) ;;
    esac
    echo "$dir"
}

run_target() {
    local t=$1 secs=$2 status
    local corpus=.build/fuzz/corpus/$t findings=.build/fuzz/findings/$t
    mkdir -p "$corpus" "$findings"
    local seeds; seeds=$(seed_corpus "$t")
    local dict=()
    [[ -f Fuzz/Dictionaries/$t.dict ]] && dict=(-dict="Fuzz/Dictionaries/$t.dict")
    echo "fuzz.sh: $t for ${secs}s (corpus $corpus, findings $findings)" >&2
    # -rss_limit_mb: the limits keep every input far below this; -timeout: one input over 10 s is
    # a hang. The first corpus folder collects what the run finds; the seeds are read only.
    CONTROLKIT_FUZZ_TARGET=$t CONTROLKIT_FONT_DIR="$root/Fonts" \
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:malloc_context_size=64}" \
    LSAN_OPTIONS="suppressions=$root/Scripts/lsan-suppressions.txt:print_suppressions=0" \
        "$binary" "$corpus" "$seeds" ${dict[@]+"${dict[@]}"} -max_total_time="$secs" -timeout=10 -rss_limit_mb=4096 \
        -malloc_limit_mb=2048 -artifact_prefix="$findings/" -print_final_stats=1 ${extra[@]+"${extra[@]}"} 2>"$findings/last-run.log" &&
        status=0 || status=$?
    grep -E "^#[0-9]+.*(DONE|INITED)|stat::number_of_executed_units|stat::peak_rss_mb|ERROR|SUMMARY|Test unit written" "$findings/last-run.log" >&2 || true
    if [[ $status -ne 0 ]]; then
        echo "fuzz.sh: $t FOUND A PROBLEM (exit $status); the log is $findings/last-run.log." >&2
        echo "  Replay: CONTROLKIT_FUZZ_TARGET=$t $binary FILE; once fixed, add the file to Fuzz/Regressions/$t/." >&2
    fi
    return $status
}

failed=0
if [[ $target == all ]]; then
    for t in "${targets[@]}"; do run_target "$t" "$seconds" || failed=1; done
else
    run_target "$target" "$seconds" || failed=1
fi
exit $failed
