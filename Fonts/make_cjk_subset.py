#!/usr/bin/env python3
"""Regenerates the Noto Sans CJK subsets in Fonts/NotoSansCJK/ from Debian's fonts-noto-cjk.

Usage:  python3 Fonts/make_cjk_subset.py [--source-dir DIR] [--print-chars]

Needs fonttools from PyPI (`pip install fonttools`) for `pyftsubset`, and the full
collections `NotoSansCJK-Regular.ttc` / `NotoSansCJK-Bold.ttc` (Debian `fonts-noto-cjk`,
installed under /usr/share/fonts/opentype/noto by default).

Face: index 0 of each collection, "Noto Sans CJK JP". All Noto Sans CJK faces share one glyph
set; the JP face maps kana, Hangul and CJK punctuation to the same glyphs as the KR face and
differs from it only in the glyph forms of about 640 Han ideographs, so one JP subset covers
both Japanese (with Japanese kanji forms) and Korean Hangul.

To widen the subset, add characters or ranges to `character_set()` and run the script again.
The character lists come from Python's own codecs, so nothing here is a hand-typed table.
"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT_DIR = os.path.join(HERE, "NotoSansCJK")
DEFAULT_SOURCE_DIR = "/usr/share/fonts/opentype/noto"
# (collection file, output file); face 0 of each collection is Noto Sans CJK JP.
FACES = [
    ("NotoSansCJK-Regular.ttc", "NotoSansCJKjp-Subset-Regular.otf"),
    ("NotoSansCJK-Bold.ttc", "NotoSansCJKjp-Subset-Bold.otf"),
]
JP_FACE_INDEX = 0


def decode_grid(codec, rows, cells=range(1, 95)):
    """Characters of a 94x94 double-byte grid (JIS X 0208, KS X 1001) in `rows`.

    EUC encodes row r, cell c as the bytes (0xA0 + r, 0xA0 + c); cells that the standard
    leaves empty fail to decode and are skipped.
    """
    out = []
    for row in rows:
        for cell in cells:
            try:
                out.append(bytes([0xA0 + row, 0xA0 + cell]).decode(codec))
            except UnicodeDecodeError:
                pass
    return out


def code_range(first, last):
    return [chr(c) for c in range(first, last + 1)]


def character_set():
    chars = []
    # Latin: ASCII printable, Latin-1 supplement, general punctuation (…, ‘’ “”, —).
    chars += code_range(0x20, 0x7E) + code_range(0xA0, 0xFF) + code_range(0x2000, 0x206F)
    # JIS X 0208 non-kanji rows 1-8: symbols, full-width digits and letters, hiragana,
    # katakana, Greek, Cyrillic, box drawing.
    chars += decode_grid("euc_jp", range(1, 9))
    # JIS X 0208 level-1 kanji: rows 16-47 (2,965 characters).
    chars += decode_grid("euc_jp", range(16, 48))
    # KS X 1001 Hangul syllables: rows 16-40 (2,350 characters).
    chars += decode_grid("euc_kr", range(16, 41))
    # Unicode blocks, whole: CJK symbols and punctuation, hiragana, katakana,
    # Hangul compatibility jamo, half- and full-width forms.
    chars += code_range(0x3000, 0x303F) + code_range(0x3040, 0x309F) + code_range(0x30A0, 0x30FF)
    chars += code_range(0x3130, 0x318F) + code_range(0xFF00, 0xFFEF)
    return sorted(set(chars))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source-dir", default=DEFAULT_SOURCE_DIR)
    parser.add_argument("--print-chars", action="store_true", help="print the character set and exit")
    args = parser.parse_args()

    chars = character_set()
    if args.print_chars:
        print("".join(chars))
        return 0

    os.makedirs(OUTPUT_DIR, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", suffix=".txt", delete=False) as f:
        f.write("".join(chars))
        text_file = f.name
    try:
        for source, output in FACES:
            source_path = os.path.join(args.source_dir, source)
            if not os.path.exists(source_path):
                print(f"missing {source_path} (apt-get install fonts-noto-cjk)", file=sys.stderr)
                return 1
            output_path = os.path.join(OUTPUT_DIR, output)
            subprocess.run(
                [
                    "pyftsubset", source_path,
                    f"--font-number={JP_FACE_INDEX}",
                    f"--text-file={text_file}",
                    f"--output-file={output_path}",
                    # Renders load glyphs with FT_LOAD_NO_HINTING, so hints are dead weight.
                    "--no-hinting",
                    # Shaping keeps kerning and the proportional/half-width forms HarfBuzz may use.
                    "--layout-features+=palt,halt,locl",
                    "--name-IDs=*",
                    "--name-languages=*",
                ],
                check=True,
            )
            print(f"{output_path}: {os.path.getsize(output_path)} bytes, {len(chars)} characters requested")
    finally:
        os.unlink(text_file)
    return 0


if __name__ == "__main__":
    sys.exit(main())
