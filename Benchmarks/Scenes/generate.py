#!/usr/bin/env python3
"""Writes the five peers-scene/1 benchmark scenes into a folder.

    python3 Benchmarks/Scenes/generate.py OUT_DIR [--seed N] [--fraction F] [--only NAME ...]

Each scene is a JSON display list of filled paths in device pixels (docs/scene-format.md):

  ui-dots        10,000 circles (4 cubics each), 6-30 px across, alpha 30-100 %, in iOS system
                 colours on a phone-sized canvas (1170 x 2532): page-control dots.
  rounded-rects  5,000 rounded rectangles 20-400 px, corner radius 4-20 px (cubic corners),
                 alpha 25-85 %, on 2560 x 1440.
  glyph-like     20,000 closed shapes of quadratic curves 8-40 px across (TrueType-like), 60 %
                 with a hole: half of those even-odd with both contours the same way round,
                 half nonzero with the hole reversed; on 2048 x 1536.
  big-fills      200 translucent simple polygons (3-8 vertices, alpha 4-20 %), each covering
                 most of a 4K canvas (3840 x 2160): fill rate and memory bandwidth.
  star-polygons  2,000 self-intersecting {n/k} stars, n 5-13, radius 10-120 px, alternating
                 nonzero and even-odd, on 1920 x 1080.

The same seed gives the same bytes on every machine and Python 3 version: each scene draws
from its own random.Random seeded with the string "SEED:NAME", and coordinates are written
with two decimals. --fraction scales every shape count (for quick tests); canvases and shape
sizes stay. Standard library only.
"""

import argparse
import json
import math
import os
import random
import sys

DEFAULT_SEED = 20240601

# Cubic Bezier control distance for a quarter circle of radius 1: 4/3 * tan(pi/8).
QUARTER_CIRCLE_KAPPA = 4.0 / 3.0 * math.tan(math.pi / 8)

# iOS system colours (light appearance), the palette page-control dots are drawn in.
SYSTEM_COLOURS = [
    (0, 122, 255),    # systemBlue
    (52, 199, 89),    # systemGreen
    (255, 59, 48),    # systemRed
    (255, 149, 0),    # systemOrange
    (88, 86, 214),    # systemIndigo
    (142, 142, 147),  # systemGray
    (0, 0, 0),        # black
    (255, 255, 255),  # white
]


def number(value):
    """A coordinate with at most two decimals, no trailing zeros, never "-0"."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def point(x, y):
    return f"{number(x)} {number(y)}"


def alpha_byte(rng, low_percent, high_percent):
    return round(rng.uniform(low_percent, high_percent) / 100 * 255)


def vivid_colour(rng):
    return [rng.randrange(256), rng.randrange(256), rng.randrange(256)]


def circle_path(cx, cy, r):
    """A circle as four cubics, starting at its rightmost point, clockwise on screen."""
    k = QUARTER_CIRCLE_KAPPA * r
    return " ".join([
        f"M {point(cx + r, cy)}",
        f"C {point(cx + r, cy + k)} {point(cx + k, cy + r)} {point(cx, cy + r)}",
        f"C {point(cx - k, cy + r)} {point(cx - r, cy + k)} {point(cx - r, cy)}",
        f"C {point(cx - r, cy - k)} {point(cx - k, cy - r)} {point(cx, cy - r)}",
        f"C {point(cx + k, cy - r)} {point(cx + r, cy - k)} {point(cx + r, cy)}",
        "Z",
    ])


def rounded_rect_path(x, y, w, h, r):
    """Sides as lines, corners as quarter-circle cubics, clockwise from the top-left corner's end."""
    k = QUARTER_CIRCLE_KAPPA * r
    right, bottom = x + w, y + h
    return " ".join([
        f"M {point(x + r, y)}",
        f"L {point(right - r, y)}",
        f"C {point(right - r + k, y)} {point(right, y + r - k)} {point(right, y + r)}",
        f"L {point(right, bottom - r)}",
        f"C {point(right, bottom - r + k)} {point(right - r + k, bottom)} {point(right - r, bottom)}",
        f"L {point(x + r, bottom)}",
        f"C {point(x + r - k, bottom)} {point(x, bottom - r + k)} {point(x, bottom - r)}",
        f"L {point(x, y + r)}",
        f"C {point(x, y + r - k)} {point(x + r - k, y)} {point(x + r, y)}",
        "Z",
    ])


