// StrokeStyle: how wide a stroke is, how its ends and corners look, and its dash pattern.
// Validated once, when it is made, so the Stroker can trust every field.

/// The pen a path is stroked with. Lengths (`width`, `dash`, `dashPhase`) are in the units of
/// the path it strokes: device pixels by the time it reaches `Stroker` (see
/// `StrokeStyle.deviceStroke(for:)`).
///
/// Invariants, checked by the initializer: `width` is finite and ≥ 0 (0 means a hairline);
/// `miterLimit` is finite and ≥ 1; `dash` is empty (a solid stroke) or has an even count of
/// finite, non-negative entries with a positive sum; `dashPhase` is finite.
public struct StrokeStyle: Hashable, Sendable {
    /// How an open subpath (and every dash) ends.
    public enum LineCap: String, Hashable, Sendable, CaseIterable, Codable {
        /// The stroke ends square, exactly at the end point.
        case butt
        /// A half-disc of diameter `width` centred on the end point.
        case round
        /// A half-square: the stroke goes on for `width / 2` past the end point.
        case square
    }

    /// How two segments meet at a corner.
    public enum LineJoin: String, Hashable, Sendable, CaseIterable, Codable {
        /// The outer edges are extended until they meet, unless that point is farther than
        /// `miterLimit · width / 2` from the corner; then `bevel`.
        case miter
        /// A disc of diameter `width` centred on the corner.
        case round
        /// The outer corners of the two segments are joined by a straight line.
        case bevel
    }

    /// The default `miterLimit`: 10, as in CoreGraphics and UIKit ("The default miter limit is
    /// 10", Apple's `UIBezierPath.miterLimit` and `CAShapeLayer.miterLimit` documentation).
    /// SVG's `stroke-miterlimit` starts at 4 instead; ControlKit draws like iOS.
    public static let defaultMiterLimit: Float = 10

    /// The smallest legal `miterLimit`: the miter length is never shorter than the stroke is
    /// wide, so a smaller limit would mean nothing (SVG 1.1 §11.4 `stroke-miterlimit`: "must be
    /// a number greater than or equal to 1").
    public static let minimumMiterLimit: Float = 1

    /// The stroke's full width, ≥ 0. Zero means a hairline: one device pixel at any scale.
    public let width: Float
    /// How open subpaths and dashes end.
    public let cap: LineCap
    /// How segments meet at corners.
    public let join: LineJoin
    /// The largest ratio of miter length (corner to miter tip, doubled) to `width` that is
    /// still drawn as a miter; ≥ 1. For corners with interior angle φ the ratio is 1/sin(φ/2).
    public let miterLimit: Float
    /// Alternating on and off lengths, starting with on; empty for a solid stroke. Always of
    /// even length: the initializer repeats an odd-length list once (SVG `stroke-dasharray`).
    public let dash: [Float]
    /// How far into the dash pattern each subpath starts (SVG `stroke-dashoffset`). Negative
    /// values start before the pattern's beginning; any finite value is allowed.
    public let dashPhase: Float
    /// How many device pixels wide a hairline (width 0) is drawn, ≥ 1: 1 for `hairline`, more
    /// for `hairline(pixels:)`. Not used when `width` is positive.
    public let hairlinePixels: Int

    /// Makes a style, or throws a `StrokeError` naming the first field that is out of range.
    public init(
        width: Float = 1,
        cap: LineCap = .butt,
        join: LineJoin = .miter,
        miterLimit: Float = StrokeStyle.defaultMiterLimit,
        dash: [Float] = [],
        dashPhase: Float = 0
    ) throws(StrokeError) {
        guard width.isFinite else { throw StrokeError(.width, .notFinite(width)) }
        guard width >= 0 else { throw StrokeError(.width, .negative(width)) }
        guard miterLimit.isFinite else {
            throw StrokeError(.miterLimit, .notFinite(miterLimit))
        }
        guard miterLimit >= Self.minimumMiterLimit else {
            throw StrokeError(.miterLimit, .belowMinimum(miterLimit, minimum: Self.minimumMiterLimit))
        }
        for (i, length) in dash.enumerated() {
            guard length.isFinite else { throw StrokeError(.dash(i), .notFinite(length)) }
            guard length >= 0 else { throw StrokeError(.dash(i), .negative(length)) }
        }
        guard dashPhase.isFinite else { throw StrokeError(.dashPhase, .notFinite(dashPhase)) }
        let even = dash.count % 2 == 1 ? dash + dash : dash
        // The sum of finite entries can still overflow to infinity (two entries of 3e38).
        let period = even.reduce(0, +)
        guard even.isEmpty || period > 0 else { throw StrokeError(.dash(nil), .allZero) }
        guard period.isFinite else { throw StrokeError(.dash(nil), .sumNotFinite) }
        self.init(unchecked: width, cap: cap, join: join, miterLimit: miterLimit, dash: even, dashPhase: dashPhase)
    }

