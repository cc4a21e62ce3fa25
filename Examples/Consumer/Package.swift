// swift-tools-version:6.1
// A package that uses ControlKit as a dependency, the way an app's design-system package would:
// an executable that renders a control to a PNG, and a test that checks a control against its
// golden with GoldenTesting. It depends on the ControlKit checkout two folders up by path; a
// real package names the repository and a version instead. CI builds and tests it from a fresh
// clone (Scripts/consumer-check.sh), so a product that cannot be used as a dependency fails CI.
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "ControlKit", path: "../..")],
    targets: [
        .executableTarget(name: "consumer-figure", dependencies: [.product(name: "ControlKit", package: "ControlKit")]),
        .testTarget(name: "ConsumerTests", dependencies: [
            .product(name: "ControlKit", package: "ControlKit"),
            .product(name: "GoldenTesting", package: "ControlKit"),
        ]),
    ]
)
