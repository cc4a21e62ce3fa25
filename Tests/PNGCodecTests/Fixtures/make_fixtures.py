#!/usr/bin/env python3
"""Writes the PNG fixtures for PNGCodecTests, byte for byte, with the standard library only.

Run from anywhere: `python3 Tests/PNGCodecTests/Fixtures/make_fixtures.py`. It rewrites the
.png files in its own folder; the output is deterministic (the same bytes on every run).

Every good fixture holds samples from `sample()` below. The Swift test computes the pixels it
expects from its own copy of that pattern and of the PNG conversion rules, never from this
script's output, so a wrong encoder here or a wrong decoder there makes the test fail.

Chunk layout and Adam7 order follow the PNG specification (W3C, 3rd edition): section 5.3
(chunk layout, CRC over type and data), 11.2.1 (IHDR), 7.2 (scanline packing, most significant
bits first), 9.2 (filter types), 8.2 (Adam7 passes). The filters cycle through all five types,
one per row, so the decoder's unfiltering is exercised too.
"""

import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"  # PNG spec 5.2

GREY, RGB, PALETTE, GREY_ALPHA, RGBA = 0, 2, 3, 4, 6  # PNG spec 11.2.1, colour types
CHANNELS = {GREY: 1, RGB: 3, PALETTE: 1, GREY_ALPHA: 2, RGBA: 4}

# (x start, y start, x step, y step) of the seven Adam7 passes, PNG spec 8.2.
ADAM7_PASSES = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

# Row y of a pass uses filter type y mod 5 (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth).
FILTER_TYPES = 5

# Palette entries take their colours from pattern row PALETTE_PATTERN_ROW, so they do not
# repeat the image's own samples.
PALETTE_PATTERN_ROW = 1000
PALETTE_ALPHA_CHANNEL = 3

# Largest payload of one IDAT chunk, in bytes: small, so most fixtures have several IDATs.
IDAT_PAYLOAD_BYTES = 32


def sample(x, y, channel, max_value):
    """The deterministic test pattern: a well-mixed value in 0...max_value for one sample.

    Mirrored in Swift as `FixturePattern.sample` (Tests/PNGCodecTests/FixturePattern.swift).
    """
    h = ((x * 73 + y * 151 + channel * 47 + x * y * 5 + 11) * 2654435761) & 0xFFFFFFFF
    h ^= h >> 13
    return h % (max_value + 1)


def palette_size(bit_depth):
    return 1 << bit_depth


def palette_entry(index, channel):
    return sample(index, PALETTE_PATTERN_ROW, channel, 255)


