"""SVG path data for the Python peers and exact_coverage.py (standard library only).

parse(d) turns a path's "d" string into absolute operations:

    ("M", x, y)  ("L", x, y)  ("Q", cx, cy, x, y)  ("C", c1x, c1y, c2x, c2y, x, y)  ("Z",)

It reads M L H V C S Q T Z in absolute and relative form with implicit repeats, and numbers
spelled as SVG allows ("1.5.5", "-1-2", "1e-3"). Elliptical arcs are refused: no benchmark
scene uses them.
"""

import re

_TOKEN = re.compile(r"\s*,?\s*([MLHVCSQTZAmlhvcsqtza]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)")
_ARGUMENTS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "Z": 0}


def _tokens(d):
    position, out = 0, []
    d = d.strip()
    while position < len(d):
        m = _TOKEN.match(d, position)
        if not m or m.end() == position:
            raise ValueError(f"bad path data at {position}: {d[position:position + 20]!r}")
        out.append(m.group(1))
        position = m.end()
    return out


def parse(d):
    tokens = _tokens(d)
    ops = []
    i = 0
    command = None
    cx = cy = sx = sy = 0.0
    lcx = lcy = 0.0  # last control point, for S and T
    last = None
    while i < len(tokens):
        if tokens[i].isalpha():
            command = tokens[i]
            i += 1
        elif command is None:
            raise ValueError(f"path data must start with a command: {d[:40]!r}")
        upper = command.upper()
        if upper == "A":
            raise ValueError("elliptical arcs (A) are not supported")
        n = _ARGUMENTS[upper]
        args = [float(t) for t in tokens[i:i + n]]
        if len(args) != n or any(t.isalpha() for t in tokens[i:i + n]):
            raise ValueError(f"path data: {command} needs {n} numbers")
        i += n
        ox, oy = (cx, cy) if command.islower() else (0.0, 0.0)
        if upper == "Z":
            ops.append(("Z",))
            cx, cy = sx, sy
            command = None
        elif upper in "ML":
            x, y = args[0] + ox, args[1] + oy
            ops.append((upper, x, y))
            if upper == "M":
                sx, sy = x, y
                command = "l" if command == "m" else "L"
            cx, cy = x, y
        elif upper == "H":
            cx = args[0] + ox
            ops.append(("L", cx, cy))
        elif upper == "V":
            cy = args[0] + oy
            ops.append(("L", cx, cy))
        elif upper in "QT":
            if upper == "Q":
                qx, qy, x, y = args[0] + ox, args[1] + oy, args[2] + ox, args[3] + oy
            else:
                qx, qy = (2 * cx - lcx, 2 * cy - lcy) if last in ("Q", "T") else (cx, cy)
                x, y = args[0] + ox, args[1] + oy
            ops.append(("Q", qx, qy, x, y))
            lcx, lcy, cx, cy = qx, qy, x, y
        else:  # C, S
            if upper == "C":
                x1, y1 = args[0] + ox, args[1] + oy
                rest = args[2:]
            else:
                x1, y1 = (2 * cx - lcx, 2 * cy - lcy) if last in ("C", "S") else (cx, cy)
                rest = args
            x2, y2, x, y = rest[0] + ox, rest[1] + oy, rest[2] + ox, rest[3] + oy
            ops.append(("C", x1, y1, x2, y2, x, y))
            lcx, lcy, cx, cy = x2, y2, x, y
        last = upper
    return ops


def polygons(d):
    """The closed polygons of a path made of M, L and Z only: a list of [(x, y), ...] contours
    (every contour implicitly closed, as filling does). Raises ValueError on curves."""
    contours = []
    current = None
    for op in parse(d):
        if op[0] == "M":
            current = [(op[1], op[2])]
            contours.append(current)
        elif op[0] == "L":
            if current is None:
                current = [(0.0, 0.0)]
                contours.append(current)
            current.append((op[1], op[2]))
        elif op[0] == "Z":
            if current:
                start = current[0]
                current = [start]  # a line after Z starts a new contour at the same point
                contours.append(current)
        else:
            raise ValueError("not a polygon: the path has curves")
    return [c for c in contours if len(c) >= 3]
