#!/usr/bin/env python3
"""The in-process Python peers, each behind the benchmark contract of docs/scene-format.md:

    python pypeers.py skia    --scene SCENE.json [--out OUT.png] [--reps N] [--warmup W]
    python pypeers.py blend2d --scene SCENE.json [--out OUT.png] [--reps N] [--warmup W]

Run with the venv that Benchmarks/Peers/setup.sh makes (skia-python, blend2d-python, numpy,
Pillow). Both parse the scene once, untimed, into the library's own path objects, and time
only clear + fill of every shape, on one thread, with Python's garbage collector off:

  skia     every shape is recorded once (untimed) into an SkPicture; a timed render is
           canvas.clear(background) + canvas.drawPicture(picture): the whole scene is one
           binding call, Skia plays the shapes back in C++.
  blend2d  one BLPath per shape built once (untimed); a timed render is SRC_COPY fill_all of
           the background, then per shape set_fill_style(colour) [+ fill_rule when it changes]
           + fill_path(path), then flush. The binding has no recording or batch call, so two
           or three Python-to-C++ calls per shape remain in the timed loop; `run.py overhead`
           measures their cost (empty paths) and the C peer blend2d_bench, built on the same
           libblend2d.a, shows Blend2D without them.

Output: one JSON line {"peer", "version", "render_ms": [...], "parse_ms"}; --out writes the
last render as an 8-bit straight-alpha RGBA PNG.
"""

import argparse
import gc
import importlib.metadata
import json
import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the repository when importing its scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pathdata  # noqa: E402


def load(path):
    with open(path, encoding="utf-8") as f:
        s = json.load(f)
    shapes = [(pathdata.parse(sh.get("d", "")), tuple(sh["fill"]), sh.get("rule", "nonzero") == "evenodd")
              for sh in s["shapes"]]
    return s["width"], s["height"], tuple(s["background"]), shapes


def unpremultiplied(rgba):
    """Premultiplied RGBA uint8 (H, W, 4) -> straight alpha, as PNG stores it."""
    import numpy as np
    px = rgba.astype(np.float64)
    a = px[..., 3:4]
    rgb = np.where(a > 0, np.clip(np.round(px[..., :3] * 255.0 / np.maximum(a, 1)), 0, 255), 0)
    return np.concatenate([rgb, a], axis=-1).astype(np.uint8)


def save_png(straight_rgba, path):
    from PIL import Image
    Image.fromarray(straight_rgba, "RGBA").save(path)


class Skia:
    name = "skia"

    def version(self):
        import skia
        return f"skia-python {skia.__version__}"

    def prepare(self, width, height, background, shapes):
        import numpy as np
        import skia
        self.pixels = np.zeros((height, width, 4), np.uint8)
        self.surface = skia.Surface(self.pixels, colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType)
        self.canvas = self.surface.getCanvas()
        self.background = skia.ColorSetARGB(background[3], *background[:3])
        recorder = skia.PictureRecorder()
        c = recorder.beginRecording(skia.Rect.MakeWH(width, height))
        for ops, (r, g, b, a), evenodd in shapes:
            path = skia.Path()
            for op in ops:
                kind, v = op[0], op[1:]
                if kind == "M":
                    path.moveTo(*v)
                elif kind == "L":
                    path.lineTo(*v)
                elif kind == "Q":
                    path.quadTo(*v)
                elif kind == "C":
                    path.cubicTo(*v)
                else:
                    path.close()
            path.setFillType(skia.PathFillType.kEvenOdd if evenodd else skia.PathFillType.kWinding)
            paint = skia.Paint(AntiAlias=True, Color=skia.ColorSetARGB(a, r, g, b))
            c.drawPath(path, paint)
        self.picture = recorder.finishRecordingAsPicture()

    def render(self):
        self.canvas.clear(self.background)
        self.canvas.drawPicture(self.picture)

    def straight_rgba(self):
        return unpremultiplied(self.pixels)


class Blend2D:
    name = "blend2d"

    def version(self):
        # The binding's BL_VERSION constant is its own; the library inside the wheel reports
        # its version through blRuntimeQueryInfo (see blend2d_bench), not through Python.
        return f"blend2d-python {importlib.metadata.version('blend2d-python')}"

    def prepare(self, width, height, background, shapes):
        import blend2d as bl
        self.bl = bl
        self.image = bl.BLImage(width, height, bl.BLFormat.PRGB32)
        self.context = bl.BLContext(self.image)
        self.background = tuple(c / 255.0 for c in background)
        self.items = []
        for ops, (r, g, b, a), evenodd in shapes:
            path = bl.BLPath()
            for op in ops:
                kind, v = op[0], op[1:]
                if kind == "M":
                    path.move_to(*v)
                elif kind == "L":
                    path.line_to(*v)
                elif kind == "Q":
                    path.quadric_to(*v)
                elif kind == "C":
                    path.cubic_to(*v)
                else:
                    path.close()
            rule = bl.BLFillRule.EVEN_ODD if evenodd else bl.BLFillRule.NON_ZERO
            self.items.append((path, (r / 255.0, g / 255.0, b / 255.0, a / 255.0), rule))

    def render(self):
        bl, ctx = self.bl, self.context
        ctx.comp_op = bl.BLCompOp.SRC_COPY
        ctx.set_fill_style(self.background)
        ctx.fill_all()
        ctx.comp_op = bl.BLCompOp.SRC_OVER
        set_style, fill = ctx.set_fill_style, ctx.fill_path
        current = None
        for path, colour, rule in self.items:
            if rule is not current:
                ctx.fill_rule = rule
                current = rule
            set_style(colour)
            fill(path)
        ctx.flush()

    def straight_rgba(self):
        # getDataAsNumPy gives the PRGB32 pixels as premultiplied R, G, B, A bytes.
        return unpremultiplied(self.image.getDataAsNumPy())


PEERS = {"skia": Skia, "blend2d": Blend2D}


def main(argv):
    parser = argparse.ArgumentParser(
        description="Python in-process peers (Skia, Blend2D) behind the benchmark contract.",
        epilog=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("peer", choices=sorted(PEERS))
    parser.add_argument("--scene", required=True, help="peers-scene/1 JSON file")
    parser.add_argument("--out", help="write the last render to this PNG")
    parser.add_argument("--reps", type=int, default=5, help="timed renders (default 5)")
    parser.add_argument("--warmup", type=int, default=1, help="untimed renders before them (default 1)")
    a = parser.parse_args(argv)
    if a.reps < 1 or a.warmup < 0:
        parser.error("--reps >= 1 and --warmup >= 0")
    peer = PEERS[a.peer]()
    t0 = time.perf_counter_ns()
    peer.prepare(*load(a.scene))
    parse_ms = (time.perf_counter_ns() - t0) / 1e6
    times = []
    gc.collect()
    gc.disable()
    for rep in range(a.warmup + a.reps):
        start = time.perf_counter_ns()
        peer.render()
        elapsed = (time.perf_counter_ns() - start) / 1e6
        if rep >= a.warmup:
            times.append(round(elapsed, 3))
    gc.enable()
    if a.out:
        save_png(peer.straight_rgba(), a.out)
    print(json.dumps({"peer": peer.name, "version": peer.version(), "render_ms": times,
                      "parse_ms": round(parse_ms, 3)}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
