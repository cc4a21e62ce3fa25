// swift-tools-version:6.1
// The libFuzzer driver: one binary, the target chosen by $CONTROLKIT_FUZZ_TARGET, its `main` calling
// libFuzzer's driver. Built only by
// Scripts/fuzz.sh, with -sanitize=fuzzer,address, so it is a package of its own: the main
// package's `swift build` never sees an executable without a `main`.
import PackageDescription

let package = Package(
    name: "ControlKitFuzz",
    dependencies: [.package(name: "ControlKit", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "controlkit-fuzz", dependencies: ["CFuzzerDriver", .product(name: "FuzzTargets", package: "ControlKit")]),
    ]
)
