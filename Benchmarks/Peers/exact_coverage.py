#!/usr/bin/env python3
"""Exact area coverage of polygons, and how far each renderer's anti-aliasing is from it.

    PY=${CONTROLKIT_PEERS_HOME:-~/.cache/controlkit-bench}/venv/bin/python
    $PY Benchmarks/Peers/exact_coverage.py --self-test            # checks the reference itself
    $PY Benchmarks/Peers/exact_coverage.py --stars 100 --simple 100

The reference. For a polygon (path of M, L, Z only) and a fill rule, the exact coverage of
pixel [i, i+1] x [j, j+1] is the integral over y of the length of {x in [i, i+1] : the winding
number at (x, y) passes the rule}. The winding number at (x, y) is the sum of the directions
(+1 down, -1 up) of the edges that cross the horizontal line y left of x. Cut y at every vertex
and every point where two edges cross: inside such a slab the edges crossing it keep their left
to right order and each one's x is linear in y, so the covered region of the slab is a set of
trapezoids between neighbouring edges, the winding between them fixed. A trapezoid's share of
column i is the integral of clamp(x_right(y) - i, 0, 1) - clamp(x_left(y) - i, 0, 1), each term
the integral of a clamped linear function, done in closed form (its antiderivative is 0, u^2/2,
u - 1/2 on the three pieces, which is the same as cutting y where the edge crosses the pixel's
left and right sides and taking the middle of every piece). Pixels away from edges come out
0 or 1 from the winding alone. numpy does the column arithmetic; nothing is sampled.

--self-test checks it against closed-form areas (unit squares at fractional offsets, a
triangle, two overlapping squares under nonzero and even-odd, the {5/2} star's outline and inner
pentagon), against a second, literal per-pixel implementation (cut each pixel's y range at
vertices, crossings and side crossings, evaluate the covered length at each piece's middle y),
and against 256 x 256 supersampling where edges cross (within 1e-3).

The comparison. Single-shape scenes are made from the repository's generator
(Benchmarks/Scenes/generate.py): the first N {n/k} stars of `star-polygons` (self-intersecting,
nonzero and even-odd in turn) and simple polygons: the `big-fills` polygons scaled down to
10-120 px, plus random star-shaped (radial) polygons, rules in turn. Each shape sits alone in
its own 256 x 256 cell of one canvas, opaque white on transparent, so one render per renderer
gives every shape "alone" and the alpha byte is the coverage. Each renderer runs through the
benchmark contract (run.py's peers). Errors are |alpha - 255 * exact| in 1/255 levels over
edge pixels (pixels an edge passes through), worst and mean, by kind and rule, and at the
pixels where two edges of a star cross. 8-bit output alone accounts for up to 0.5.
"""

import argparse
import json
import math
import os
import random
import sys
import tempfile
import time

import numpy as np

sys.dont_write_bytecode = True  # no __pycache__ in the repository when importing its scripts
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pathdata  # noqa: E402
import run as runner  # noqa: E402  (peer commands and the contract)

EPS = 1e-12


# ---------------------------------------------------------------------------------------------
# geometry

def edges_of(contours):
    """Non-horizontal edges (x0, y0, x1, y1, direction) of closed contours."""
    out = []
    for c in contours:
        for k in range(len(c)):
            (x0, y0), (x1, y1) = c[k], c[(k + 1) % len(c)]
            if y0 != y1:
                out.append((x0, y0, x1, y1, 1 if y1 > y0 else -1))
    return out


def all_segments(contours):
    return [(c[k], c[(k + 1) % len(c)]) for c in contours for k in range(len(c))]


def crossings(contours):
    """Points where two segments of the contours meet, other than at shared endpoints."""
    segs = all_segments(contours)
    out = []
    for a in range(len(segs)):
        (ax0, ay0), (ax1, ay1) = segs[a]
        for b in range(a + 1, len(segs)):
            (bx0, by0), (bx1, by1) = segs[b]
            dxa, dya, dxb, dyb = ax1 - ax0, ay1 - ay0, bx1 - bx0, by1 - by0
            den = dxa * dyb - dya * dxb
            if den == 0:
                continue
            t = ((bx0 - ax0) * dyb - (by0 - ay0) * dxb) / den
            u = ((bx0 - ax0) * dya - (by0 - ay0) * dxa) / den
            if -EPS <= t <= 1 + EPS and -EPS <= u <= 1 + EPS:
                at_end = (t < 1e-9 or t > 1 - 1e-9) and (u < 1e-9 or u > 1 - 1e-9)
                if not at_end:
                    out.append((ax0 + t * dxa, ay0 + t * dya))
    return out


