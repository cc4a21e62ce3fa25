#!/usr/bin/env python3
"""Times ControlKit beside Blend2D, Skia, cairo and tiny-skia on the same scenes, in one run,
on one thread each, and prints the comparison as a Markdown table.

    Benchmarks/Peers/setup.sh                                # once: install and build the peers
    swift build -c release --product controlkit               # the portable build
    swift build -c release --product controlkit -Xswiftc -target-cpu -Xswiftc native \\
        --scratch-path .build-native                          # the build for this machine's CPU
    python3 Benchmarks/Peers/run.py bench --reps 7            # default seed + twins at seed 7
    python3 Benchmarks/Peers/run.py bench --scenes ../shared/bench-scenes --seeds ''
    python3 Benchmarks/Peers/run.py overhead                  # per-shape fixed cost only
    python3 Benchmarks/Peers/run.py table RESULTS.json        # print a saved run again

Every renderer is a command that follows the benchmark contract of docs/scene-format.md:
`COMMAND --scene S.json --out O.png --reps N --warmup W` parses the scene once (untimed),
renders it W + N times into one canvas (clear + all fills), times each of the last N renders
and prints one JSON line with "render_ms". ControlKit is run through `controlkit bench`; the
peers are the programs setup.sh builds and pypeers.py. For each scene every peer runs once in
turn (the order rotates from scene to scene so no peer always runs first or last), the median
of its N timed renders is its figure. Raw numbers go to RESULTS.json beside the table.

Scenes: Benchmarks/Scenes/generate.py writes the five kinds (ui-dots, rounded-rects,
glyph-like, big-fills, star-polygons) for every seed in --seeds into the cache folder
(default: the generator's default seed, and seed 7 for the five twins); --scenes DIR adds every
*.json of a folder. Labels: `ui-dots` (default seed), `ui-dots@7` (seed 7), `DIR/ui-dots`.

Paths: $CONTROLKIT_PEERS_HOME (default ~/.cache/controlkit-bench) holds the venv, the peer
binaries, generated scenes and results. This script itself needs only Python 3's standard
library; the Python peers run with the venv's interpreter.
"""

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the repository when importing its scripts
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
HOME = os.environ.get("CONTROLKIT_PEERS_HOME", os.path.expanduser("~/.cache/controlkit-bench"))
VENV_PYTHON = os.path.join(HOME, "venv", "bin", "python")
BIN = os.path.join(HOME, "bin")
GENERATOR = os.path.join(REPO, "Benchmarks", "Scenes", "generate.py")
KINDS = ["ui-dots", "rounded-rects", "glyph-like", "big-fills", "star-polygons"]
ALL_PEERS = ["controlkit", "controlkit-native", "blend2d", "blend2d-c", "skia", "cairo", "tiny-skia",
             "tiny-skia-native"]
# What each peer is, for the table's notes (versions come from the peers' own JSON lines).
NOTES = {
    "controlkit": "`controlkit bench`, portable release build (.build/release)",
    "controlkit-native": "`controlkit bench`, release build with -target-cpu native (.build-native)",
    "blend2d": "blend2d-python, in-process: set_fill_style + fill_path per shape (Python loop)",
    "blend2d-c": "Blend2D from C (blend2d_bench.c, the wheel's libblend2d.a): no Python per shape",
    "skia": "skia-python, in-process: SkPicture playback (no Python per shape)",
    "cairo": "cairo from C (cairo_bench.c), image surface ARGB32",
    "tiny-skia": "tiny-skia from Rust (tinyskia/), baseline x86-64 build",
    "tiny-skia-native": "tiny-skia from Rust, -C target-cpu=native",
}


def default_seed():
    sys.path.insert(0, os.path.dirname(GENERATOR))
    import generate  # the repository's own scene generator
    return generate.DEFAULT_SEED


