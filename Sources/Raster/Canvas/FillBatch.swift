// FillBatch: solid-colour fills recorded in order, to be drawn band by band of rows
// (`Canvas.draw(_:threads:)`) instead of shape by shape.

/// Solid-colour fills in drawing order, recorded to be drawn together by `Canvas.draw(_:threads:)`.
///
/// Drawn together, the fills are composited band by band of rows: every fill that reaches a
/// band is drawn into it while the band's pixels are in the core's cache, where drawing shape
/// by shape walks the whole canvas once per shape. Bands are independent, so they can also be
/// shared between threads. The bytes are the same as `Canvas.fill(_:color:rule:transform:mode:)`
/// called for each fill in order (`FillBatchTests`), whatever the band height or thread count.
///
/// Paths are mapped to device pixels when they are recorded; nothing is flattened until the
/// batch is drawn.
public struct FillBatch: Sendable {
    /// One recorded fill.
    struct Fill: Sendable {
        /// The path in device pixels.
        let path: Path
        let color: PremultipliedColor
        let rule: FillRule
        let mode: BlendMode
    }

    private(set) var fills: [Fill] = []

    /// An empty batch.
    public init() {}

    /// Fills recorded.
    public var count: Int { fills.count }
    /// True when no fill has been recorded.
    public var isEmpty: Bool { fills.isEmpty }

    /// Records a fill of `path` with `color`; the arguments mean what they mean for
    /// `Canvas.fill(_:color:rule:transform:mode:)`. A fill that would change no pixel (a clear
    /// colour with a mode that keeps the destination) is not recorded.
    public mutating func fill(_ path: Path, color: Color, rule: FillRule = .nonzero, transform: Transform = .identity,
                              mode: BlendMode = .sourceOver) {
        guard color.a != 0 || mode == .copy || mode == .destinationIn, !path.isEmpty else { return }
        fills.append(Fill(path: path.transformed(by: transform), color: color.premultiplied, rule: rule, mode: mode))
    }

    /// Removes every fill, keeping the storage.
    public mutating func removeAll() { fills.removeAll(keepingCapacity: true) }
}
