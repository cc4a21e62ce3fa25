// SVGDocument: an imported SVG — its size in points, its items with the viewBox mapped onto
// that size, and the warnings about what it skipped. The one public entry of the module.

import Documents
import Foundation
import Raster

/// An SVG document imported as Scene items.
///
/// Invariants: `size` is finite, positive and at most `SVGLimits.maxSidePoints` a side;
/// `items` are in points, y down, the root viewBox mapped onto 0…`size` (content outside it is
/// kept; the canvas cuts it); groups nest at most `SceneLimits.maxDepth` deep, so
/// `scene(name:)` can be written as scene JSON and read back.
public struct SVGDocument: Sendable {
    /// Intrinsic size in points (CSS px): `width` × `height`, or the viewBox's size where they
    /// are absent or percentages.
    public var size: Size
    /// What the document draws, in points, the viewBox already mapped into 0…`size`.
    public var items: [SceneItem]
    /// What was not drawn as written: severity `.warning`, `file` set, location `.line(n)` of
    /// the first occurrence of each kind.
    public var warnings: [Diagnostic]

    /// Parses an SVG document. `fileName` is used in diagnostics only.
    /// - Throws: errors with the file and line (and column or byte offset): malformed XML or
    ///   path data, a document without a usable size, a `use` cycle, any `SVGLimits` exceeded.
    ///   The list holds the warnings found before the error too.
    public init(data: Data, fileName: String? = nil, options: SVGImportOptions = .init()) throws(DiagnosticList) {
        let limits = options.limits
        guard data.count <= limits.maxFileBytes else {
            throw DiagnosticList(Diagnostic(.error, file: fileName, location: .line(1),
                                            "the document is \(data.count) bytes, over \(limits.maxFileBytes) (SVGLimits.maxFileBytes)"))
        }
        let root: SVGElement
        do { root = try SVGTreeBuilder.parse(data, limits: limits, file: fileName) } catch { throw DiagnosticList(error) }
        let converter = SVGConverter(root: root, file: fileName, options: options)
        converter.reportUnsupported(in: root)
        do {
            let (size, items) = try converter.document(root)
            self.size = size
            self.items = items
            warnings = converter.warnings.list
        } catch {
            throw DiagnosticList(converter.warnings.list + [error])
        }
    }

    /// A scene of the document at `size`, drawn at `scale` device px per point.
    public func scene(name: String, scale: Float = 1, background: Color = .clear) -> Scene {
        Scene(name: name, size: size, scale: scale, background: background, items: items)
    }
}

extension SVGConverter {
    /// The root's size and items.
    func document(_ root: SVGElement) throws(Diagnostic) -> (Size, [SceneItem]) {
        var box: Rect?
        if let text = root.attribute("viewBox") {
            guard let v = SVGViewBox.numbers(text) else {
                throw error(root, "viewBox", "\(Excerpt.quoted(text)) is not four numbers (min-x min-y width height)")
            }
            guard v[2] > 0, v[3] > 0 else {
                throw error(root, "viewBox", "the viewBox's width and height must be above 0, not \(Excerpt.number(v[2])) × \(Excerpt.number(v[3]))")
            }
            guard v.allSatisfy({ abs($0) <= Self.maxCoordinate }) else {
                throw error(root, "viewBox", "the viewBox's numbers must lie within ±\(Excerpt.number(Self.maxCoordinate))")
            }
            box = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        let width = try side(root, "width", viewBox: box?.width)
        let height = try side(root, "height", viewBox: box?.height)
        let size = Size(width, height)
        let map = box.map { aspectRatio(of: root).transform(from: $0, to: size) } ?? .identity
        let context = SVGContext(style: SVGStyle(color: options.currentColor), transform: map, viewport: box?.size ?? size, groupDepth: 0)
        return (size, try items(for: root, in: context))
    }

    /// Coordinates beyond this magnitude (in a viewBox) are refused: 2²⁴, the largest range
    /// in which Float still holds every integer, so positions keep sub-unit precision.
    static let maxCoordinate: Float = 16_777_216

    /// The root's `width` or `height` in points: the attribute, or the viewBox's side when it
    /// is absent or a percentage (SVG 2 §8.2 sizes the root from its viewBox then).
    private func side(_ root: SVGElement, _ name: String, viewBox: Float?) throws(Diagnostic) -> Float {
        let text = root.attribute(name)
        let length = text.flatMap { SVGLength($0) }
        if let text, length == nil, text.trimmingSpaces.lowercased() != "auto" {
            throw error(root, name, "\(Excerpt.quoted(text)) is not a length")
        }
        let value: Float
        if let length, length.unit != .percent {
            value = length.resolved(against: 0)
        } else if let viewBox {
            value = viewBox
        } else {
            throw error(root, name, "the document has no \(name): give width and height, or a viewBox")
        }
        guard value.isFinite, value > 0 else {
            throw error(root, name, "the \(name) must be above 0, not \(Excerpt.number(value))")
        }
        guard value <= limits.maxSidePoints else {
            throw error(root, name, "the \(name) \(Excerpt.number(value)) pt is over \(Excerpt.number(limits.maxSidePoints)) pt (SVGLimits.maxSidePoints)")
        }
        return value
    }
}