def peer_commands(args):
    """name -> argv prefix of every peer that is built/installed, in table order."""
    commands = {
        "controlkit": [args.controlkit, "bench"],
        "controlkit-native": [args.controlkit_native, "bench"],
        "blend2d": [VENV_PYTHON, os.path.join(HERE, "pypeers.py"), "blend2d"],
        "blend2d-c": [os.path.join(BIN, "blend2d_bench")],
        "skia": [VENV_PYTHON, os.path.join(HERE, "pypeers.py"), "skia"],
        "cairo": [os.path.join(BIN, "cairo_bench")],
        "tiny-skia": [os.path.join(BIN, "tinyskia_bench")],
        "tiny-skia-native": [os.path.join(BIN, "tinyskia_bench_native")],
    }
    wanted = args.peers.split(",") if args.peers else ALL_PEERS
    out = {}
    for name in wanted:
        if name not in commands:
            sys.exit(f"unknown peer {name!r}; known: {', '.join(ALL_PEERS)}")
        exe = commands[name][0]
        if not (os.path.isfile(exe) and os.access(exe, os.X_OK)):
            print(f"# {name}: {exe} is missing, left out (run setup.sh / the swift build)", file=sys.stderr)
            continue
        out[name] = commands[name]
    return out


def run_contract(argv, scene_file, reps, warmup, png=None, timeout=3600):
    cmd = argv + ["--scene", scene_file, "--reps", str(reps), "--warmup", str(warmup)]
    if png:
        cmd += ["--out", png]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if p.returncode != 0:
        raise RuntimeError(f"exit {p.returncode}: {p.stderr.strip()[-800:]}")
    for line in reversed(p.stdout.strip().splitlines()):
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        if isinstance(obj, dict) and "render_ms" in obj:
            return obj
    raise RuntimeError(f"no JSON line with render_ms in: {p.stdout[-400:]!r}")


def generated_scenes(seeds, kinds, fraction):
    """[(label, path)] for every kind at every seed, written by generate.py when missing."""
    base = default_seed()
    out = []
    for seed in seeds:
        folder = os.path.join(HOME, "scenes", f"seed-{seed}" + (f"-f{fraction:g}" if fraction != 1 else ""))
        missing = [k for k in kinds if not os.path.exists(os.path.join(folder, k + ".json"))]
        if missing:
            cmd = [sys.executable, GENERATOR, folder, "--seed", str(seed), "--fraction", str(fraction)]
            for k in missing:
                cmd += ["--only", k]
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        for k in kinds:
            out.append((k if seed == base else f"{k}@{seed}", os.path.join(folder, k + ".json")))
    return out


def folder_scenes(folder):
    name = os.path.basename(os.path.normpath(folder))
    files = sorted(f for f in os.listdir(folder) if f.endswith(".json"))
    order = {k: i for i, k in enumerate(KINDS)}
    files.sort(key=lambda f: (order.get(f[:-5], len(KINDS)), f))
    return [(f"{name}/{f[:-5]}", os.path.join(folder, f)) for f in files]


def machine():
    info = {"platform": platform.platform(), "python": platform.python_version(), "cores": os.cpu_count()}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    info["cpu"] = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    info["loadavg"] = os.getloadavg()
    return info


def overhead_scene(n, kind):
    """n shapes that cost next to nothing to rasterize on a 16 x 16 canvas: empty paths, or
    pixel-aligned 1 x 1 squares; alternating alphas so no renderer can merge them."""
    d = "" if kind == "empty" else "M 4 4 L 5 4 L 5 5 L 4 5 Z"
    return {"format": "peers-scene/1", "name": f"overhead-{kind}", "width": 16, "height": 16,
            "background": [0, 0, 0, 255],
            "shapes": [{"d": d, "fill": [255, 255, 255, 100 + (i % 2)], "rule": "nonzero"} for i in range(n)]}


