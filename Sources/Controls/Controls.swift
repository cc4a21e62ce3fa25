// Controls: iOS controls as values, checked against the HIG and laid out in points.
//
// Does: define what a control is (`Control`: read from a figure file or flags, validate, lay
// out, draw as Scene items) and list the controls there are (`ControlRegistry`); hold each
// control in a folder of its own (`PageControl/`), and the pieces controls share: the iOS system
// colours and materials (`Theme/`), text measuring and wrapping (`Text/`), the devices a control
// is placed on (`Device/`), the built-in glyphs (`Symbols/`).
//
// Does not: touch pixels, read or write files, or compose figures (ControlKit places a
// control on a backdrop or a screen, knowing nothing of which control it is).
//
// Invariants: every number in a `+Metrics.swift` file carries its source; `validate()` never
// traps, whatever the values; a configuration without validation errors always lays out to
// finite geometry; the same configuration and appearance give the same scene items.

@_exported import DisplayList
@_exported import Documents
