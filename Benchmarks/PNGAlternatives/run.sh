#!/usr/bin/env bash
# The golden check, end to end (BENCHMARKS.md, issue #16): renders a pair of 1170 x 2532 screens
# that differ in one row title, times `controlkit diff` on it as a whole process (hyperfine),
# next to `controlkit --version` (the floor), then times the PNG decode and encode alternatives
# on the same images with png_alternatives.c.
#
#   Benchmarks/PNGAlternatives/run.sh [FOLDER]     (default /tmp/controlkit-diff-e2e)
#
# Installs what it needs from Debian: hyperfine, and libspng-dev for the alternatives only
# (ControlKit itself does not link libspng).
set -euo pipefail
cd "$(dirname "$0")/../.."
folder="${1:-/tmp/controlkit-diff-e2e}"
mkdir -p "$folder"
Scripts/install-deps.sh
Scripts/install-deps.sh hyperfine libspng-dev
swift build -c release --product controlkit
controlkit="$(swift build -c release --show-bin-path)/controlkit"

# One screen as `controlkit render` writes it (.fast), the other with one row title longer.
screen=(render screen --navigation-bar Inbox --present alert --scale 3)
"$controlkit" "${screen[@]}" --rows Work,Family,Travel,Receipts,Archive -o "$folder/expected.png"
"$controlkit" "${screen[@]}" --rows Work,Family,Travels,Receipts,Archive -o "$folder/actual.png"

hyperfine -N --warmup 3 --runs 40 -i \
  "$controlkit diff $folder/expected.png $folder/actual.png -o $folder/diff.png" \
  "$controlkit --version"

cc -O2 -o "$folder/png_alternatives" Benchmarks/PNGAlternatives/png_alternatives.c \
  $(pkg-config --cflags --libs libpng spng zlib)
"$folder/png_alternatives" decode "$folder/expected.png"
"$folder/png_alternatives" encode "$folder/diff.png"
