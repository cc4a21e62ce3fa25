// Helpers the SVGImport tests share: importing a string, rendering at @1x, reading pixels.

import Documents
import Foundation
import Raster
import SVGImport

enum SVGTest {
    /// Imports `svg`; the test fails on the thrown list through `try`.
    static func document(_ svg: String, options: SVGImportOptions = .init()) throws -> SVGDocument {
        try SVGDocument(data: Data(svg.utf8), fileName: "test.svg", options: options)
    }

    /// The errors importing `svg` throws; empty when it imports.
    static func errors(_ svg: String, options: SVGImportOptions = .init()) -> [Diagnostic] {
        do {
            _ = try SVGDocument(data: Data(svg.utf8), fileName: "test.svg", options: options)
            return []
        } catch {
            return error.errors
        }
    }

    /// The document rendered at @1x onto a clear canvas, unpremultiplied.
    static func render(_ svg: String, options: SVGImportOptions = .init()) throws -> RGBAImage {
        try document(svg, options: options).scene(name: "test").render().image()
    }

    /// A document of `size` × `size` px holding `body`.
    static func wrap(_ body: String, size: Int = 20) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)\" height=\"\(size)\">\n\(body)\n</svg>"
    }

    /// Every fill, stroke and group item, depth first.
    static func flatten(_ items: [SceneItem]) -> [SceneItem] {
        items.flatMap { item -> [SceneItem] in
            if case .group(let g) = item { return [item] + flatten(g.items) }
            return [item]
        }
    }

    static func fills(_ doc: SVGDocument) -> [FillItem] {
        flatten(doc.items).compactMap { if case .fill(let f) = $0 { f } else { nil } }
    }

    static func strokes(_ doc: SVGDocument) -> [StrokeItem] {
        flatten(doc.items).compactMap { if case .stroke(let s) = $0 { s } else { nil } }
    }

    static func groups(_ doc: SVGDocument) -> [GroupItem] {
        flatten(doc.items).compactMap { if case .group(let g) = $0 { g } else { nil } }
    }
}
