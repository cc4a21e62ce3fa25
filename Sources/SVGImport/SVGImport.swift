// SVGImport: SVG icon files → Scene items, with warnings for what it skips.
//
// Does: decode an SVG document's bytes to UTF-8 and read it with Foundation's `XMLParser`
// (libxml2 underneath; no XML tokenizer of our own) into a tree of elements with their lines
// (Parse/); work out each element's presentation properties from attributes, `style="…"` and
// a `<style>` sheet of simple selectors, with SVG's inheritance (Style/); turn shapes,
// transforms, `use`, viewBoxes and clip paths into paths and groups (Geometry/, Convert/); map
// paints onto Raster's solid and linear-gradient paints (Paint/). The result, `SVGDocument`,
// holds Scene items in points, so an SVG renders through the same pipeline as every control
// and can be saved as scene JSON.
//
// Does not: read files (the caller passes bytes), draw pixels, lay out text (`<text>` is
// reported and skipped), run scripts, fetch anything outside the document (external `href`s,
// entities and images are never loaded), or animate. docs/svg-import.md lists every element
// and attribute with what happens to it.
//
// Invariants:
//   - nothing crashes on any input: bad input is a `DiagnosticList` of errors, each with the
//     file and the line (and the column or byte offset where the parser knows it);
//   - all work is bounded by `SVGLimits` (bytes, elements, nesting, `use` expansion, points,
//     dash entries, size), checked before the work it bounds;
//   - what is not drawn as written is reported: one warning per unsupported element name,
//     attribute name or feature, at the line of its first occurrence;
//   - the same bytes give the same items and warnings on every run.
//
// Units: one CSS px is one point. Items are in points, y down, with the root viewBox already
// mapped onto 0…`size`; lengths in other units are converted at 96 px to the inch (CSS
// Values 3 §6.2: 1in = 96px = 72pt = 6pc = 2.54cm = 25.4mm).

@_exported import DisplayList
