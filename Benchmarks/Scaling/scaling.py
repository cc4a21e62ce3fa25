#!/usr/bin/env python3
"""Looks for inputs on which some stage of controlkit is super-linear (issue #17).

    python3 Benchmarks/Scaling/scaling.py --controlkit .build/release/controlkit [--only NAME ...]

For every case it writes a hostile input at three sizes, n, 2n and 4n, runs the controlkit
command on each (wall time, best of --reps runs, through subprocess) and prints one row:

    case, n, t(n), t(2n), t(4n), ratio t(4n)/t(n), verdict, exit statuses

The ratio is taken over the time above the command's start-up time (the same command on a
trivial input, measured first), so a case of a few tens of milliseconds is not swamped by
loading fonts. Verdicts: `linear` (ratio <= 5, about 4 expected), `n log n` (<= 8, about 4.5-6),
`SUPER-LINEAR` (> 8, or a size that ran past --timeout), `fast` (the 4n case takes less than
--floor seconds above start-up: nothing to measure). Sizes are chosen so the 4n case takes
about 0.5-3 s on the project's machine, or sits at a documented limit (docs/limits.md); --factor
multiplies every n (a size at a limit stays there). An exit status of 2 means controlkit refused
the input (a limit, or an input that is read and then refused): the reading is what is timed.

Exit status 1 when any case is SUPER-LINEAR. Python 3, standard library only.
"""

import argparse
import json
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib


# ---------------------------------------------------------------------------------------------
# Inputs

def rng(name):
    return random.Random(f"scaling:{name}")


def num(value):
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def scene(items, width=200, height=200):
    return json.dumps({"format": "controlkit-scene/1", "name": "scaling", "width": width, "height": height,
                       "scale": 1, "background": "#FFFFFF", "items": items}, separators=(",", ":"))


def write(folder, name, text):
    path = os.path.join(folder, name)
    mode = "wb" if isinstance(text, bytes) else "w"
    with open(path, mode) as f:
        f.write(text)
    return path


def scene_case(make):
    """A case run as `controlkit scene FILE --output OUT.png`."""
    def run(n, folder):
        path = write(folder, "scene.json", make(n))
        return ["scene", path, "--output", os.path.join(folder, "out.png")]
    run.command = "scene"
    return run


def svg(body, width=200, height=200, head=""):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'width="{width}" height="{height}" viewBox="0 0 {width} {height}"{head}>\n{body}\n</svg>\n')


def svg_case(make):
    """A case run as `controlkit svg FILE --output OUT.png`."""
    def run(n, folder):
        path = write(folder, "in.svg", make(n))
        return ["svg", path, "--output", os.path.join(folder, "out.png")]
    run.command = "svg"
    return run


def figures_case(make):
    """A case run as `controlkit render FILE --out DIR`."""
    def run(n, folder):
        path = write(folder, "figures.yaml", make(n))
        out = os.path.join(folder, "out")
        shutil.rmtree(out, ignore_errors=True)
        return ["render", path, "--out", out]
    run.command = "render"
    return run


def polyline(name, n, step):
    """n points wandering over a 200 x 200 canvas, `step` px apart on average."""
    r = rng(name)
    x, y = 100.0, 100.0
    out = ["M100 100"]
    for _ in range(n - 1):
        x = min(195.0, max(5.0, x + r.uniform(-step, step)))
        y = min(195.0, max(5.0, y + r.uniform(-step, step)))
        out.append(f"L{num(x)} {num(y)}")
    return "".join(out)


def scattered(name, n):
    r = rng(name)
    return [(r.uniform(2, 198), r.uniform(2, 198)) for _ in range(n)]


# Scene files (docs/scene-format.md)

def path_polyline(n):
    # Long edges (up to 60 px): the rasterizer's work follows the edges' length.
    return scene([{"type": "path", "d": polyline("polyline", n, 30), "fill": "#007AFF", "rule": "evenodd"}])


def path_subpaths(n):
    d = "".join(f"M{num(x)} {num(y)}h.1v.1z" for x, y in scattered("subpaths", n))
    return scene([{"type": "path", "d": d, "fill": "#000000"}])


def path_arcs(n):
    r = rng("arcs")
    parts = ["M100 100"]
    for _ in range(n):
        parts.append(f"A{num(r.uniform(2, 20))} {num(r.uniform(2, 20))} {r.randrange(360)} {r.randrange(2)} {r.randrange(2)} "
                     f"{num(r.uniform(10, 190))} {num(r.uniform(10, 190))}")
    return scene([{"type": "path", "d": "".join(parts), "fill": "#FF9500", "rule": "evenodd"}])