    /// Makes a style from fields already known to satisfy the invariants (`hairlinePixels` ≥ 1).
    package init(unchecked width: Float, cap: LineCap, join: LineJoin, miterLimit: Float, dash: [Float], dashPhase: Float,
                 hairlinePixels: Int = 1) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
        self.hairlinePixels = hairlinePixels
    }

    /// A solid stroke one device pixel wide at any scale, with butt caps and miter joins
    /// (CoreGraphics and Skia treat width 0 the same way).
    public static let hairline = StrokeStyle(
        unchecked: 0, cap: .butt, join: .miter, miterLimit: defaultMiterLimit, dash: [], dashPhase: 0)

    /// A solid stroke `pixels` device pixels wide at any scale (at least 1), with butt caps and
    /// miter joins: for a line that must cover whole rows of pixels on one side of a boundary
    /// at every scale, such as a separator two pixels wide clipped to the side below it.
    public static func hairline(pixels: Int) -> StrokeStyle {
        StrokeStyle(unchecked: 0, cap: .butt, join: .miter, miterLimit: defaultMiterLimit, dash: [], dashPhase: 0,
                    hairlinePixels: max(pixels, 1))
    }

    /// True for width 0: `Stroker` draws it `hairlineDeviceWidth` wide.
    public var isHairline: Bool { width == 0 }

    /// A hairline's width in device pixels: `hairlinePixels` × `Stroker.hairlineWidthPixels`.
    package var hairlineDeviceWidth: Float { Float(hairlinePixels) * Stroker.hairlineWidthPixels }

    /// True when there is a dash pattern.
    public var isDashed: Bool { !dash.isEmpty }

    /// The length of one repetition of the dash pattern (0 when solid).
    public var dashPeriod: Float { dash.reduce(0, +) }
}

/// A `StrokeStyle` parameter out of range. `description` reads like "width: -2 is negative";
/// callers that read styles from files put the parameter under their own field path.
public struct StrokeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter at fault, named as `StrokeStyle`'s initializer names it.
    public enum Parameter: Hashable, Sendable, CustomStringConvertible {
        /// The stroke's `width`.
        case width
        /// The `miterLimit`.
        case miterLimit
        /// The dash pattern as a whole (nil) or its entry at an index.
        case dash(Int?)
        /// The `dashPhase`.
        case dashPhase

        /// The parameter's name (`dash` for every dash case).
        public var name: String {
            switch self {
            case .width: "width"
            case .miterLimit: "miterLimit"
            case .dash: "dash"
            case .dashPhase: "dashPhase"
            }
        }

        /// `width`, `dash[3]`.
        public var description: String {
            if case .dash(let index?) = self { return "dash[\(index)]" }
            return name
        }
    }

    /// What is wrong with the parameter's value.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The value is below 0.
        case negative(Float)
        /// The value is infinite or NaN.
        case notFinite(Float)
        /// The value is below the smallest allowed, `minimum`.
        case belowMinimum(Float, minimum: Float)
        /// Every dash entry is zero: the pattern would never advance.
        case allZero
        /// The entries are finite but their sum is not.
        case sumNotFinite

        /// The problem in words, without the parameter: "-2 is negative".
        public var description: String {
            switch self {
            case .negative(let v): "\(v.strokeErrorText) is negative"
            case .notFinite(let v): "\(v.strokeErrorText) is not a finite number"
            case .belowMinimum(let v, let minimum): "\(v.strokeErrorText) is less than the minimum \(minimum.strokeErrorText)"
            case .allZero: "every entry is zero; a dash pattern needs a positive length"
            case .sumNotFinite: "the entries add up to more than a Float can hold"
            }
        }
    }

    /// The parameter at fault.
    public let parameter: Parameter
    /// What is wrong with its value.
    public let problem: Problem

    /// The error for `parameter` with `problem`.
    public init(_ parameter: Parameter, _ problem: Problem) {
        self.parameter = parameter
        self.problem = problem
    }

    public var description: String { "\(parameter): \(problem)" }
}

extension Float {
    /// "-2" rather than "-2.0"; other values as Swift prints them.
    fileprivate var strokeErrorText: String {
        if isFinite, self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return "\(self)"
    }
}
