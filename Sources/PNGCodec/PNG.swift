// PNGCodec: PNG files to and from straight-alpha RGBA8 images, through libpng.
//
// Does: decode every valid PNG (all colour types and bit depths, palettes with tRNS, Adam7)
// to RGBA8; encode RGBA8 deterministically (`.fast`, `.small`, and `.speedFirst` for diff images);
// read and write files, the writes atomic, several reads at once on separate threads; refuse
// oversized images before allocating them; report every fault as a PNGError.
// Does not: apply gamma or colour profiles (gAMA, sRGB, iCCP and cHRM are ignored, so
// image comparisons see the stored sample values), keep text or time chunks, write
// anything but 8-bit RGBA, or read APNG animation frames (only the default image).
//
// Invariants: libpng's setjmp/longjmp stays inside CPNGShim's C functions, which always
// return; nothing here traps on any input bytes; premultiplication happens only in
// Pixmap+PNG.swift.

/// PNG decoding and encoding, as static functions: `PNG.decode`, `PNG.encode`, `PNG.read`,
/// `PNG.write`. Pixels are `RGBAImage`s (straight alpha); see `Pixmap+PNG.swift` for the
/// premultiplied canvas type.
public enum PNG {
    /// The 8 bytes every PNG starts with (PNG spec 5.2).
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
