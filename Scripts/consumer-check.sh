#!/usr/bin/env bash
# Builds and tests Examples/Consumer, a package that depends on ControlKit by path as a user's
# package would (an executable that renders a control, a golden test through GoldenTesting):
# a product that cannot be used as a dependency (an unsafe flag, a resource not found, a
# missing product) fails here. CI runs it (Scripts/test.sh with CONTROLKIT_CHECKS=all).
set -euo pipefail
cd "$(dirname "$0")/../Examples/Consumer"
../../Scripts/install-deps.sh
export CONTROLKIT_RECORD="${CONTROLKIT_RECORD:-never}"
# Built in the checkout's own .build, so Examples/ holds no build folder.
scratch=(--scratch-path ../../.build/consumer)
swift build "${scratch[@]}"
swift test "${scratch[@]}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
swift run "${scratch[@]}" consumer-figure "$out/tabs.png"
[[ -s "$out/tabs.png" ]] || { echo "consumer-check.sh: consumer-figure wrote no PNG" >&2; exit 1; }
echo "consumer-check.sh: Examples/Consumer built, tested and ran against this checkout" >&2