def palette_trns_count(bit_depth):
    """tRNS covers the first half of the palette; later entries stay opaque (PNG spec 11.3.2.1)."""
    return max(1, palette_size(bit_depth) // 2)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def ihdr(width, height, bit_depth, colour_type, interlaced):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bit_depth, colour_type, 0, 0, 1 if interlaced else 0))


def pack_row(samples, bit_depth):
    """Packs samples into scanline bytes: big-endian for 16 bits, MSB-first below 8."""
    if bit_depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if bit_depth == 8:
        return bytes(samples)
    out = bytearray()
    per_byte = 8 // bit_depth
    for start in range(0, len(samples), per_byte):
        group = samples[start:start + per_byte]
        byte = 0
        for i, s in enumerate(group):
            byte |= s << (8 - bit_depth * (i + 1))
        out.append(byte)
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_rows(rows, bytes_per_pixel):
    """Filters the rows of one pass (or of the whole image), cycling through all filter types."""
    out = bytearray()
    previous = bytes(len(rows[0])) if rows else b""
    for y, row in enumerate(rows):
        kind = y % FILTER_TYPES
        filtered = bytearray()
        for i, value in enumerate(row):
            left = row[i - bytes_per_pixel] if i >= bytes_per_pixel else 0
            up = previous[i]
            up_left = previous[i - bytes_per_pixel] if i >= bytes_per_pixel else 0
            predictor = [0, left, up, (left + up) // 2, paeth(left, up, up_left)][kind]
            filtered.append((value - predictor) & 0xFF)
        out.append(kind)
        out += filtered
        previous = row
    return bytes(out)


def pixel_samples(x, y, colour_type, bit_depth):
    max_value = (1 << bit_depth) - 1
    return [sample(x, y, c, max_value) for c in range(CHANNELS[colour_type])]


def raw_image_data(width, height, colour_type, bit_depth, interlaced):
    """The filtered scanlines, pass by pass for Adam7 (empty passes have no bytes, spec 8.2)."""
    bytes_per_pixel = max(1, CHANNELS[colour_type] * bit_depth // 8)
    passes = ADAM7_PASSES if interlaced else [(0, 0, 1, 1)]
    out = bytearray()
    for x0, y0, dx, dy in passes:
        xs = range(x0, width, dx)
        ys = range(y0, height, dy)
        if len(xs) == 0 or len(ys) == 0:
            continue
        rows = []
        for y in ys:
            samples = []
            for x in xs:
                samples += pixel_samples(x, y, colour_type, bit_depth)
            rows.append(pack_row(samples, bit_depth))
        out += filter_rows(rows, bytes_per_pixel)
    return bytes(out)


def idat_chunks(compressed):
    return b"".join(chunk(b"IDAT", compressed[i:i + IDAT_PAYLOAD_BYTES])
                    for i in range(0, len(compressed), IDAT_PAYLOAD_BYTES))


def png(width, height, colour_type, bit_depth, interlaced=False, trns=False, extra_chunks=b""):
    parts = [PNG_SIGNATURE, ihdr(width, height, bit_depth, colour_type, interlaced), extra_chunks]
    max_value = (1 << bit_depth) - 1
    if colour_type == PALETTE:
        entries = palette_size(bit_depth)
        parts.append(chunk(b"PLTE", bytes(palette_entry(i, c) for i in range(entries) for c in range(3))))
        if trns:
            parts.append(chunk(b"tRNS", bytes(palette_entry(i, PALETTE_ALPHA_CHANNEL)
                                              for i in range(palette_trns_count(bit_depth)))))
    elif trns:
        # The key colour is pixel (0, 0)'s, so at least one pixel becomes transparent.
        key = pixel_samples(0, 0, colour_type, bit_depth)
        parts.append(chunk(b"tRNS", b"".join(struct.pack(">H", k) for k in key)))
    data = raw_image_data(width, height, colour_type, bit_depth, interlaced)
    parts.append(idat_chunks(zlib.compress(data, 9)))
    parts.append(chunk(b"IEND", b""))
    return b"".join(parts)


# Plain fixtures are 7x5 pixels; interlaced ones 11x9, so all seven Adam7 passes hold pixels,
# and 3x2, so passes 2, 3 and 5 are empty.
PLAIN_SIZE = (7, 5)
ADAM7_SIZE = (11, 9)
ADAM7_TINY_SIZE = (3, 2)

NAMES = {GREY: "grey", RGB: "rgb", PALETTE: "palette", GREY_ALPHA: "grey-alpha", RGBA: "rgba"}
LEGAL_DEPTHS = {GREY: [1, 2, 4, 8, 16], RGB: [8, 16], PALETTE: [1, 2, 4, 8], GREY_ALPHA: [8, 16], RGBA: [8, 16]}


def good_fixtures():
    """(file name, bytes) of every decodable fixture."""
    out = []
    for colour_type, depths in LEGAL_DEPTHS.items():
        for depth in depths:
            name = f"{NAMES[colour_type]}-{depth}"
            out.append((f"{name}.png", png(*PLAIN_SIZE, colour_type, depth)))
            if colour_type in (GREY, RGB, PALETTE):
                out.append((f"{name}-trns.png", png(*PLAIN_SIZE, colour_type, depth, trns=True)))
    for name, colour_type, depth, trns in [("grey-1", GREY, 1, False), ("grey-16", GREY, 16, False),
                                            ("grey-alpha-8", GREY_ALPHA, 8, False), ("rgb-8", RGB, 8, False),
                                            ("rgba-8", RGBA, 8, False), ("rgba-16", RGBA, 16, False),
                                            ("palette-2-trns", PALETTE, 2, True), ("palette-4", PALETTE, 4, False)]:
        out.append((f"{name}-adam7.png", png(*ADAM7_SIZE, colour_type, depth, interlaced=True, trns=trns)))
    out.append(("rgba-8-adam7-tiny.png", png(*ADAM7_TINY_SIZE, RGBA, 8, interlaced=True)))
    # gAMA 1.0 (stored as 100000, spec 11.3.3.2) is far from sRGB's ~1/2.2: a decoder that
    # applied it would change almost every sample.
    linear_gamma = chunk(b"gAMA", struct.pack(">I", 100000))
    out.append(("rgb-8-gama.png", png(*PLAIN_SIZE, RGB, 8, extra_chunks=linear_gamma)))
    return out


def corrupt_fixtures():
    """(file name, bytes) of damaged files; each test expects one specific error."""
    good = png(*PLAIN_SIZE, RGBA, 8)
    out = []
    # A signature after a text-mode transfer turned "\r\n" into "\n" (the damage the signature exists to catch, PNG spec 5.2).
    out.append(("corrupt-signature.png", good.replace(b"\r\n", b"\n", 1)))
    ihdr_crc_at = 8 + 8 + 13  # signature, IHDR length and type, IHDR data
    out.append(("corrupt-ihdr-crc.png", flip_byte(good, ihdr_crc_at)))
    first_idat = good.index(b"IDAT")
    idat_length = struct.unpack(">I", good[first_idat - 4:first_idat])[0]
    out.append(("corrupt-idat-crc.png", flip_byte(good, first_idat + 4 + idat_length)))
    # A zlib header whose check bits are wrong (RFC 1950 2.2: CMF*256 + FLG must divide by 31),
    # in an IDAT whose CRC is recomputed, so only zlib can object.
    out.append(("corrupt-idat-zlib.png", rewrite_chunk_data(good, first_idat, lambda d: bytes([d[0], d[1] ^ 0x01]) + d[2:])))
    # An ancillary chunk with a bad CRC: libpng only warns by default; the decoder must refuse it.
    text = chunk(b"tEXt", b"Comment\x00fixture")
    bad_text = text[:-1] + bytes([text[-1] ^ 0xFF])
    out.append(("corrupt-text-crc.png", png(*PLAIN_SIZE, RGBA, 8, extra_chunks=bad_text)))
    # A small, otherwise well-formed file whose IHDR claims 100000 x 100000 RGBA8 (40 GB decoded).
    out.append(("corrupt-oversized.png", PNG_SIGNATURE + ihdr(100000, 100000, 8, RGBA, False)
                + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b"")))
    out.append(("corrupt-zero-width.png", PNG_SIGNATURE + ihdr(0, 5, 8, RGBA, False)
                + chunk(b"IDAT", zlib.compress(b"\x00" * 5)) + chunk(b"IEND", b"")))
    return out


def flip_byte(data, offset):
    return data[:offset] + bytes([data[offset] ^ 0xFF]) + data[offset + 1:]


def rewrite_chunk_data(data, type_offset, change):
    """Replaces the data of the chunk whose type starts at type_offset, with a correct CRC."""
    length = struct.unpack(">I", data[type_offset - 4:type_offset])[0]
    kind = data[type_offset:type_offset + 4]
    old_data = data[type_offset + 4:type_offset + 4 + length]
    return data[:type_offset - 4] + chunk(kind, change(old_data)) + data[type_offset + 8 + length:]


def main():
    for name in os.listdir(HERE):
        if name.endswith(".png"):
            os.remove(os.path.join(HERE, name))
    for name, data in good_fixtures() + corrupt_fixtures():
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
