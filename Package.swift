// swift-tools-version:6.1
// ControlKit: iOS-style controls drawn to PNG on Linux by a pure-Swift anti-aliased rasterizer.
// Modules are listed in pipeline order; dependencies point down only (see docs/ARCHITECTURE.md).
import PackageDescription

let package = Package(
    name: "ControlKit",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
    ],
    targets: [
        // Geometry, paths, flattening, stroking, coverage, compositing. Pure Swift, no C.
        .target(name: "Raster"),

        // Image comparison, diff images, the golden store.
        .target(name: "Golden", dependencies: ["Raster"]),

        .target(name: "TestSupport", dependencies: ["Raster"], path: "Tests/TestSupport"),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"]),
        .testTarget(name: "GoldenTests", dependencies: ["Golden", "TestSupport"]),
    ]
)
