// Controls: iOS controls as values, checked against the HIG and laid out in points.
//
// Does: hold each control's configuration (`PageControl`), the iOS system colours
// (`SystemColors`, `ColorValue`), the built-in symbol glyphs (`Symbols`), validate a
// configuration against the Human Interface Guidelines (`ControlIssue`: errors and warnings
// with field paths), and lay a control out in points as `Scene` items.
//
// Does not: touch pixels, read or write files, or parse spec files (ControlKit does those).
//
// Invariants: every number in a `+Metrics.swift` file carries its source; a configuration
// without validation errors always lays out to finite geometry; the same configuration and
// appearance give the same scene items.

@_exported import Scene
