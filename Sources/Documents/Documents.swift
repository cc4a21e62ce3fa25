// Documents: what users write (figure files, scene files, command-line flags) as one tree of
// maps, lists and scalars, and the diagnostics that point into it.
//
// Does: read JSON (`DocumentNode.parse(json:)`, our own reader, so every node knows its line)
// and YAML (`parse(yaml:)`, through Yams) into `DocumentNode`s; give typed access that throws a
// `Diagnostic` naming the field (`figures[3].pageControl.currentPage`) and its line; collect
// every diagnostic of a document (`DiagnosticCollector`) so a file's errors are reported at once.
//
// Does not: know any schema (decoders in the modules above read the tree), read files, or print.
//
// Invariants: a parsed tree is finite and bounded by `DocumentLimits` (depth, node count);
// map keys are unique; a scalar keeps the exact text it was written with, so numbers are never
// re-printed. A diagnostic's field path is structured (keys and indices), never parsed back
// from text.