def passes(winding, evenodd):
    return (winding % 2 != 0) if evenodd else (winding != 0)


def _clamped_integral(xa, xb, h, columns):
    """For each column i: the integral over a slab of height h of clamp(x(y) - i, 0, 1), x going
    linearly from xa to xb. Closed form: h * (G(xb - i) - G(xa - i)) / (xb - xa)."""
    ua, ub = xa - columns, xb - columns
    if abs(xb - xa) < 1e-9:
        return h * np.clip((ua + ub) / 2, 0.0, 1.0)

    def antiderivative(u):
        return np.where(u <= 0, 0.0, np.where(u >= 1, u - 0.5, u * u / 2))

    return h * (antiderivative(ub) - antiderivative(ua)) / (xb - xa)


def exact_coverage(contours, evenodd):
    """(x0, y0, coverage array [rows, columns]) over the integer bounding box of the contours."""
    xs = [p[0] for c in contours for p in c]
    ys = [p[1] for c in contours for p in c]
    x0, x1 = math.floor(min(xs)), math.ceil(max(xs))
    y0, y1 = math.floor(min(ys)), math.ceil(max(ys))
    x1, y1 = max(x1, x0 + 1), max(y1, y0 + 1)
    cover = np.zeros((y1 - y0, x1 - x0))
    columns = np.arange(x0, x1, dtype=np.float64)
    edges = edges_of(contours)
    cuts = set(range(y0, y1 + 1)) | set(ys) | {p[1] for p in crossings(contours)}
    cuts = sorted(y for y in cuts if y0 <= y <= y1)
    for ya, yb in zip(cuts, cuts[1:]):
        h = yb - ya
        if h <= EPS:
            continue
        ym = (ya + yb) / 2
        row = int(math.floor(ym)) - y0
        active = []
        for ex0, ey0, ex1, ey1, d in edges:
            if min(ey0, ey1) < ym < max(ey0, ey1):
                slope = (ex1 - ex0) / (ey1 - ey0)
                active.append((ex0 + (ym - ey0) * slope, ex0 + (ya - ey0) * slope, ex0 + (yb - ey0) * slope, d))
        active.sort()
        winding = 0
        for k in range(len(active) - 1):
            winding += active[k][3]
            if passes(winding, evenodd):
                _, la, lb, _ = active[k]
                _, ra, rb, _ = active[k + 1]
                cover[row] += _clamped_integral(ra, rb, h, columns) - _clamped_integral(la, lb, h, columns)
    return x0, y0, cover


def pixel_coverage_direct(contours, evenodd, i, j):
    """The literal per-pixel method, for the self-test: cut [j, j+1] at vertices, crossings and
    where edges cross x = i or x = i + 1; in each piece the covered length is linear in y, so
    evaluate it at the middle y."""
    edges = edges_of(contours)
    cuts = {j, j + 1}
    cuts |= {p[1] for c in contours for p in c}
    cuts |= {p[1] for p in crossings(contours)}
    for ex0, ey0, ex1, ey1, _ in edges:
        if ex0 != ex1:
            for side in (i, i + 1):
                t = (side - ex0) / (ex1 - ex0)
                if 0 <= t <= 1:
                    cuts.add(ey0 + t * (ey1 - ey0))
    cuts = sorted(y for y in cuts if j <= y <= j + 1)
    total = 0.0
    for ya, yb in zip(cuts, cuts[1:]):
        if yb - ya <= EPS:
            continue
        ym = (ya + yb) / 2
        hits = []
        for ex0, ey0, ex1, ey1, d in edges:
            if min(ey0, ey1) < ym < max(ey0, ey1):
                hits.append((ex0 + (ym - ey0) * (ex1 - ex0) / (ey1 - ey0), d))
        hits.sort()
        winding = sum(d for x, d in hits if x <= i)
        position, length = float(i), 0.0
        for x, d in [(x, d) for x, d in hits if i < x < i + 1] + [(i + 1.0, 0)]:
            if passes(winding, evenodd):
                length += x - position
            winding += d
            position = x
        total += length * (yb - ya)
    return total


