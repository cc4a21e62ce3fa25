#!/usr/bin/env bash
# The main job: renders every example in Examples/ into a folder (default: out/examples):
# each scene file with `controlkit scene`, and every figure of each figure file (every control,
# in light and dark, at every scale the file names) with `controlkit render`.
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
echo "examples rendered into $out"
