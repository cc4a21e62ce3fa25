// Golden: comparing two images, drawing what differs, and keeping reviewed golden images.
//
// Does:
//   - three comparison modes over straight-alpha `RGBAImage`s (`ImageComparison`):
//       exact       every byte must match;
//       pixelmatch  pixelmatch v7.2.0's YIQ metric and anti-aliasing detector, giving the same
//                   counts and the same diff-image bytes (`Pixelmatch`);
//       perceptual  OKLab + HyAB against a just-noticeable difference, with an anti-aliasing
//                   tolerance that still sees one-pixel lines (`PerceptualDiff`);
//   - ignore regions, and images of different sizes compared over their union as a layout
//     difference (never a crash);
//   - diff images in pixelmatch's style, a labelled expected | diff | actual triptych, and the
//     numbers as JSON (`DiffReport`);
//   - the golden store: `Goldens/<group>/<name>.png`, record modes, failure artifacts
//     (`GoldenStore`), and the logic of `controlkit diff` (`DiffTool`).
//
// Does not: import XCTest or Testing (that is `GoldenTesting`), or compare PNG bytes: goldens
// are always decoded and compared as pixels.
//
// Invariants:
//   - a comparison is a pure function of its inputs: same images and options, same report and
//     same diff bytes, on every run;
//   - every fast path (`Pixelmatch`'s SIMD runs) has a scalar twin (`Pixelmatch+Reference`) and
//     a test proving they agree byte for byte;
//   - a golden is rewritten only in an explicit record mode, atomically.