def supersampled(contours, evenodd, i, j, n=256):
    """Fraction of an n x n grid of sample points of pixel (i, j) inside the shape."""
    s = (np.arange(n) + 0.5) / n
    px, py = np.meshgrid(i + s, j + s)
    winding = np.zeros_like(px, dtype=np.int64)
    for ex0, ey0, ex1, ey1, d in edges_of(contours):
        lo, hi = min(ey0, ey1), max(ey0, ey1)
        within = (py >= lo) & (py < hi)
        xc = ex0 + (py - ey0) * (ex1 - ex0) / (ey1 - ey0)
        winding += np.where(within & (xc < px), d, 0)
    inside = (winding % 2 != 0) if evenodd else (winding != 0)
    return float(inside.mean())


def edge_pixels(contours):
    """Pixels (i, j) an edge passes through: each segment is cut where it crosses a grid line,
    and the middle of each piece names its pixel."""
    out = set()
    for (ax, ay), (bx, by) in all_segments(contours):
        ts = {0.0, 1.0}
        for a, b in ((ax, bx), (ay, by)):
            if a != b:
                lo, hi = sorted((a, b))
                for g in range(math.ceil(lo), math.floor(hi) + 1):
                    ts.add((g - a) / (b - a))
        ts = sorted(t for t in ts if 0 <= t <= 1)
        for ta, tb in zip(ts, ts[1:]):
            if tb - ta > EPS:
                t = (ta + tb) / 2
                out.add((math.floor(ax + t * (bx - ax)), math.floor(ay + t * (by - ay))))
    return out


def is_simple(contour):
    n = len(contour)
    segs = all_segments([contour])
    for a in range(n):
        for b in range(a + 1, n):
            if b == a + 1 or (a == 0 and b == n - 1):
                continue
            (p, q), (r, s) = segs[a], segs[b]
            if _segments_meet(p, q, r, s):
                return False
    return True