def blob_contour(rng, cx, cy, radius, segments, reverse):
    """A closed wobbly contour of quadratic curves around (cx, cy), as TrueType outlines are:
    on-curve points at jittered radii, off-curve points pushed out between them."""
    step = 2 * math.pi / segments
    phase = rng.uniform(0, step)
    on_curve = []
    for i in range(segments):
        angle = phase + i * step
        r = radius * rng.uniform(0.78, 1.0)
        on_curve.append((angle, r))
    if reverse:
        on_curve.reverse()
    parts = []
    first_angle, first_r = on_curve[0]
    parts.append(f"M {point(cx + first_r * math.cos(first_angle), cy + first_r * math.sin(first_angle))}")
    for i in range(segments):
        a0, r0 = on_curve[i]
        a1, r1 = on_curve[(i + 1) % segments]
        # The off-curve point sits on the bisecting angle, a little outside the chord.
        delta = math.atan2(math.sin(a1 - a0), math.cos(a1 - a0))
        mid = a0 + delta / 2
        bulge = (r0 + r1) / 2 / math.cos(delta / 2) * rng.uniform(0.95, 1.1)
        parts.append(f"Q {point(cx + bulge * math.cos(mid), cy + bulge * math.sin(mid))} "
                     f"{point(cx + r1 * math.cos(a1), cy + r1 * math.sin(a1))}")
    parts.append("Z")
    return " ".join(parts)


def ui_dots(rng, count):
    width, height = 1170, 2532
    shapes = []
    for _ in range(count):
        r = rng.uniform(6, 30) / 2
        cx, cy = rng.uniform(0, width), rng.uniform(0, height)
        colour = list(rng.choice(SYSTEM_COLOURS))
        shapes.append({"d": circle_path(cx, cy, r), "fill": colour + [alpha_byte(rng, 30, 100)], "rule": "nonzero"})
    return width, height, [242, 242, 247, 255], shapes


def rounded_rects(rng, count):
    width, height = 2560, 1440
    shapes = []
    for _ in range(count):
        w, h = rng.uniform(20, 400), rng.uniform(20, 400)
        x, y = rng.uniform(-w / 4, width - w * 3 / 4), rng.uniform(-h / 4, height - h * 3 / 4)
        r = min(rng.uniform(4, 20), w / 2, h / 2)
        shapes.append({"d": rounded_rect_path(x, y, w, h, r), "fill": vivid_colour(rng) + [alpha_byte(rng, 25, 85)],
                       "rule": "nonzero"})
    return width, height, [255, 255, 255, 255], shapes


def glyph_like(rng, count):
    width, height = 2048, 1536
    shapes = []
    for _ in range(count):
        size = rng.uniform(8, 40)
        cx, cy = rng.uniform(size / 2, width - size / 2), rng.uniform(size / 2, height - size / 2)
        # The off-curve points bulge past the on-curve radius: 0.9 keeps the shape near `size`.
        outer = blob_contour(rng, cx, cy, size / 2 * 0.9, rng.randint(4, 9), reverse=False)
        rule = "nonzero"
        d = outer
        if rng.random() < 0.6:
            hole_radius = size / 2 * rng.uniform(0.25, 0.45)
            hx = cx + rng.uniform(-0.1, 0.1) * size
            hy = cy + rng.uniform(-0.1, 0.1) * size
            # Even-odd holes wind the same way as the outline; nonzero holes wind against it.
            same_way = rng.random() < 0.5
            rule = "evenodd" if same_way else "nonzero"
            d += " " + blob_contour(rng, hx, hy, hole_radius, rng.randint(4, 6), reverse=not same_way)
        if rng.random() < 0.8:
            colour = [rng.randrange(0, 90), rng.randrange(0, 90), rng.randrange(0, 110), 255]
        else:
            colour = vivid_colour(rng) + [rng.randrange(128, 255)]
        shapes.append({"d": d, "fill": colour, "rule": rule})
    return width, height, [255, 255, 255, 255], shapes


def big_fills(rng, count):
    width, height = 3840, 2160
    half_diagonal = math.hypot(width, height) / 2
    shapes = []
    for _ in range(count):
        sides = rng.randint(3, 8)
        cx = width / 2 + rng.uniform(-0.2, 0.2) * width
        cy = height / 2 + rng.uniform(-0.2, 0.2) * height
        # Vertices at increasing angles around a centre inside the canvas, spread round the
        # whole turn so the polygon is simple and wraps the canvas.
        step = 2 * math.pi / sides
        phase = rng.uniform(0, step)
        angles = [phase + i * step + rng.uniform(-0.3, 0.3) * step for i in range(sides)]
        points = []
        for angle in angles:
            r = half_diagonal * rng.uniform(0.9, 1.5)
            points.append(point(cx + r * math.cos(angle), cy + r * math.sin(angle)))
        d = "M " + " L ".join(points) + " Z"
        shapes.append({"d": d, "fill": vivid_colour(rng) + [alpha_byte(rng, 4, 20)], "rule": "nonzero"})
    return width, height, [0, 0, 0, 255], shapes


