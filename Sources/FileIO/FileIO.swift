// FileIO: whole files in and out, safely.
//
// Does: read a whole input file after checking its size (`InputFile`), write a whole file
// atomically (`AtomicFile`: a reader sees the old contents or the new, never a mix), and create
// the folders above an output path (`OutputFolder`).
//
// Does not: know what the bytes mean (PNG, JSON and YAML are read by the modules above).
//
// Invariants: a failed write leaves neither the new file nor a temporary file; a read never
// allocates more than the caller's limit.