def _segments_meet(p, q, r, s):
    def orient(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return (v > 0) - (v < 0)
    o1, o2, o3, o4 = orient(p, q, r), orient(p, q, s), orient(r, s, p), orient(r, s, q)
    return o1 != o2 and o3 != o4 or 0 in (o1, o2, o3, o4) and _bbox_touch(p, q, r, s)


def _bbox_touch(p, q, r, s):
    return (min(p[0], q[0]) <= max(r[0], s[0]) and min(r[0], s[0]) <= max(p[0], q[0])
            and min(p[1], q[1]) <= max(r[1], s[1]) and min(r[1], s[1]) <= max(p[1], q[1]))


# ---------------------------------------------------------------------------------------------
# self-test

def self_test():
    failures = []

    def check(name, got, want, tol):
        ok = abs(got - want) <= tol
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {got:.12f} (want {want:.12f}, tolerance {tol:g})")
        if not ok:
            failures.append(name)

    def covered(contours, evenodd, i, j):
        x0, y0, c = exact_coverage(contours, evenodd)
        r, k = j - y0, i - x0
        return float(c[r, k]) if 0 <= r < c.shape[0] and 0 <= k < c.shape[1] else 0.0

    # 1. a unit square at fractional offsets covers four pixels by the products of its overlaps
    for ox, oy in ((0.25, 0.6), (0.5, 0.5), (0.0, 0.3), (0.93, 0.07)):
        sq = [[(3 + ox, 5 + oy), (4 + ox, 5 + oy), (4 + ox, 6 + oy), (3 + ox, 6 + oy)]]
        for di, wx in ((0, 1 - ox), (1, ox)):
            for dj, wy in ((0, 1 - oy), (1, oy)):
                check(f"unit square +({ox}, {oy}) pixel ({3 + di}, {5 + dj})", covered(sq, False, 3 + di, 5 + dj),
                      wx * wy, 1e-12)
    # 2. a triangle: the pixels add up to its area, each one agrees with the literal method
    tri = [[(0.2, 0.1), (7.7, 1.3), (3.1, 6.9)]]
    x0, y0, c = exact_coverage(tri, False)
    area = abs((7.7 - 0.2) * (6.9 - 0.1) - (3.1 - 0.2) * (1.3 - 0.1)) / 2
    check("triangle: sum of pixel coverage = area", float(c.sum()), area, 1e-9)
    worst = max(abs(c[j - y0, i - x0] - pixel_coverage_direct(tri, False, i, j))
                for j in range(y0, y0 + c.shape[0]) for i in range(x0, x0 + c.shape[1]))
    check("triangle: worst pixel vs the literal per-pixel method", worst, 0.0, 1e-12)
    j, i = np.unravel_index(np.argmin(np.abs(c - 0.5)), c.shape)  # an edge pixel, coverage near 1/2
    check(f"triangle: pixel ({i + x0}, {j + y0}) vs 256 x 256 supersampling", float(c[j, i]),
          supersampled(tri, False, i + x0, j + y0), 1e-3)
    # 3. two overlapping squares, same direction: nonzero counts the overlap once, even-odd never
    a = [(0.3, 0.4), (2.3, 0.4), (2.3, 2.4), (0.3, 2.4)]
    b = [(1.3, 1.4), (3.3, 1.4), (3.3, 3.4), (1.3, 3.4)]
    for evenodd, total in ((False, 7.0), (True, 6.0)):
        rule = "even-odd" if evenodd else "nonzero"
        check(f"two squares, {rule}: total area", float(exact_coverage([a, b], evenodd)[2].sum()), total, 1e-9)
        # pixel (1, 1) lies inside a and 0.7 x 0.6 of it inside b; pixel (2, 2) inside b, 0.3 x 0.4 in a
        check(f"two squares, {rule}: pixel (1, 1)", covered([a, b], evenodd, 1, 1), 1 - 0.42 if evenodd else 1.0, 1e-12)
        check(f"two squares, {rule}: pixel (2, 2)", covered([a, b], evenodd, 2, 2), 1 - 0.12 if evenodd else 1.0, 1e-12)
        check(f"two squares, {rule}: pixel (2, 2) vs the literal method",
              covered([a, b], evenodd, 2, 2), pixel_coverage_direct([a, b], evenodd, 2, 2), 1e-12)
    # 4. the {5/2} star: outline and inner pentagon in closed form, crossing pixels by supersampling
    # Turned by 0.3 rad so that no edge is horizontal or vertical: supersampling a grid-aligned
    # edge is off by up to 1/256 on its own, which would test the sampler, not the reference.
    R, cx, cy, turn = 40.0, 50.3, 50.7, 0.3
    star = [[(cx + R * math.cos(turn + 4 * math.pi * k / 5), cy + R * math.sin(turn + 4 * math.pi * k / 5))
             for k in range(5)]]
    r = R * math.cos(2 * math.pi / 5) / math.cos(math.pi / 5)
    outline = 5 * R * r * math.sin(math.pi / 5)
    pentagon = 2.5 * r * r * math.sin(2 * math.pi / 5)
    check("{5/2} star, nonzero: area = outline", float(exact_coverage(star, False)[2].sum()), outline, 1e-8)
    check("{5/2} star, even-odd: area = outline - inner pentagon", float(exact_coverage(star, True)[2].sum()),
          outline - pentagon, 1e-8)
    for k, (px, py) in enumerate(crossings(star)):
        i, j = math.floor(px), math.floor(py)
        for evenodd in (False, True):
            rule = "even-odd" if evenodd else "nonzero"
            got = covered(star, evenodd, i, j)
            check(f"{{5/2}} star crossing {k} pixel ({i}, {j}), {rule}: vs 256 x 256 supersampling", got,
                  supersampled(star, evenodd, i, j), 1e-3)
            check(f"{{5/2}} star crossing {k} pixel ({i}, {j}), {rule}: vs the literal method", got,
                  pixel_coverage_direct(star, evenodd, i, j), 1e-12)
    # 5. a random {7/3} star: every pixel of the row method agrees with the literal method
    rng = random.Random(5)
    star7 = [[(30.37 + 17.3 * math.cos(0.4 + 2 * math.pi * ((k * 3) % 7) / 7),
               20.81 + 17.3 * math.sin(0.4 + 2 * math.pi * ((k * 3) % 7) / 7)) for k in range(7)]]
    for evenodd in (False, True):
        x0, y0, c = exact_coverage(star7, evenodd)
        pixels = [(rng.randrange(x0, x0 + c.shape[1]), rng.randrange(y0, y0 + c.shape[0])) for _ in range(150)]
        worst = max(abs(c[j - y0, i - x0] - pixel_coverage_direct(star7, evenodd, i, j)) for i, j in pixels)
        check(f"{{7/3}} star, {'even-odd' if evenodd else 'nonzero'}: worst of 150 pixels vs the literal method",
              worst, 0.0, 1e-12)
    print(f"\n{'all checks passed' if not failures else f'{len(failures)} FAILED'}")
    return 0 if not failures else 1


# ---------------------------------------------------------------------------------------------
# single-shape scenes

CELL = 256


def _generator():
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "Benchmarks", "Scenes"))
    import generate
    return generate


