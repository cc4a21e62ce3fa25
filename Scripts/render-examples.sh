#!/usr/bin/env bash
# The main job: renders every example in Examples/ into a folder (default: out/examples):
# each scene file with `controlkit scene`, and every figure of each figure file (every control,
# in light and dark, at every scale the file names) with `controlkit render`; each SVG in
# Examples/svg with `controlkit svg` at @3x; and the icons in Examples/glyphs, plus the built-in
# bar glyphs, as an asset catalog with a review sheet, and the back indicator pair in
# Examples/back-indicator, with `controlkit glyph`.
# Installs what the build needs, builds the CLI in release mode, then renders.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-out/examples}"
Scripts/install-deps.sh
swift build -c release --product controlkit
bin="$(swift build -c release --show-bin-path)/controlkit"
mkdir -p "$out"
for scene in Examples/scenes/*.json Examples/backdrops/*.json; do
  "$bin" scene "$scene" -o "$out/$(basename "${scene%.json}").png"
done
for file in Examples/*.yaml Examples/*.json; do
  [ -e "$file" ] || continue
  name="$(basename "$file")"
  # One folder per figure file (page-control-yaml, page-control-json), so figures never collide.
  "$bin" render "$file" --out "$out/${name//./-}"
done
# Designs that break a guideline, one rule each: drawn, each with its warning on standard error.
for file in Examples/checks/*.yaml; do
  "$bin" render "$file" --out "$out/checks/$(basename "${file%.yaml}")"
done
for svg in Examples/svg/*.svg; do
  "$bin" svg "$svg" --scale 3 -o "$out/svg/$(basename "${svg%.svg}")@3x.png"
done
"$bin" glyph Examples/glyphs --builtin all --out "$out/glyphs/Assets.xcassets" --catalog --sheet "$out/glyphs/sheet.png"
# A custom back indicator and its transition mask, written as a pair on one canvas.
"$bin" glyph Examples/back-indicator --mask back-arrow=Examples/back-indicator/back-arrow-mask.svg --out "$out/back-indicator/Assets.xcassets" --catalog
echo "examples rendered into $out"
