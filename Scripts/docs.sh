#!/usr/bin/env bash
# Builds the DocC documentation of the three library products (ControlKit, Raster,
# GoldenTesting) into a folder (default: out/docs), one static website per product:
# DIR/ControlKit.doccarchive, DIR/Raster.doccarchive, DIR/GoldenTesting.doccarchive.
# Exits non-zero when the build fails or prints any warning (DocC's, or the compiler's while
# the plugin builds the modules), so "the documentation builds without warnings" is checked.
# The full log is DIR.log beside the folder.
#   Scripts/docs.sh [DIR] [--scratch-path BUILD]
# --scratch-path builds in BUILD, so a build already there is reused (CI passes the suite's
# .build/fast, with the suite's environment: the symbols are the same, the build is not redone).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-out/docs}"
out="${out%/}"
log="$out.log"
scratch=()
if [[ ${2:-} == --scratch-path ]]; then
  [[ -n ${3:-} ]] || { echo "docs.sh: --scratch-path needs a folder" >&2; exit 2; }
  scratch=(--scratch-path "$3")
elif [[ -n ${2:-} ]]; then
  echo "docs.sh: unknown argument '$2' (usage: Scripts/docs.sh [DIR] [--scratch-path BUILD])" >&2
  exit 2
fi
Scripts/install-deps.sh
# The plugin creates only the last folder of --output-path; it must be allowed to write there.
mkdir -p "$out"
start=$SECONDS
set +e
swift package ${scratch[@]+"${scratch[@]}"} --allow-writing-to-directory "$out" \
  generate-documentation --target ControlKit --target Raster --target GoldenTesting \
  --output-path "$out" --transform-for-static-hosting 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "docs: generate-documentation failed (exit $status); log: $log" >&2
  exit "$status"
fi
warnings="$(grep -c 'warning:' "$log" || true)"
if [ "$warnings" -ne 0 ]; then
  echo "docs: $warnings line(s) with 'warning:' in $log:" >&2
  grep 'warning:' "$log" | sort | uniq -c >&2
  exit 1
fi
echo "docs: built without warnings in $((SECONDS - start)) s into $out:"
for product in ControlKit Raster GoldenTesting; do
  lower="$(echo "$product" | tr '[:upper:]' '[:lower:]')"
  echo "  $out/$product.doccarchive  (serve it over HTTP, then open /documentation/$lower)"
done
echo "e.g. python3 -m http.server 8000 --directory $out/Raster.doccarchive  →  http://localhost:8000/documentation/raster"