def star_steps(n):
    """The k of the stars {n/k} drawn as one closed line through all n points: 2 <= k < n/2,
    k coprime to n."""
    return [k for k in range(2, (n + 1) // 2) if math.gcd(n, k) == 1]


# 5 to 13 points, leaving out 6, which has no one-line star ({6/2} is two triangles).
STAR_POINT_COUNTS = [n for n in range(5, 14) if star_steps(n)]


def star_polygons(rng, count):
    width, height = 1920, 1080
    shapes = []
    for index in range(count):
        n = rng.choice(STAR_POINT_COUNTS)
        k = rng.choice(star_steps(n))
        r = rng.uniform(10, 120)
        cx, cy = rng.uniform(0, width), rng.uniform(0, height)
        rotation = rng.uniform(0, 2 * math.pi)
        points = []
        for i in range(n):
            angle = rotation + 2 * math.pi * ((i * k) % n) / n
            points.append(point(cx + r * math.cos(angle), cy + r * math.sin(angle)))
        d = "M " + " L ".join(points) + " Z"
        shapes.append({"d": d, "fill": vivid_colour(rng) + [alpha_byte(rng, 40, 100)],
                       "rule": "nonzero" if index % 2 == 0 else "evenodd"})
    return width, height, [255, 255, 255, 255], shapes


# name: (builder, shape count, description)
SCENES = {
    "ui-dots": (ui_dots, 10_000,
                "circles (4 cubics each), diameter 6-30 px, alpha 30-100%, page-control-like dots on a phone-sized canvas"),
    "rounded-rects": (rounded_rects, 5_000,
                      "rounded rectangles 20-400 px, radius 4-20 (cubic corners), translucent fills (alpha 25-85%)"),
    "glyph-like": (glyph_like, 20_000,
                   "small closed quadratic-curve shapes 8-40 px (TrueType-like), 60% with a hole "
                   "(half evenodd same-direction, half nonzero reversed)"),
    "big-fills": (big_fills, 200,
                  "large translucent simple polygons (3-8 vertices, alpha 4-20%) each covering most of a 4K canvas; "
                  "fill-rate / memory-bandwidth bound"),
    "star-polygons": (star_polygons, 2_000,
                      "self-intersecting {n/k} star polygons (n 5-13), radius 10-120 px, alternating nonzero / evenodd"),
}


def scene(name, seed, fraction):
    builder, full_count, description = SCENES[name]
    count = max(1, round(full_count * fraction))
    rng = random.Random(f"{seed}:{name}")
    width, height, background, shapes = builder(rng, count)
    return {
        "format": "peers-scene/1",
        "name": name,
        "description": f"{count:,} {description} (generated, seed {seed})",
        "width": width,
        "height": height,
        "background": background,
        "shapes": shapes,
    }


def main(argv):
    parser = argparse.ArgumentParser(description="Write the peers-scene/1 benchmark scenes.")
    parser.add_argument("out_dir", help="folder to write NAME.json into (created if missing)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help=f"random seed (default {DEFAULT_SEED})")
    parser.add_argument("--fraction", type=float, default=1.0,
                        help="scale every shape count by this, 0 < F <= 1 (default 1: the full scenes)")
    parser.add_argument("--only", action="append", choices=sorted(SCENES), help="write only this scene (repeatable)")
    args = parser.parse_args(argv)
    if not 0 < args.fraction <= 1:
        parser.error("--fraction must be in (0, 1]")
    os.makedirs(args.out_dir, exist_ok=True)
    for name in args.only or list(SCENES):
        path = os.path.join(args.out_dir, f"{name}.json")
        text = json.dumps(scene(name, args.seed, args.fraction), separators=(", ", ": "))
        # Written beside the target, then renamed: a reader never sees half a scene.
        temporary = path + ".partial"
        with open(temporary, "w", encoding="utf-8", newline="\n") as f:
            f.write(text + "\n")
        os.replace(temporary, path)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
