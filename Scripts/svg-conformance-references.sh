#!/usr/bin/env bash
# Regenerates the reference PNGs of the SVG conformance set
# (Tests/SVGImportTests/Conformance/NN-name.svg -> references/NN-name.png) with rsvg-convert,
# each at the SVG's own width and height (1x), and prints the rsvg-convert version used.
# rsvg-convert comes from Debian's librsvg2-bin package (apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/.."
dir="Tests/SVGImportTests/Conformance"
if ! command -v rsvg-convert >/dev/null 2>&1; then
  echo "rsvg-convert not found: install it with 'apt-get install librsvg2-bin'" >&2
  exit 1
fi
rsvg-convert --version
mkdir -p "$dir/references"
count=0
for svg in "$dir"/[0-9][0-9]-*.svg; do
  name="$(basename "${svg%.svg}")"
  # No --width/--height/--zoom: rsvg-convert renders at the document's own px size.
  rsvg-convert --format=png --output "$dir/references/$name.png" "$svg"
  count=$((count + 1))
done
echo "rendered $count references into $dir/references"
