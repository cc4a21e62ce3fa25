#!/usr/bin/env python3
"""What the exact-crossings pass costs: each scene's render time with the pass on against off.

usage: exact_pass_cost.py SCENE.json ... [--binary PATH ...] [--rounds N] [--reps N] [--warmup N]

The pass (BENCHMARKS.md "Exactness where edges cross"; on by default, off with
CONTROLKIT_EXACT_CROSSINGS=0, on with =1) is read from the environment once per process, so on
and off are two runs of `controlkit bench`. A
render of one scene moves by one to two points from run to run on a shared machine, and the
drift is slow: two runs of the same binary minutes apart differ by about half a point in on
against off. So every round runs every (binary, scene, on or off) once, in a shuffled order,
and each round gives one ratio per binary and scene, on / off − 1, from two runs made close
together. The figure is the median of those ratios, with a 95 % interval from resampling the
rounds (2,000 resamples), and beside it the least time on against the least time off.

Each run is `controlkit bench SCENE --reps R --warmup W`, and its time the least of its R.
Prints one line per binary and scene, and progress on stderr. Exit 2 on bad arguments or a
run that fails (its stderr is shown). Standard library only.
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys

RESAMPLES = 2000


def fail(message):
    print(f"exact_pass_cost.py: error: {message}", file=sys.stderr)
    raise SystemExit(2)


def render_ms(binary, scene, exact, reps, warmup):
    """The least render time of one `controlkit bench` run, in ms."""
    env = dict(os.environ, CONTROLKIT_EXACT_CROSSINGS="1" if exact else "0")
    run = subprocess.run([binary, "bench", scene, "--reps", str(reps), "--warmup", str(warmup)],
                         capture_output=True, text=True, env=env)
    if run.returncode != 0:
        sys.stderr.write(run.stderr)
        fail(f"{binary} bench {scene} exited {run.returncode}")
    lines = [line for line in run.stdout.splitlines() if '"render_ms"' in line]
    if not lines:
        fail(f"{binary} bench {scene} printed no render_ms")
    return min(json.loads(lines[-1])["render_ms"])


def median_interval(values, rng):
    """The median of `values` and a 95 % interval for it, from resampling them."""
    medians = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(RESAMPLES))
    return statistics.median(values), medians[int(0.025 * RESAMPLES)], medians[int(0.975 * RESAMPLES) - 1]


def main(argv):
    parser = argparse.ArgumentParser(description="The exact-crossings pass's cost, on against off, per scene.")
    parser.add_argument("scenes", nargs="+", metavar="SCENE.json", help="peers-scene/1 files (generate.py writes them)")
    parser.add_argument("--binary", action="append", metavar="PATH",
                        help="a controlkit to time (repeat for several; default .build/release/controlkit)")
    parser.add_argument("--rounds", type=int, default=30, help="rounds, each one run of everything (default 30)")
    parser.add_argument("--reps", type=int, default=5, help="timed renders in each run (default 5)")
    parser.add_argument("--warmup", type=int, default=1, help="untimed renders before them (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="the shuffle's and the resampling's seed (default 1)")
    args = parser.parse_args(argv)
    # Each named once (a name given twice would put two runs in one round's ratio).
    binaries = list(dict.fromkeys(args.binary or [".build/release/controlkit"]))
    args.scenes = list(dict.fromkeys(args.scenes))
    for b in binaries:
        if not (os.path.isfile(b) and os.access(b, os.X_OK)):
            parser.error(f"--binary {b}: not an executable file")
    for s in args.scenes:
        if not os.path.isfile(s):
            parser.error(f"{s}: no such file")
    if args.rounds < 2:
        parser.error("--rounds must be at least 2")
    if args.reps < 1 or args.warmup < 0:
        parser.error("--reps must be at least 1 and --warmup at least 0")

    rng = random.Random(args.seed)
    jobs = [(b, s, exact) for b in binaries for s in args.scenes for exact in (False, True)]
    times = {job: [] for job in jobs}
    for r in range(args.rounds):
        print(f"round {r + 1} of {args.rounds}", file=sys.stderr, flush=True)
        order = jobs[:]
        rng.shuffle(order)
        for job in order:
            times[job].append(render_ms(*job, args.reps, args.warmup))

    for b in binaries:
        for s in args.scenes:
            off, on = times[(b, s, False)], times[(b, s, True)]
            ratios = [100 * (n / f - 1) for f, n in zip(off, on)]
            mid, low, high = median_interval(ratios, rng)
            least = 100 * (min(on) / min(off) - 1)
            print(f"{b}  {os.path.basename(s)}: on against off {mid:+.2f} % (95 % {low:+.2f} to {high:+.2f}) "
                  f"over {len(ratios)} rounds; least {min(off):.2f} ms off, {min(on):.2f} ms on ({least:+.2f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
