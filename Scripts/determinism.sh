#!/usr/bin/env bash
# The same bytes from every build: renders every golden case and the benchmark scenes with each
# build named, on one thread and on four, and fails unless every image is byte-identical to its
# golden and to the same image from every other build. docs/determinism.md says what this rests on.
#
#   Scripts/determinism.sh [BUILD ...]     (default: debug release haswell)
#
# BUILD is one of
#   debug        swift build (the test suite's build, portable x86-64)
#   release      swift build -c release (portable x86-64: SSE2 only)
#   haswell      release with -target-cpu haswell (AVX2, FMA, BMI2: the widest SIMD kernels;
#                swiftc does not take the x86-64-v3 level name)
#   native       release with -target-cpu native
# Each build has its own build folder (.build/determinism/BUILD), rebuilt from scratch when a
# source changed since its last build (Scripts/lib/fresh-build.sh says why).
# Exit status: 0 all identical, 1 a difference (named), 2 a usage error or a CPU that cannot
# run a requested build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
builds=("$@")
[[ ${#builds[@]} -gt 0 ]] || builds=(debug release haswell)
work=.build/determinism
mkdir -p "$work"

source Scripts/lib/fresh-build.sh

flags_of() {
    case $1 in
        debug) echo "-c debug" ;;
        release) echo "-c release" ;;
        haswell) echo "-c release -Xswiftc -target-cpu -Xswiftc haswell" ;;
        native) echo "-c release -Xswiftc -target-cpu -Xswiftc native" ;;
        *) echo "determinism.sh: no build '$1' (debug, release, haswell, native)" >&2; exit 2 ;;
    esac
}
for b in "${builds[@]}"; do flags_of "$b" > /dev/null; done
if printf '%s\n' "${builds[@]}" | grep -qx haswell; then
    for f in avx2 fma bmi1 bmi2 movbe f16c; do
        grep -qw "$f" /proc/cpuinfo || { echo "determinism.sh: this CPU lacks $f, so it cannot run the haswell build; name other builds" >&2; exit 2; }
    done
fi

# The scenes: the documentation's two and the five benchmark scenes at a tenth of their shapes
# (each still 1,000 × 1,000 px or more, so bench's --threads bands them).
scenes=$work/scenes
rm -rf "$scenes"; mkdir -p "$scenes"
cp Examples/scenes/*.json "$scenes"/
python3 Benchmarks/Scenes/generate.py --fraction 0.1 "$scenes" > /dev/null

# Every figure file beside its goldens.
mapfile -t cases < <(find Goldens -mindepth 2 -maxdepth 2 -name 'cases.yaml' | sort)
[[ ${#cases[@]} -gt 0 ]] || { echo "determinism.sh: no figure files under Goldens/" >&2; exit 2; }

status=0
reference=""
for b in "${builds[@]}"; do
    echo "determinism.sh: building $b ..." >&2
    # shellcheck disable=SC2046
    fresh_build "$work/$b" "$work/build-$b.log" --product controlkit $(flags_of "$b") || exit 1
    # shellcheck disable=SC2046
    binary="$(swift build --product controlkit $(flags_of "$b") --scratch-path "$work/$b" --show-bin-path)/controlkit"
    out=$work/out/$b
    rm -rf "$out"; mkdir -p "$out"
    for threads in 1 4; do
        # Every golden case, compared exactly with its golden (verify never rewrites one here).
        if ! "$binary" verify "${cases[@]}" --threads "$threads" --jobs 2 --failures "$out/failures-$threads" > "$out/verify-$threads.txt"; then
            echo "determinism.sh: $b on $threads thread(s) does not draw the goldens; see $out/failures-$threads" >&2
            status=1
        fi
        for scene in "$scenes"/*.json; do
            name=$(basename "$scene" .json)
            "$binary" bench "$scene" --reps 1 --warmup 0 --threads "$threads" --output "$out/$name-$threads.png" > /dev/null
        done
        # The plain sum without the exact pass for crossings (CONTROLKIT_EXACT_CROSSINGS=0), on
        # the two scenes the pass changes most: as deterministic.
        for name in star-polygons glyph-like; do
            CONTROLKIT_EXACT_CROSSINGS=0 "$binary" bench "$scenes/$name.json" --reps 1 --warmup 0 --threads "$threads" \
                --output "$out/$name-summed-$threads.png" > /dev/null
        done
    done
    # The scenes' bytes: the same on 1 and 4 threads, and the same as the first build's.
    (cd "$out" && sha256sum -- *.png | sed -E 's/-[14]\.png$//' | sort -u) > "$out/scenes.sha256"
    if [[ $(cut -d' ' -f3 "$out/scenes.sha256" | sort | uniq -d) ]]; then
        echo "determinism.sh: $b draws a scene differently on 1 and 4 threads:" >&2
        cut -d' ' -f3 "$out/scenes.sha256" | sort | uniq -d >&2
        status=1
    fi
    if [[ -z $reference ]]; then
        reference=$b
    elif ! diff -u "$work/out/$reference/scenes.sha256" "$out/scenes.sha256" >&2; then
        echo "determinism.sh: $b and $reference draw the scenes above differently" >&2
        status=1
    fi
    echo "determinism.sh: $b: goldens $(tail -1 "$out/verify-1.txt") on 1 thread, $(tail -1 "$out/verify-4.txt") on 4;" \
        "$(wc -l < "$out/scenes.sha256") scenes" >&2
done
if [[ $status -eq 0 ]]; then
    echo "determinism.sh: identical: ${builds[*]} (every golden case, $(ls "$scenes" | wc -l) scenes and 2 without the exact pass, 1 and 4 threads)" >&2
fi
exit $status
