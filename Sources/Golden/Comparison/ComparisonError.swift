import Raster

/// Why a comparison could not run. Layout differences (different sizes) are not errors: they are
/// reported by `ImageComparison`; only the raw algorithms that need equal sizes throw this.
public enum ComparisonError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The two images (or the output) differ in size; pixelmatch itself throws here too.
    case sizeMismatch(expected: String, actual: String)
    /// An option is out of its documented range: names the option and the value.
    case invalidOption(name: String, value: String, expected: String)

    public var description: String {
        switch self {
        case let .sizeMismatch(expected, actual):
            "image sizes do not match: expected \(expected), actual \(actual)"
        case let .invalidOption(name, value, expected):
            "invalid \(name) \(value): expected \(expected)"
        }
    }
}

extension RGBAImage {
    /// `"WxH"`, as sizes are written in messages and reports.
    var sizeDescription: String { "\(width)x\(height)" }
}
