#!/usr/bin/env python3
"""Times the Python `pixelmatch` package on DiffBenchmark's images and cross-checks ControlKit's
pixelmatch mode against it: same count and same diff-image bytes, case by case.

    python pixelmatch_reference.py [FOLDER] [--bench PATH_TO_DiffBenchmark]

With --bench, runs the Swift benchmark first (it writes the PNGs, its diffs and
swift-results.json into FOLDER), so both timings come from the same run. Needs the peers'
Python environment with the `pixelmatch` and `Pillow` packages from PyPI.

The Python package is a port of pixelmatch 5.x: it has no diffColorAlt and no checkerboard and
blends semi-transparent pixels with white one image at a time. So opaque cases must agree bit for
bit; translucent cases are compared with checkerboard off and differ only where the two
floating-point orders of evaluation round differently.
"""
import json
import subprocess
import sys
import time

from PIL import Image
from pixelmatch import pixelmatch


def load(path):
    image = Image.open(path).convert("RGBA")
    return image.width, image.height, image.tobytes()


def main():
    args = sys.argv[1:]
    bench = None
    if "--bench" in args:
        i = args.index("--bench")
        bench = args[i + 1]
        del args[i:i + 2]
    folder = args[0] if args else "/tmp/controlkit-diff-bench"
    if bench:
        subprocess.run([bench, folder], check=True)
    with open(f"{folder}/swift-results.json") as f:
        results = json.load(f)

    failures = 0
    opaque_ok = translucent_ok = translucent_total = 0
    for case in results["cases"]:
        w, h, a = load(f"{folder}/{case['name']}-a.png")
        _, _, b = load(f"{folder}/{case['name']}-b.png")
        _, _, swift_diff = load(f"{folder}/{case['name']}-diff-swift.png")
        out = bytearray(w * h * 4)
        count = pixelmatch(a, b, w, h, out, threshold=case["threshold"], includeAA=case["includeAA"],
                           alpha=case["alpha"], aa_color=tuple(case["aaColor"]),
                           diff_color=tuple(case["diffColor"]), diff_mask=case["diffMask"])
        same = count == case["count"] and bytes(out) == swift_diff
        if case["checkerboard"]:
            opaque_ok += same
            if not same:
                failures += 1
                differing = sum(1 for i in range(0, len(out), 4) if out[i:i + 4] != swift_diff[i:i + 4])
                print(f"MISMATCH {case['name']} {w}x{h}: python {count}, swift {case['count']}, "
                      f"{differing} diff pixels differ")
        else:
            translucent_total += 1
            translucent_ok += same
            if not same:
                differing = sum(1 for i in range(0, len(out), 4) if out[i:i + 4] != swift_diff[i:i + 4])
                print(f"translucent {case['name']}: python {count}, swift {case['count']}, {differing} diff pixels differ")
    opaque_total = len(results["cases"]) - translucent_total
    print(f"cross-check: {opaque_ok}/{opaque_total} opaque cases identical (count and diff bytes); "
          f"{translucent_ok}/{translucent_total} translucent cases identical")

    for bench_case in results["benchmarks"]:
        name = bench_case["name"]
        w, h, a = load(f"{folder}/{name}-expected.png")
        _, _, b = load(f"{folder}/{name}-actual.png")
        _, _, swift_diff = load(f"{folder}/{name}-diff-swift.png")
        out = bytearray(w * h * 4)
        start = time.perf_counter()
        count = pixelmatch(a, b, w, h, out)
        python_ms = (time.perf_counter() - start) * 1e3
        same = count == bench_case["count"] and bytes(out) == swift_diff
        failures += not same
        print(f"{name} {w}x{h}: python pixelmatch {python_ms:.0f} ms ({count} different), "
              f"ControlKit {bench_case['pixelmatchMs']:.2f} ms ({bench_case['count']} different), "
              f"{python_ms / bench_case['pixelmatchMs']:.0f}x faster, results {'identical' if same else 'DIFFER'}")
    print(f"{failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
