# Sourced by the scripts that keep a build folder of their own (fuzz.sh, determinism.sh).
#
# fresh_build SCRATCH LOG ARGS...: `swift build ARGS... --scratch-path SCRATCH`, from scratch
# whenever a source file changed since SCRATCH's last successful build. SwiftPM's incremental
# builds have been seen to keep stale code across modules here (a layout change in one module
# not recompiled into another: a dashing fix missing from the fuzzer, a test binary jumping to
# a field's value), and a check that runs stale code proves nothing. The output goes to LOG;
# on failure its errors are printed and the function returns non-zero.
fresh_build_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

fresh_build() {
    local scratch=$1 log=$2
    shift 2
    local stamp
    stamp=$(cd "$fresh_build_root" && find Sources Package.swift Fuzz/Sources Fuzz/Package.swift -type f -print0 | sort -z |
        xargs -0 sha256sum | sha256sum | cut -d' ' -f1)
    if [[ ! -f $scratch/sources.sha256 || $(cat "$scratch/sources.sha256") != "$stamp" ]]; then
        rm -rf "$scratch"
    fi
    mkdir -p "$(dirname "$log")"
    if ! swift build "$@" --scratch-path "$scratch" > "$log" 2>&1; then
        echo "the build failed (swift build $* --scratch-path $scratch); the log is $log:" >&2
        grep -E "error:" "$log" | head -20 >&2
        return 1
    fi
    echo "$stamp" > "$scratch/sources.sha256"
}