def path_items(n):
    items = [{"type": "path", "d": f"M{num(x)} {num(y)}l3 0l-1.5 3z", "fill": "#34C759"} for x, y in scattered("items", n)]
    return scene(items)


def nested_groups(depth):
    """`depth` groups inside one another, each a layer (opacity) with a clip and one path."""
    def level(k):
        inset = k * 2
        item = {"type": "group", "opacity": 0.97, "clip": f"M{inset} {inset}H{1000 - inset}V{1000 - inset}H{inset}Z",
                "items": [{"type": "path", "d": f"M{inset} {inset + 10}L{1000 - inset} {inset + 40}V{inset + 60}Z",
                           "fill": "#5856D6"}]}
        if k + 1 < depth:
            item["items"].append(level(k + 1))
        return item
    return scene([level(0)], 1000, 1000)


def group_chains(n):
    """n/32 chains of 32 nested groups (the depth limit), each with a transform, a small path at the bottom."""
    items = []
    for x, y in scattered("chains", max(1, n // 32)):
        node = {"type": "path", "d": f"M{num(x)} {num(y)}h2v2h-2z", "fill": "#FF3B30"}
        for _ in range(31):
            node = {"type": "group", "transform": [1, 0, 0, 1, 0.01, 0], "items": [node]}
        items.append(node)
    return scene(items)


TEXT = "The quick brown fox jumps over the lazy dog. 다람쥐 헌 쳇바퀴에 타고파. いろはにほへと "


def long_text(n, max_width=None):
    text = (TEXT * (n // len(TEXT) + 1))[:n]
    item = {"type": "text", "text": text, "font": "Inter", "size": 12, "x": 0, "y": 100, "fill": "#000000"}
    if max_width is not None:
        item["maxWidth"] = max_width
    return scene([item])


def gradient_stops(n):
    r = rng("stops")
    stops = [{"offset": i / max(n - 1, 1), "color": "#%06X" % r.randrange(1 << 24)} for i in range(n)]
    return scene([{"type": "path", "d": "M0 0H200V200H0Z",
                   "fill": {"linearGradient": {"start": [0, 0], "end": [200, 50], "stops": stops}}}])


def dashed_polyline(n):
    return scene([{"type": "stroke", "d": polyline("dashes", n, 4), "stroke": "#000000", "width": 1,
                   "dash": [0.6, 0.4]}])


def round_joins(n):
    return scene([{"type": "stroke", "d": polyline("joins", n, 6), "stroke": "#000000", "width": 6,
                   "join": "round", "cap": "round"}])


def stroke_subpaths(n):
    d = "".join(f"M{num(x)} {num(y)}l1 1" for x, y in scattered("stroke-subpaths", n))
    return scene([{"type": "stroke", "d": d, "stroke": "#000000", "width": 2, "cap": "round"}])


def dash_array(n):
    """A JSON array of n numbers: a dash pattern of n entries."""
    r = rng("dash-array")
    dash = [round(r.uniform(0.5, 3), 1) for _ in range(n)]
    return scene([{"type": "stroke", "d": polyline("dash-array", 2000, 10), "stroke": "#000000", "width": 1, "dash": dash}])


def nested_arrays(n):
    """n values in arrays nested 100 deep (the scene reader allows 104 levels), in a field that is
    read and then refused: the JSON reader is what is timed."""
    one = "[" * 100 + "1" + "]" * 100
    return ('{"format":"peers-scene/1","width":10,"height":10,"shapes":[],"each_shape_alone":['
            + ",".join([one] * max(1, n // 100)) + "]}")


def escaped_string(n):
    """Path data of n tiny subpaths written with JSON \\u escapes for every separator."""
    d = "".join(f"M{num(x)}\\u0020{num(y)}h.1v.1z" for x, y in scattered("escapes", n))
    return ('{"format":"controlkit-scene/1","width":200,"height":200,"items":[{"type":"path","d":"' + d
            + '","fill":"#000000"}]}')


# SVG documents (docs/svg-import.md)

def svg_elements(n):
    r = rng("svg-elements")
    return svg("\n".join(f'<rect x="{num(r.uniform(0, 190))}" y="{num(r.uniform(0, 190))}" width="5" height="5" '
                         f'fill="#{r.randrange(1 << 24):06x}"/>' for _ in range(n)))


def svg_use_fanout(top):
    """A `use` tree 12 levels deep: each level uses the one below twice, the top `top` times, so
    about top * 8,192 elements are visited, uses and groups included (SVGLimits.maxExpandedElements
    is 200,000)."""
    defs = ['<rect id="l0" width="1" height="1"/>']
    for k in range(1, 12):
        defs.append(f'<g id="l{k}"><use href="#l{k - 1}"/><use href="#l{k - 1}" x="0.01"/></g>')
    uses = "".join(f'<use href="#l11" x="{i % 190}" y="{i // 190}"/>' for i in range(top))
    return svg("<defs>" + "\n".join(defs) + "</defs>\n" + uses)


def svg_nesting(n):
    """n elements in chains of 60 nested `g` (SVGLimits.maxDepth is 64), each with a transform."""
    chains = []
    for x, y in scattered("svg-nesting", max(1, n // 61)):
        chains.append('<g transform="translate(0.01 0)">' * 60 + f'<rect x="{num(x)}" y="{num(y)}" width="2" height="2"/>'
                      + "</g>" * 60)
    return svg("\n".join(chains))


def svg_opacity_nesting(depth):
    """`depth` nested groups with opacity (each a layer), as deep as the output may nest (32)."""
    body = "".join(f'<g opacity="0.97"><rect x="{k}" y="{k}" width="{1000 - 2 * k}" height="20"/>' for k in range(depth))
    return svg(body + "</g>" * depth, 1000, 1000)


def svg_points(n):
    r = rng("svg-points")
    pts = " ".join(f"{num(r.uniform(0, 200))},{num(r.uniform(0, 200))}" for _ in range(n))
    return svg(f'<polygon points="{pts}" fill="#007AFF" fill-rule="evenodd"/>')


def svg_long_path(n):
    return svg(f'<path d="{polyline("svg-long-path", n, 30)}" fill-rule="evenodd"/>')


def svg_style_attribute(n):
    decls = ";".join(f"fill:#{i & 0xFFFFFF:06x}" for i in range(n))
    return svg(f'<rect x="10" y="10" width="100" height="100" style="{decls}"/>')


def svg_css_rules(n):
    """n rules, one class each, and n elements each naming one of them."""
    rules = "\n".join(f".c{i}{{fill:#{i * 2654435761 & 0xFFFFFF:06x}}}" for i in range(n))
    r = rng("css-rules")
    rects = "\n".join(f'<rect class="c{i}" x="{num(r.uniform(0, 190))}" y="{num(r.uniform(0, 190))}" width="4" height="4"/>'
                      for i in range(n))
    return svg(f"<style>{rules}</style>\n{rects}")


def svg_css_classes(n):
    """n rules `.cK` and 100 elements that each carry all n classes."""
    rules = "\n".join(f".c{i}{{stroke-width:{i % 7 + 1}}}" for i in range(n))
    classes = " ".join(f"c{i}" for i in range(n))
    rects = "\n".join(f'<rect class="{classes}" x="{k}" y="{k}" width="4" height="4"/>' for k in range(100))
    return svg(f"<style>{rules}</style>\n{rects}")


def svg_css_universal(n):
    """n rules `rect` that match every element, and n elements."""
    rules = "\n".join(f"rect{{fill-opacity:{(i % 10) / 10}}}" for i in range(n))
    r = rng("css-universal")
    rects = "\n".join(f'<rect x="{num(r.uniform(0, 190))}" y="{num(r.uniform(0, 190))}" width="4" height="4"/>'
                      for _ in range(n))
    return svg(f"<style>{rules}</style>\n{rects}")


def svg_ids(n):
    """n elements with ids in defs and n `use` elements naming them: id look-up."""
    defs = "\n".join(f'<rect id="r{i}" width="3" height="3"/>' for i in range(n))
    r = rng("svg-ids")
    uses = "\n".join(f'<use href="#r{i}" x="{num(r.uniform(0, 190))}" y="{num(r.uniform(0, 190))}"/>' for i in range(n))
    return svg(f"<defs>{defs}</defs>\n{uses}")


def svg_gradient_chains(n):
    """n gradients in chains of 16 `href`s (SVGLimits.maxUseDepth), and n rects each filled with one."""
    grads = []
    for i in range(n):
        if i % 16 == 0:
            grads.append(f'<linearGradient id="g{i}"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/>'
                         f'</linearGradient>')
        else:
            grads.append(f'<linearGradient id="g{i}" href="#g{i - 1}" x2="{i % 5 + 1}"/>')
    r = rng("gradient-chains")
    rects = "\n".join(f'<rect fill="url(#g{i})" x="{num(r.uniform(0, 190))}" y="{num(r.uniform(0, 190))}" width="6" height="6"/>'
                      for i in range(n))
    return svg("<defs>" + "\n".join(grads) + "</defs>\n" + rects)


def svg_shared_gradient(n):
    """One gradient of n/2 stops used by n/2 rects: every use resolves the stops."""
    stops = "".join(f'<stop offset="{i / n:.5f}" stop-color="#{i * 2654435761 & 0xFFFFFF:06x}"/>' for i in range(n // 2))
    r = rng("shared-gradient")
    rects = "\n".join(f'<rect fill="url(#g)" x="{num(r.uniform(0, 190))}" y="{num(r.uniform(0, 190))}" width="6" height="6"/>'
                      for _ in range(n // 2))
    return svg(f'<defs><linearGradient id="g">{stops}</linearGradient></defs>\n{rects}')


def svg_clip_paths(n):
    clips = "\n".join(f'<clipPath id="k{i}"><circle cx="{i % 200}" cy="{(i * 7) % 200}" r="4"/></clipPath>' for i in range(n))
    rects = "\n".join(f'<rect clip-path="url(#k{i})" x="{i % 200 - 5}" y="{(i * 7) % 200 - 5}" width="10" height="10"/>'
                      for i in range(n))
    return svg(f"<defs>{clips}</defs>\n{rects}")


def svg_attributes(n):
    """One element with n attributes (libxml2 checks each new attribute against the others)."""
    attrs = " ".join(f'data-a{i}="{i}"' for i in range(n))
    return svg(f'<rect x="10" y="10" width="50" height="50" {attrs}/>')


def svg_transform_list(n):
    return svg(f'<rect width="50" height="50" transform="{" ".join(["translate(0.001 0)"] * n)}"/>')


def svg_style_text(n):
    """A style sheet of n rules for an unused class, written with n entity references (n text callbacks)."""
    rules = "".join(f".u{i}{{fill:red}}&#10;" for i in range(n))
    return svg(f'<style>{rules}</style><rect width="10" height="10"/>')


# Figure files (docs/figure-files.md)

def many_figures(n):
    figs = "".join(f"  - {{name: f{i}, pageControl: {{pages: {i % 9 + 2}, currentPage: {i % 2}}}}}\n" for i in range(n))
    return f"format: controlkit-figures/1\ndefaults: {{scale: 1}}\nfigures:\n{figs}"


def picker_rows(n):
    rows = ", ".join(f"Row {i}" for i in range(n))
    return (f"format: controlkit-figures/1\ndefaults: {{scale: 1}}\nfigures:\n"
            f"  - name: picker\n    picker: {{components: [{{rows: [{rows}], selectedRow: {n // 2}}}]}}\n")


def page_control_pages(n):
    return (f"format: controlkit-figures/1\ndefaults: {{scale: 1}}\nfigures:\n"
            f"  - name: pages\n    pageControl: {{pages: {n}, currentPage: {n // 2}, backgroundStyle: prominent}}\n")


def long_strings(n):
    """A figure's description of n characters, in a double-quoted YAML string full of escapes."""
    unit = "Caf\\u00e9 \\\"quoted\\\" \\t tab "
    text = unit * max(1, n // len(unit))
    return (f"format: controlkit-figures/1\ndefaults: {{scale: 1}}\nfigures:\n"
            f"  - name: described\n    description: \"{text}\"\n    pageControl: {{pages: 3}}\n")


def yaml_anchors(n):
    """A picker component of n anchored rows and another of n aliases to them."""
    rows = ", ".join(f"&a{i} Row{i}" for i in range(n))
    aliases = ", ".join(f"*a{i}" for i in range(n))
    return (f"format: controlkit-figures/1\ndefaults: {{scale: 1}}\nfigures:\n"
            f"  - name: anchors\n    picker: {{components: [{{rows: [{rows}]}}, {{rows: [{aliases}]}}]}}\n")


def yaml_alias_fanout(n):
    """Aliases of aliases, n values in all once expanded (InputLimits allows 1,000,000), under a key
    that is then refused: the reader's expansion is what is timed."""
    lines = ["x0: &x0 [1, 2, 3, 4, 5, 6, 7, 8]"]
    size, k = 8, 0
    while size * 2 <= n:
        lines.append(f"x{k + 1}: &x{k + 1} [*x{k}, *x{k}]")
        size *= 2
        k += 1
    return ("format: controlkit-figures/1\nextra:\n" + "".join(f"  {line}\n" for line in lines)
            + "figures:\n  - {name: a, pageControl: {pages: 3}}\n")


# PNG files (controlkit diff)

def png_bytes(width, height, pixel_rows, extra_chunks=(), idat_chunk=None, level=1):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + row for row in pixel_rows)
    data = zlib.compress(raw, level)
    out = [b"\x89PNG\r\n\x1a\n", chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))]
    out += [chunk(kind, payload) for kind, payload in extra_chunks]
    size = idat_chunk or len(data) or 1
    out += [chunk(b"IDAT", data[i:i + size]) for i in range(0, len(data), size)]
    out.append(chunk(b"IEND", b""))
    return b"".join(out)


def gradient_rows(width, height, shift):
    rows = []
    for y in range(height):
        row = bytearray(width * 4)
        for x in range(0, width, 64):
            v = ((x + y + shift) * 3) & 0xFF
            row[x * 4:(x + 64) * 4] = bytes((v, 255 - v, (y + shift) & 0xFF, 255)) * min(64, width - x)
        rows.append(bytes(row))
    return rows


def diff_case(make):
    def run(n, folder):
        a, b = make(n)
        pa = write(folder, "a.png", a)
        pb = write(folder, "b.png", b)
        return ["diff", pa, pb, "--output", os.path.join(folder, "diff.png")]
    run.command = "diff"
    return run


def diff_large(n):
    """Two images of n pixels (square) that differ everywhere a little."""
    side = int(n ** 0.5)
    return png_bytes(side, side, gradient_rows(side, side, 0)), png_bytes(side, side, gradient_rows(side, side, 1))


def diff_text_chunks(n):
    rows = gradient_rows(16, 16, 0)
    chunks = [(b"tEXt", b"Comment\x00" + str(i).encode()) for i in range(n)]
    return png_bytes(16, 16, rows, chunks), png_bytes(16, 16, rows)


def diff_idat_bytes(n):
    """An image whose compressed data (about n bytes, stored) is split into 1-byte IDAT chunks."""
    side = max(8, int((n / 4) ** 0.5))
    rows = [bytes(rng(f"idat{y}").randrange(256) for _ in range(side * 4)) for y in range(side)]
    return png_bytes(side, side, rows, idat_chunk=1, level=0), png_bytes(side, side, rows)


# ---------------------------------------------------------------------------------------------
# Cases: (name, run(n, folder) -> argv after the binary, n, note). n is the smallest size; 2n
# and 4n follow. A note names the limit the 4n case sits at.

CASES = [
    ("path-polyline", scene_case(path_polyline), 100_000, "one path, n points, edges up to 60 px"),
    ("path-subpaths", scene_case(path_subpaths), 125_000, "n subpaths 'M x y h.1 v.1 z' in one d"),
    ("path-arcs", scene_case(path_arcs), 25_000, "n elliptical arcs in one d"),
    ("path-items", scene_case(path_items), 62_500, "n path items"),
    ("scene-nested-groups", scene_case(nested_groups), 8, "depth n, layer + clip each; 4n = SceneLimits.maxDepth 32"),
    ("scene-group-chains", scene_case(group_chains), 62_500, "n/32 chains of 32 nested groups"),
    ("scene-long-text", scene_case(long_text), 2_500, "one text run; 4n = maxScalarsPerLine 10,000"),
    ("scene-text-maxwidth", scene_case(lambda n: long_text(n, 150)), 2_500, "as above, cut to maxWidth 150 with '…'"),
    ("scene-gradient-stops", scene_case(gradient_stops), 50_000, "n stops on a 200 x 200 fill"),
    ("stroke-dashed", scene_case(dashed_polyline), 25_000, "n-point polyline, dashes 0.6/0.4 px"),
    ("stroke-round-joins", scene_case(round_joins), 12_500, "n-point polyline, width 6, round joins"),
    ("stroke-subpaths", scene_case(stroke_subpaths), 50_000, "n short subpaths, round caps"),
    ("json-dash-array", scene_case(dash_array), 250_000, "a dash array of n numbers"),
    ("json-nested-arrays", scene_case(nested_arrays), 250_000, "n values in arrays 100 deep (read, then refused)"),
    ("json-escaped-string", scene_case(escaped_string), 125_000, "a d string with n \\u escapes"),
    ("svg-elements", svg_case(svg_elements), 12_500, "n rects; 4n = 50,000 (maxElements 100,000)"),
    ("svg-use-fanout", svg_case(svg_use_fanout), 4, "about n * 8,192 elements visited through use (maxExpandedElements 200,000)"),
    ("svg-nesting", svg_case(svg_nesting), 12_500, "chains of 60 nested g (maxDepth 64)"),
    ("svg-opacity-nesting", svg_case(svg_opacity_nesting), 8, "depth n groups with opacity; 4n = 32 output groups"),
    ("svg-points", svg_case(svg_points), 50_000, "a polygon of n points"),
    ("svg-long-path", svg_case(svg_long_path), 12_500, "a path of n points"),
    ("svg-style-attribute", svg_case(svg_style_attribute), 62_500, "one style attribute of n declarations"),
    ("svg-css-rules", svg_case(svg_css_rules), 2_500, "n class rules, n elements"),
    ("svg-css-classes", svg_case(svg_css_classes), 1_000, "n class rules, 100 elements with n classes each"),
    ("svg-css-type-rules", svg_case(svg_css_universal), 1_000, "n 'rect' rules, n rects: every rule matches"),
    ("svg-ids", svg_case(svg_ids), 10_000, "n ids, n uses naming them"),
    ("svg-gradient-chains", svg_case(svg_gradient_chains), 6_250, "n gradients in href chains of 16, n rects"),
    ("svg-shared-gradient", svg_case(svg_shared_gradient), 1_000, "one gradient of n/2 stops used by n/2 rects"),
    ("svg-clip-paths", svg_case(svg_clip_paths), 6_250, "n clipPaths, n clipped rects"),
    ("svg-attributes", svg_case(svg_attributes), 25_000, "one element with n attributes"),
    ("svg-transform-list", svg_case(svg_transform_list), 50_000, "one transform list of n translates"),
    ("svg-style-text", svg_case(svg_style_text), 25_000, "a style sheet of n rules cut by n character references"),
    ("figures-many", figures_case(many_figures), 60, "n page-control figures at @1x"),
    ("figures-picker-rows", figures_case(picker_rows), 25_000, "one picker component; 4n = 100,000 rows"),
    ("figures-page-pages", figures_case(page_control_pages), 2_500, "4n = PageControl maxPages 10,000"),
    ("figures-long-strings", figures_case(long_strings), 1_000_000, "a description of n characters with escapes"),
    ("figures-yaml-anchors", figures_case(yaml_anchors), 12_500, "n anchors, n aliases (picker rows)"),
    ("figures-yaml-fanout", figures_case(yaml_alias_fanout), 250_000, "aliases doubling to n values (limit 1,000,000; refused key)"),
    ("diff-large", diff_case(diff_large), 2_000_000, "two images of n pixels"),
    ("diff-text-chunks", diff_case(diff_text_chunks), 25_000, "a 16 x 16 PNG with n tEXt chunks"),
    ("diff-idat-1-byte", diff_case(diff_idat_bytes), 250_000, "about n bytes of IDAT in 1-byte chunks"),
]

# Trivial inputs, timed first: the start-up time of each command.
BASELINES = {
    "scene": scene_case(lambda n: scene([])),
    "svg": svg_case(lambda n: svg('<rect width="1" height="1"/>')),
    "render": figures_case(lambda n: many_figures(1)),
    "diff": diff_case(lambda n: (png_bytes(1, 1, [b"\0\0\0\xff"]),) * 2),
}


# ---------------------------------------------------------------------------------------------
# Timing

def run_once(argv, timeout):
    start = time.perf_counter()
    try:
        done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout", ""
    return time.perf_counter() - start, done.returncode, done.stderr.decode("utf-8", "replace")


def best_of(argv, reps, timeout):
    """The shortest of `reps` runs (one run when it takes over 2 s), the exit status, and stderr."""
    best, status, err = None, None, ""
    for i in range(reps):
        t, status, err = run_once(argv, timeout)
        if t is None:
            return None, status, err
        best = t if best is None else min(best, t)
        if t > 2:
            break
    return best, status, err


def verdict(net1, net4, t4, floor):
    if t4 is None:
        return None, "SUPER-LINEAR (timeout)"
    if net4 < floor:
        return None, "fast"
    ratio = net4 / max(net1, 1e-3)
    if ratio <= 5:
        return ratio, "linear"
    if ratio <= 8:
        return ratio, "n log n"
    return ratio, "SUPER-LINEAR"


def fmt(t):
    return "timeout" if t is None else f"{t:.3f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--controlkit", required=True, help="the controlkit binary (a release build)")
    parser.add_argument("--only", action="append", default=[], help="run the cases whose name contains this (repeatable)")
    parser.add_argument("--reps", type=int, default=3, help="runs per size; the best counts (3)")
    parser.add_argument("--timeout", type=float, default=60, help="seconds before a run counts as super-linear (60)")
    parser.add_argument("--floor", type=float, default=0.05,
                        help="a 4n case less than this many seconds above start-up is 'fast' (0.05)")
    parser.add_argument("--factor", type=float, default=1, help="multiply every n by this (1)")
    parser.add_argument("--keep", help="write the inputs into this folder and keep them")
    parser.add_argument("--list", action="store_true", help="list the cases and exit")
    parser.add_argument("--verbose", action="store_true", help="print each command's first error line")
    args = parser.parse_args()

    if args.list:
        for name, _, n, note in CASES:
            print(f"{name:24} n={n:<10} {note}")
        return 0
    binary = os.path.abspath(args.controlkit)
    if not os.access(binary, os.X_OK):
        parser.error(f"{binary} is not an executable")
    cases = [c for c in CASES if not args.only or any(o in c[0] for o in args.only)]
    root = args.keep or tempfile.mkdtemp(prefix="controlkit-scaling-")
    os.makedirs(root, exist_ok=True)
    env = dict(os.environ)

    baseline = {}
    for command in sorted({c[1].command for c in cases}):
        folder = os.path.join(root, f"baseline-{command}")
        os.makedirs(folder, exist_ok=True)
        t, status, err = best_of([binary] + BASELINES[command](1, folder), max(args.reps, 3), args.timeout)
        baseline[command] = t or 0
        print(f"start-up of '{command}': {fmt(t)} s (exit {status})", file=sys.stderr)

    header = f"{'case':24} {'n':>10} {'t(n) s':>8} {'t(2n) s':>8} {'t(4n) s':>8} {'ratio':>6}  {'verdict':22} exit"
    print(header)
    print("-" * len(header))
    failed = []
    for name, make, n, note in cases:
        limit_sized = name in ("svg-css-type-rules", "svg-shared-gradient", "scene-nested-groups", "scene-long-text", "scene-text-maxwidth", "svg-opacity-nesting",
                               "figures-page-pages", "figures-picker-rows", "svg-use-fanout")
        n = n if limit_sized else max(1, int(n * args.factor))
        times, statuses, command = [], [], None
        for k, size in enumerate((n, 2 * n, 4 * n)):
            folder = os.path.join(root, f"{name}-{k}")
            os.makedirs(folder, exist_ok=True)
            argv = make(size, folder)
            command = argv[0]
            t, status, err = best_of([binary] + argv, args.reps, args.timeout)
            times.append(t)
            statuses.append(str(status))
            if args.verbose and status not in (0, "timeout"):
                first = next((line for line in err.splitlines() if line.strip()), "")
                print(f"  {name} n={size}: exit {status}: {first[:160]}", file=sys.stderr)
            if not args.keep:
                shutil.rmtree(folder, ignore_errors=True)
            if t is None:
                times += [None] * (2 - k)
                break
        base = baseline.get(command, 0)
        t1, t4 = times[0], times[2]
        net1 = (t1 - base) if t1 is not None else 0
        net4 = (t4 - base) if t4 is not None else 0
        ratio, word = verdict(net1, net4, t4, args.floor)
        if word.startswith("SUPER"):
            failed.append(name)
        print(f"{name:24} {n:>10} {fmt(times[0]):>8} {fmt(times[1]):>8} {fmt(times[2]):>8} "
              f"{'-' if ratio is None else f'{ratio:.1f}':>6}  {word:22} {'/'.join(statuses)}", flush=True)
    if not args.keep:
        shutil.rmtree(root, ignore_errors=True)
    if failed:
        print(f"\nsuper-linear: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
