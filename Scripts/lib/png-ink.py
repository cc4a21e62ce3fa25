#!/usr/bin/env python3
"""Counts the ink of a PNG: pixels darker than a threshold (default 96 of 255 on every channel,
fully opaque), as text in the label colour is on a light control. Reads the 8-bit RGBA,
non-interlaced PNGs controlkit writes, with nothing beyond the standard library.

    png-ink.py FILE [THRESHOLD]    prints the count
"""
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"png-ink.py: {path} is not a PNG")
    pos, idat, width, height = 8, b"", 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if (depth, colour, interlace) != (8, 6, 0):
                sys.exit(f"png-ink.py: {path} is not 8-bit RGBA without interlacing")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride = zlib.decompress(idat), width * 4
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b = previous[i]
            c = previous[i - 4] if i >= 4 else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return rows


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    threshold = int(sys.argv[2]) if len(sys.argv) == 3 else 96
    ink = 0
    for row in pixels(sys.argv[1]):
        for i in range(0, len(row), 4):
            r, g, b, a = row[i:i + 4]
            if a == 255 and r < threshold and g < threshold and b < threshold:
                ink += 1
    print(ink)


main()
