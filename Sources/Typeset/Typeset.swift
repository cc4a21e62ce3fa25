// Typeset: fonts from the repository's Fonts/ folder, shaping, glyph outlines as Raster paths,
// and one-line text layout.
//
// Does:
// - load faces only from the folders a `FontLibrary` is given (by default the package's `Fonts/`;
//   never the machine's fonts), through FreeType;
// - shape each run with HarfBuzz (GPOS kerning and mark positioning; Inter keeps its kerning in
//   GPOS, which FreeType's FT_Get_Kerning does not read);
// - fall back per character from the requested family to the CJK family, then the Hebrew one,
//   and draw a visible box, with a warning naming the character, when no face has a glyph;
// - turn glyph outlines into `Raster.Path`s (FT_Outline_Decompose, unhinted, 26.6 fixed point
//   converted to Float and y flipped at that one boundary), cached by (face, glyph, size);
// - lay out one line: width, alignment, truncation with "…", ascender, descender, line height,
//   tracking by point size as San Francisco does, iOS text styles, monospaced digits (`tnum`
//   and one cell per digit);
// - lay out mixed directions on that line by a reduced UAX #9 (`BidiLine`): the paragraph
//   direction from the first strong character (or forced), right-to-left runs (Hebrew, Arabic)
//   shaped right to left with their brackets mirrored, digits left to right inside them, runs
//   placed in visual order; the direction marks LRM, RLM and ALM steer it and are not drawn.
//
// Does not: wrap lines, honour explicit bidirectional embeddings, overrides or isolates, pair
// brackets (UAX #9 N0), lay out vertical text, hint, rasterize (glyph paths go through the same
// Raster fill as every other shape), read colour or bitmap glyphs.
//
// Invariants:
// - no `FT_*` or `hb_*` type appears in the public API; FreeType and HarfBuzz handles are owned
//   by `final class`es that release them in `deinit`;
// - every FreeType and HarfBuzz call happens under `FontLibrary`'s lock, so a library may be
//   shared between threads;
// - user-space units are points, y down, the baseline at y = 0; device units are pixels
//   (points × scale).