def measure_overhead(peers, n, reps, log):
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        files = {}
        for kind in ("empty", "1px"):
            files[kind] = os.path.join(tmp, kind + ".json")
            with open(files[kind], "w") as f:
                json.dump(overhead_scene(n, kind), f)
        for name, argv in peers.items():
            row = {}
            for kind, path in files.items():
                try:
                    result = run_contract(argv, path, reps, 1)
                    row[kind] = statistics.median(result["render_ms"]) * 1e3 / n
                except Exception as e:  # a failing peer is a result too
                    row[kind + "_error"] = str(e)[:300]
            out[name] = row
            log(f"overhead {name:18s} empty {row.get('empty', float('nan')):7.3f} µs/shape   "
                f"1-px {row.get('1px', float('nan')):7.3f} µs/shape")
    return {"n": n, "reps": reps, "us_per_shape": out}


def cmd_bench(args):
    peers = peer_commands(args)
    seeds = [s.strip() for s in args.seeds.split(",") if s.strip()]
    seeds = [default_seed() if s == "default" else int(s) for s in seeds]
    kinds = args.kinds.split(",") if args.kinds else KINDS
    scenes = generated_scenes(seeds, kinds, args.fraction)
    for folder in args.scenes or []:
        scenes += folder_scenes(folder)
    if not scenes or not peers:
        sys.exit("nothing to run: no scenes or no peers")
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    out_dir = args.out or os.path.join(HOME, "results", stamp)
    os.makedirs(out_dir, exist_ok=True)
    results = {"started": stamp, "argv": sys.argv[1:], "machine": machine(), "reps": args.reps,
               "warmup": args.warmup, "rounds": args.rounds, "peers": {}, "scenes": {}, "order": []}

    def log(text):
        print(text, file=sys.stderr, flush=True)

    names = list(peers)
    for index, (label, path) in enumerate(scenes):
        with open(path) as f:
            s = json.load(f)
        entry = {"file": os.path.abspath(path), "shapes": len(s["shapes"]), "width": s["width"],
                 "height": s["height"], "runs": {}}
        results["scenes"][label] = entry
        results["order"].append(label)
        for round_ in range(args.rounds):
            shift = (index + round_) % len(names)
            for name in names[shift:] + names[:shift]:
                png = os.path.join(out_dir, "png", label.replace("/", "_"), name + ".png") if args.png else None
                if png:
                    os.makedirs(os.path.dirname(png), exist_ok=True)
                t0 = time.time()
                run = entry["runs"].setdefault(name, {"render_ms": []})
                try:
                    result = run_contract(peers[name], path, args.reps, args.warmup, png)
                except Exception as e:
                    run["error"] = str(e)[:500]
                    log(f"{label:24s} {name:18s} FAILED: {run['error']}")
                    continue
                run["render_ms"] += result["render_ms"]
                run["parse_ms"] = result.get("parse_ms")
                if "simd" in result:
                    run["simd"] = result["simd"]
                results["peers"].setdefault(name, {"version": result.get("version", "?"), "note": NOTES[name]})
                log(f"{label:24s} {name:18s} median {statistics.median(result['render_ms']):9.2f} ms "
                    f"(process {time.time() - t0:5.1f} s)")
        for run in entry["runs"].values():
            if run["render_ms"]:
                run["median_ms"] = statistics.median(run["render_ms"])
        save(results, out_dir)
    if not args.no_overhead:
        results["overhead"] = measure_overhead(peers, args.overhead_n, args.reps, log)
    results["machine"]["loadavg_end"] = os.getloadavg()
    path = save(results, out_dir)
    print(table(results, args.stat))
    print(f"\nraw results: {path}")


def save(results, out_dir):
    path = os.path.join(out_dir, "results.json")
    with open(path + ".partial", "w") as f:
        json.dump(results, f, indent=1)
    os.replace(path + ".partial", path)
    return path


def fmt_ms(v):
    return "—" if v is None else (f"{v:.0f}" if v >= 1000 else f"{v:.1f}" if v >= 10 else f"{v:.2f}")


