// swift-tools-version:6.1
// ControlKit: iOS-style controls drawn to PNG on Linux by a pure-Swift anti-aliased rasterizer.
// Modules are listed in pipeline order; dependencies point down only (see docs/architecture.md).
import PackageDescription

// CONTROLKIT_OPTIMIZE_RASTER=1 (Scripts/test.sh sets it) compiles the rasterizer with -O in a
// debug build: the tests' drawing is mostly its SIMD kernels, many times slower unoptimised, and
// its pixels are the same either way (determinism.sh holds a release build to the goldens).
// Off by default, so that the package stays usable as a dependency (SwiftPM refuses unsafe
// flags in a dependency fetched by version).
let rasterSettings: [SwiftSetting] = Context.environment["CONTROLKIT_OPTIMIZE_RASTER"] == "1"
    ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []

let package = Package(
    name: "ControlKit",
    products: [
        .library(name: "ControlKit", targets: ["ControlKit"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "GoldenTesting", targets: ["GoldenTesting"]),
        .library(name: "ControlKitSnapshotTesting", targets: ["ControlKitSnapshotTesting"]),
        .executable(name: "controlkit", targets: ["controlkit"]),
        // The parsers as libFuzzer entries: what Fuzz/ links with -sanitize=fuzzer (Scripts/fuzz.sh).
        .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (Scripts/docs.sh): the DocC catalogs of the three library products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Reading whole files with their size checked, and writing them atomically.
        .target(name: "FileIO"),

        // What users write (JSON, YAML, flags) as one tree with paths and lines, and the one
        // diagnostic type every decoder, checker and command reports with.
        .target(name: "Documents", dependencies: [.product(name: "Yams", package: "Yams")]),

        // Geometry, paths, flattening, stroking, coverage, compositing. Pure Swift, no C.
        .target(name: "Raster", swiftSettings: rasterSettings),

        // libpng, wrapped so that its setjmp/longjmp never crosses a Swift frame.
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "CPNGShim", dependencies: ["CLibPNG"]),
        .target(name: "PNGCodec", dependencies: ["Raster", "FileIO", "CPNGShim"]),

        // Fonts from Fonts/ (FreeType), shaping (HarfBuzz), glyph outlines → Raster paths, one-line layout.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(name: "Typeset", dependencies: ["Raster", "CFreeType", "CHarfBuzz"]),

        // The display list: peers-scene/1 and controlkit-scene/1, and rendering it onto a Canvas.
        .target(name: "DisplayList", dependencies: ["Documents", "Raster", "Typeset"]),
        // SVG icon files (Foundation's XMLParser) → Scene items, with warnings for what it skips.
        .target(name: "SVGImport", dependencies: ["Documents", "Raster", "DisplayList"]),

        // Image comparison, diff images, the golden store.
        .target(name: "Golden", dependencies: ["Raster", "FileIO", "PNGCodec"]),
        .target(name: "GoldenTesting", dependencies: ["Golden", "ControlKit"]),
        // Strategies for swift-snapshot-testing's `assertSnapshot`, compared by `Golden`; a product of
        // its own so that nothing else depends on swift-snapshot-testing.
        .target(name: "ControlKitSnapshotTesting",
                dependencies: ["ControlKit", "Golden", "GoldenTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),

        // iOS controls as values: system colours, symbols, HIG validation, layout in points → Scene.
        .target(name: "Controls", dependencies: ["Documents", "Raster", "Typeset", "DisplayList", "SVGImport"]),

        // Glyph artwork → fitted, balanced, checked bar glyphs at @2x/@3x, Xcode image sets, review sheet.
        .target(name: "Assets", dependencies: ["Documents", "Raster", "PNGCodec", "Typeset", "DisplayList", "Controls"]),

        // The public face: everything a user or the CLI needs; figure files (YAML/JSON), batches, verify.
        .target(
            name: "ControlKit",
            dependencies: ["FileIO", "Documents", "Raster", "PNGCodec", "Typeset", "DisplayList", "SVGImport", "Golden", "Controls", "Assets"]
        ),
        .executableTarget(
            name: "controlkit",
            dependencies: [
                "ControlKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // One entry per parser taking arbitrary bytes, for libFuzzer (Fuzz/) and the regression tests.
        .target(name: "FuzzTargets", dependencies: ["ControlKit"]),

        .target(name: "TestSupport", dependencies: ["Raster", "FileIO", "Golden", "Documents"], path: "Tests/TestSupport"),
        .target(name: "TestTags", path: "Tests/TestTags"),
        .testTarget(name: "FileIOTests", dependencies: ["FileIO", "TestSupport"]),
        .testTarget(name: "DocumentsTests", dependencies: ["Documents", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["TestTags", "Raster", "TestSupport", "GoldenTesting"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "TypesetTests", dependencies: ["Typeset", "Raster", "TestSupport"]),
        .testTarget(name: "DisplayListTests", dependencies: ["TestTags", "DisplayList", "Documents", "Raster", "Typeset", "TestSupport", "GoldenTesting"]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "FileIO", "GoldenTesting", "TestSupport"]),
        .testTarget(name: "SVGImportTests", dependencies: ["SVGImport", "DisplayList", "Raster", "Documents", "PNGCodec", "TestSupport"],
                    exclude: ["Conformance"]),
        .testTarget(name: "ControlsTests", dependencies: ["Controls", "Documents", "DisplayList", "Raster", "Typeset", "SVGImport", "TestSupport"]),
        .testTarget(name: "AssetsTests", dependencies: ["Assets", "Controls", "DisplayList", "Raster", "PNGCodec", "TestSupport"]),
        .testTarget(name: "ControlKitTests", dependencies: ["TestTags", "ControlKit", "GoldenTesting", "TestSupport"]),
        .testTarget(name: "ControlKitSnapshotTestingTests",
                    dependencies: ["ControlKitSnapshotTesting", "ControlKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets", "ControlKit", "TestSupport"]),
        // Runs the built `controlkit` as a process: exit codes, messages, output files.
        .testTarget(name: "CLITests", dependencies: ["TestTags", "controlkit", "ControlKit", "TestSupport"], exclude: ["HelpSnapshots"]),

        // Release-mode speed check: `swift run -c release TextBenchmark`.
        .executableTarget(name: "TextBenchmark", dependencies: ["Typeset", "Raster", "PNGCodec"], path: "Benchmarks/TextBenchmark"),
        // pixelmatch mode against the Python pixelmatch package: `swift run -c release DiffBenchmark`.
        .executableTarget(name: "DiffBenchmark", dependencies: ["Golden", "FileIO", "PNGCodec", "TestSupport"], path: "Benchmarks/DiffBenchmark",
                          exclude: ["pixelmatch_reference.py"]),
        // `swift run -c release PageControlBenchmark`: layout, rasterization and PNG encoding of one page control at @3x.
        .executableTarget(name: "PageControlBenchmark", dependencies: ["ControlKit", "ControlStages"], path: "Benchmarks/PageControlBenchmark"),
        // The stage timing the control benchmarks share.
        .target(name: "ControlStages", dependencies: ["ControlKit"], path: "Benchmarks/ControlStages"),
        // `swift run -c release DatePickerBenchmark`: layout, rasterization and PNG encoding of a 3-wheel date picker at @3x.
        .executableTarget(name: "DatePickerBenchmark", dependencies: ["ControlKit", "ControlStages"], path: "Benchmarks/DatePickerBenchmark"),
        // `swift run -c release GlyphBenchmark`: 100 SVGs to image sets at @2x and @3x, wall time and stages.
        .executableTarget(name: "GlyphBenchmark", dependencies: ["ControlKit", "ControlStages"], path: "Benchmarks/GlyphBenchmark"),
        // `swift run -c release NavigationBarBenchmark`: a large-title bar over a photo at @3x, layout + raster + PNG.
        .executableTarget(name: "NavigationBarBenchmark", dependencies: ["ControlKit", "ControlStages"], path: "Benchmarks/NavigationBarBenchmark"),
        // `swift run -c release ModalityBenchmark`: a whole phone screen at @3x with a sheet and an alert, layout + raster + PNG.
        .executableTarget(name: "ModalityBenchmark", dependencies: ["ControlKit", "ControlStages"], path: "Benchmarks/ModalityBenchmark"),
        // `swift run -c release ResolverBenchmark star-polygons.json`: the exact-crossings resolver alone, on a scene's fills.
        .executableTarget(name: "ResolverBenchmark", dependencies: ["Raster", "Documents", "DisplayList"], path: "Benchmarks/ResolverBenchmark"),
        // Fidelity against real iOS renders (issue 25): pure feature extractors over pixels, the catalogue of
        // references with ControlKit's equivalent figures, and `swift run -c release FidelityHarness --refs DIR --out docs/fidelity.md`.
        .target(name: "FidelityFeatures", dependencies: ["Raster"], path: "Benchmarks/Fidelity/Features"),
        .target(name: "FidelityHarnessCore", dependencies: ["FidelityFeatures", "ControlKit", "PNGCodec", "FileIO"], path: "Benchmarks/Fidelity/Harness"),
        .executableTarget(name: "FidelityHarness", dependencies: ["FidelityHarnessCore", "FileIO"], path: "Benchmarks/Fidelity/Main"),
        .testTarget(name: "FidelityTests", dependencies: ["FidelityFeatures", "FidelityHarnessCore", "Raster"]),
    ]
)

// A run that needs only some test targets (Scripts/sanitize.sh: ASan and TSan each build the
// whole package again with their instrumentation) names them in CONTROLKIT_TEST_TARGETS,
// comma-separated; the other test targets and the benchmark executables are left out of that
// build. Unset (every other build, CI's suite included): the whole package.
if let only = Context.environment["CONTROLKIT_TEST_TARGETS"], !only.isEmpty {
    let kept = Set(only.split(separator: ",").map { String($0.filter { $0 != " " }) })
    let benchmarks: Set<String> = ["TextBenchmark", "DiffBenchmark", "PageControlBenchmark", "ControlStages", "DatePickerBenchmark",
                                   "GlyphBenchmark", "NavigationBarBenchmark", "ModalityBenchmark", "ResolverBenchmark", "FidelityFeatures",
                                   "FidelityHarnessCore", "FidelityHarness"]
    package.targets.removeAll { target in
        target.type == .test ? !kept.contains(target.name) : benchmarks.contains(target.name)
    }
}
