// swift-tools-version:6.1
// ControlKit: iOS-style controls drawn to PNG on Linux by a pure-Swift anti-aliased rasterizer.
// Modules are listed in pipeline order; dependencies point down only (see docs/ARCHITECTURE.md).
import PackageDescription

let package = Package(
    name: "ControlKit",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "GoldenTesting", targets: ["GoldenTesting"]),
    ],
    targets: [
        // Geometry, paths, flattening, stroking, coverage, compositing. Pure Swift, no C.
        .target(name: "Raster"),

        // libpng, wrapped so that its setjmp/longjmp never crosses a Swift frame.
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "CPNGShim", dependencies: ["CLibPNG"]),
        .target(name: "PNGCodec", dependencies: ["Raster", "CPNGShim"]),

        // Image comparison, diff images, the golden store.
        .target(name: "Golden", dependencies: ["Raster", "PNGCodec"]),
        .target(name: "GoldenTesting", dependencies: ["Golden"]),

        .target(name: "TestSupport", dependencies: ["Raster"], path: "Tests/TestSupport"),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "GoldenTesting", "TestSupport"]),

        // Speed of pixelmatch mode against the Python pixelmatch package (see its main.swift).
        .executableTarget(name: "DiffBenchmark", dependencies: ["Golden", "PNGCodec", "TestSupport"], path: "Benchmarks/DiffBenchmark",
                          exclude: ["pixelmatch_reference.py"]),
    ]
)