STATISTICS = {"median": statistics.median, "min": min}


def table(results, stat="median"):
    """The Markdown table; stat is how a cell sums up its renders: median (default) or min, the
    steadier of the two when other work shares the machine (it keeps the least disturbed render)."""
    labels = results["order"]
    summary = STATISTICS[stat]
    scenes = results["scenes"]
    names = [n for n in ALL_PEERS if any(n in scenes[s]["runs"] for s in labels)]

    def median(scene, name):
        times = scenes[scene]["runs"].get(name, {}).get("render_ms")
        return summary(times) if times else None

    lines = [f"{stat.capitalize()} render time in ms over {results['reps']} timed renders × {results['rounds']} round(s) "
             f"after {results['warmup']} warm-up, one thread (lower is better). "
             f"Machine: {results['machine'].get('cpu', '?')}, {results['machine'].get('cores')} cores, "
             f"load average {results['machine']['loadavg'][0]:.1f} at start"
             + (f", {results['machine']['loadavg_end'][0]:.1f} at the end." if "loadavg_end" in results["machine"] else "."),
             ""]
    lines.append("| peer | " + " | ".join(labels) + " |")
    lines.append("|---" * (len(labels) + 1) + "|")
    for name in names:
        cells = []
        for s in labels:
            run = scenes[s]["runs"].get(name)
            cells.append("—" if run is None else "FAILED" if "error" in run else fmt_ms(median(s, name)))
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    overhead = results.get("overhead", {}).get("us_per_shape", {})
    binding = None
    if "empty" in overhead.get("blend2d", {}) and "empty" in overhead.get("blend2d-c", {}):
        binding = overhead["blend2d"]["empty"] - overhead["blend2d-c"]["empty"]
        cells = []
        for s in labels:
            m = median(s, "blend2d")
            cells.append("—" if m is None else fmt_ms(m - scenes[s]["shapes"] * binding / 1e3))
        lines.append(f"| blend2d − binding ({binding:.2f} µs/shape) | " + " | ".join(cells) + " |")
    for build in ("controlkit", "controlkit-native"):
        for ref in ("blend2d", "blend2d-c"):
            if build not in names or ref not in names:
                continue
            cells = []
            for s in labels:
                a, b = median(s, build), median(s, ref)
                cells.append("—" if a is None or b is None else f"{a / b:.2f}×")
            lines.append(f"| **{build} / {ref}** | " + " | ".join(cells) + " |")
    if overhead:
        lines += ["", f"Per-shape fixed cost, µs per shape ({results['overhead']['n']:,} shapes on a 16 × 16 "
                      "canvas, median of the renders):", "", "| peer | empty path | 1-px square |", "|---|---|---|"]
        for name in names:
            row = overhead.get(name)
            if row:
                lines.append(f"| {name} | {row.get('empty', float('nan')):.3f} | {row.get('1px', float('nan')):.3f} |")
        if binding is not None:
            lines.append("")
            lines.append(f"The Python binding's cost per shape, blend2d − blend2d-c on empty paths: {binding:.3f} µs; "
                         "the `blend2d − binding` row subtracts it × the scene's shape count.")
    lines += ["", "| peer | version | what is timed |", "|---|---|---|"]
    for name in names:
        info = results["peers"].get(name, {})
        lines.append(f"| {name} | {info.get('version', '?')} | {info.get('note', NOTES.get(name, ''))} |")
    simd = {s: scenes[s]["runs"].get("controlkit", {}).get("simd") for s in labels}
    if any(v is False for v in simd.values()):
        lines.append("\nNote: controlkit reported simd: false (CONTROLKIT_SCALAR set?)")
    return "\n".join(lines)