def _fmt(v):
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _d(contour):
    return "M " + " L ".join(f"{_fmt(x)} {_fmt(y)}" for x, y in contour) + " Z"


def make_shapes(stars, simple, seed):
    """[(kind, rule_is_evenodd, contour)] placed one per cell, and the canvas size."""
    gen = _generator()
    shapes = []
    if stars:
        scene = gen.scene("star-polygons", seed, stars / gen.SCENES["star-polygons"][1])
        for sh in scene["shapes"][:stars]:
            shapes.append(("star", sh["rule"] == "evenodd", pathdata.polygons(sh["d"])[0]))
    if simple:
        rng = random.Random(f"{seed}:exact-simple")
        big = gen.scene("big-fills", seed, min(1.0, (simple + 1) // 2 / gen.SCENES["big-fills"][1]))
        polygons = [pathdata.polygons(sh["d"])[0] for sh in big["shapes"]][:(simple + 1) // 2]
        for k in range(simple - len(polygons)):
            # Random star-shaped polygons: one vertex in each of n equal sectors round the origin,
            # so every gap is under half a turn and the origin sees every edge (simple).
            n = rng.randint(5, 12)
            angles = [2 * math.pi * (s + rng.uniform(0.05, 0.95)) / n for s in range(n)]
            radii = [rng.uniform(0.35, 1.0) for _ in range(n)]
            polygons.append([(r * math.cos(a), r * math.sin(a)) for a, r in zip(angles, radii)])
        for k, poly in enumerate(polygons):
            px = sum(p[0] for p in poly) / len(poly)
            py = sum(p[1] for p in poly) / len(poly)
            reach = max(math.hypot(x - px, y - py) for x, y in poly)
            scale = rng.uniform(10, 120) / reach
            shapes.append(("simple", k % 2 == 1, [((x - px) * scale, (y - py) * scale) for x, y in poly]))
    placed = []
    columns = max(1, min(10, len(shapes)))
    rng = random.Random(f"{seed}:exact-offsets")
    for index, (kind, evenodd, contour) in enumerate(shapes):
        col, row = index % columns, index // columns
        xs, ys = [p[0] for p in contour], [p[1] for p in contour]
        if kind == "star":  # integer shift keeps the generator's two-decimal coordinates exact
            dx = col * CELL + CELL // 2 - round((min(xs) + max(xs)) / 2)
            dy = row * CELL + CELL // 2 - round((min(ys) + max(ys)) / 2)
        else:
            dx = col * CELL + CELL / 2 + rng.uniform(-0.5, 0.5)
            dy = row * CELL + CELL / 2 + rng.uniform(-0.5, 0.5)
        moved = [(float(_fmt(x + dx)), float(_fmt(y + dy))) for x, y in contour]
        if kind == "simple" and not is_simple(moved):
            continue
        placed.append((kind, evenodd, moved))
    rows = (len(shapes) + columns - 1) // columns
    return placed, columns * CELL, max(1, rows) * CELL


def compare(args):
    shapes, width, height = make_shapes(args.stars, args.simple, args.seed)
    scene = {"format": "peers-scene/1", "name": "exact-coverage",
             "description": "single shapes, one per 256 px cell, opaque white on transparent: alpha = coverage",
             "width": width, "height": height, "background": [0, 0, 0, 0],
             "shapes": [{"d": _d(c), "fill": [255, 255, 255, 255], "rule": "evenodd" if eo else "nonzero"}
                        for _, eo, c in shapes]}
    t0 = time.time()
    exact = np.zeros((height, width))
    groups = {}  # (kind, rule) -> list of flat pixel indices of edge pixels; plus crossings
    for kind, evenodd, contour in shapes:
        x0, y0, c = exact_coverage([contour], evenodd)
        exact[y0:y0 + c.shape[0], x0:x0 + c.shape[1]] += c
        rule = "even-odd" if evenodd else "nonzero"
        pixels = [(j * width + i) for i, j in edge_pixels([contour]) if 0 <= i < width and 0 <= j < height]
        groups.setdefault((kind, rule), []).extend(pixels)
        if kind == "star":
            cross = {(math.floor(y) * width + math.floor(x)) for x, y in crossings([contour])}
            groups.setdefault(("star", rule + ", crossing pixels"), []).extend(sorted(cross))
    print(f"# exact coverage of {len(shapes)} shapes in {time.time() - t0:.1f} s", file=sys.stderr)
    keys = [k for k in [("simple", "nonzero"), ("simple", "even-odd"), ("star", "nonzero"), ("star", "even-odd"),
                        ("star", "nonzero, crossing pixels"), ("star", "even-odd, crossing pixels")] if k in groups]
    indices = {k: np.array(sorted(set(groups[k])), dtype=np.int64) for k in keys}
    peers = runner.peer_commands(args)
    from PIL import Image
    results = {"shapes": {k[0] + " " + k[1]: int(indices[k].size) for k in keys}, "peers": {}}
    with tempfile.TemporaryDirectory() as tmp:
        scene_file = os.path.join(tmp, "exact.json")
        with open(scene_file, "w") as f:
            json.dump(scene, f)
        if args.keep:
            os.makedirs(args.keep, exist_ok=True)
            with open(os.path.join(args.keep, "exact.json"), "w") as f:
                json.dump(scene, f)
        for name, argv in peers.items():
            png = os.path.join(args.keep or tmp, name + ".png")
            try:
                runner.run_contract(argv, scene_file, 1, 0, png)
            except Exception as e:
                print(f"# {name}: FAILED {e}", file=sys.stderr)
                continue
            alpha = np.asarray(Image.open(png).convert("RGBA"))[..., 3].astype(np.float64)
            error = np.abs(alpha - 255.0 * exact)
            flat = error.ravel()
            row = {"worst_anywhere": float(error.max())}
            for k in keys:
                e = flat[indices[k]]
                row[k[0] + " " + k[1]] = {"worst": float(e.max()), "mean": float(e.mean())}
            results["peers"][name] = row
            print(f"# {name}: done", file=sys.stderr)
    header = [f"{k[0]}, {k[1]}" for k in keys]
    counts = [f"{results['shapes'][k[0] + ' ' + k[1]]:,} px" for k in keys]
    print(f"Error against exact area coverage, |alpha − 255·coverage| in 1/255 levels over edge pixels, "
          f"worst / mean ({sum(1 for s in shapes if s[0] == 'star')} stars, "
          f"{sum(1 for s in shapes if s[0] == 'simple')} simple polygons, seed {args.seed}):\n")
    print("| renderer | " + " | ".join(header) + " | worst anywhere |")
    print("|---" * (len(keys) + 2) + "|")
    print("| (pixels) | " + " | ".join(counts) + " | |")
    for name, row in results["peers"].items():
        cells = [f"{row[k[0] + ' ' + k[1]]['worst']:.1f} / {row[k[0] + ' ' + k[1]]['mean']:.2f}" for k in keys]
        print(f"| {name} | " + " | ".join(cells) + f" | {row['worst_anywhere']:.1f} |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
        print(f"\nraw results: {args.json}")
    return 0


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--self-test", action="store_true", help="check the exact reference and exit")
    parser.add_argument("--stars", type=int, default=100, help="self-intersecting stars (default 100)")
    parser.add_argument("--simple", type=int, default=100, help="simple polygons (default 100)")
    parser.add_argument("--seed", type=int, default=None, help="generate.py seed (default: its own default)")
    parser.add_argument("--controlkit", default=os.path.join(runner.REPO, ".build", "release", "controlkit"),
                        help="portable build (default .build/release/controlkit)")
    parser.add_argument("--controlkit-native", default=os.path.join(runner.REPO, ".build-native", "release", "controlkit"),
                        help="-target-cpu native build (default .build-native/release/controlkit)")
    parser.add_argument("--peers", default="controlkit,controlkit-native,blend2d,skia,cairo,tiny-skia",
                        help="renderers to check (run.py's names; default: both ControlKit builds, blend2d, "
                             "skia, cairo, tiny-skia)")
    parser.add_argument("--keep", metavar="DIR", help="keep the scene and every renderer's PNG in DIR")
    parser.add_argument("--json", metavar="FILE", help="write the figures as JSON too")
    args = parser.parse_args(argv)
    if args.self_test:
        return self_test()
    if args.seed is None:
        args.seed = _generator().DEFAULT_SEED
    return compare(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