def cmd_overhead(args):
    peers = peer_commands(args)
    results = {"order": [], "scenes": {}, "peers": {}, "reps": args.reps, "warmup": 1, "rounds": 1,
               "machine": machine(),
               "overhead": measure_overhead(peers, args.overhead_n, args.reps,
                                            lambda t: print(t, file=sys.stderr, flush=True))}
    for name in peers:
        results["peers"][name] = {"note": NOTES[name]}
    rows = results["overhead"]["us_per_shape"]
    print(f"| peer | empty path, µs/shape | 1-px square, µs/shape |\n|---|---|---|")
    for name in peers:
        r = rows.get(name, {})
        print(f"| {name} | {r.get('empty', float('nan')):.3f} | {r.get('1px', float('nan')):.3f} |")
    if "blend2d" in rows and "blend2d-c" in rows:
        print(f"\nPython binding cost per shape (blend2d − blend2d-c, empty paths): "
              f"{rows['blend2d']['empty'] - rows['blend2d-c']['empty']:.3f} µs")


def cmd_table(args):
    with open(args.results) as f:
        print(table(json.load(f), args.stat))


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)

    def common(p):
        p.add_argument("--controlkit", default=os.path.join(REPO, ".build", "release", "controlkit"),
                       help="the portable build's binary (default .build/release/controlkit)")
        p.add_argument("--controlkit-native", default=os.path.join(REPO, ".build-native", "release", "controlkit"),
                       help="the -target-cpu native build's binary (default .build-native/release/controlkit)")
        p.add_argument("--peers", help=f"comma-separated subset and order (default all: {','.join(ALL_PEERS)})")
        p.add_argument("--reps", type=int, default=7, help="timed renders per run (default 7)")
        p.add_argument("--overhead-n", type=int, default=20000, help="shapes in the overhead scenes (default 20000)")

    b = sub.add_parser("bench", help="time every peer on the scenes and print the table",
                       description="Time every peer on the scenes and print the Markdown table.")
    common(b)
    b.add_argument("--seeds", default="default,7",
                   help="generate.py seeds, comma-separated; 'default' is the generator's own "
                        "(default: default,7 = the five scenes and five twins); '' for none")
    b.add_argument("--kinds", help=f"comma-separated subset of {','.join(KINDS)}")
    b.add_argument("--fraction", type=float, default=1.0, help="generate.py --fraction, for quick trials (default 1)")
    b.add_argument("--scenes", action="append", metavar="DIR", help="also every *.json in DIR (repeatable)")
    b.add_argument("--warmup", type=int, default=1, help="untimed renders before the timed ones (default 1)")
    b.add_argument("--rounds", type=int, default=1,
                   help="run every peer this many times per scene, rotating the order; medians pool all renders")
    b.add_argument("--png", action="store_true", help="keep every peer's last render as OUT/png/SCENE/PEER.png")
    b.add_argument("--out", help="results folder (default $CONTROLKIT_PEERS_HOME/results/DATE-TIME)")
    b.add_argument("--stat", choices=sorted(STATISTICS), default="median",
                   help="sum up each cell's renders by their median (default) or their minimum; "
                        "results.json keeps every render either way")
    b.add_argument("--no-overhead", action="store_true", help="skip the per-shape overhead measurement at the end")
    o = sub.add_parser("overhead", help="per-shape fixed cost: N empty paths and N 1-px squares on 16 x 16",
                       description="Per-shape fixed cost of every peer: N empty paths and N pixel-aligned 1-px "
                                   "squares on a 16 x 16 canvas, µs per shape (median render / N).")
    common(o)
    o.set_defaults(reps=5)
    t = sub.add_parser("table", help="print the table of a saved results.json")
    t.add_argument("results")
    t.add_argument("--stat", choices=sorted(STATISTICS), default="median",
                   help="sum up each cell's renders by their median (default) or their minimum")
    args = parser.parse_args(argv)
    {"bench": cmd_bench, "overhead": cmd_overhead, "table": cmd_table}[args.command](args)


if __name__ == "__main__":
    main(sys.argv[1:])
