// SVGTransformList: the `transform` attribute (and `gradientTransform`) → one affine Transform.
//
// Grammar (SVG 1.1 §7.6, CSS Transforms 1 for SVG): a list of `matrix(a b c d e f)`,
// `translate(x [y])`, `scale(x [y])`, `rotate(a [cx cy])`, `skewX(a)`, `skewY(a)`, separated by
// white space and/or commas, arguments by white space and/or a comma. Angles in degrees.
// `rotate(a cx cy)` is translate(cx, cy) rotate(a) translate(−cx, −cy).

import Foundation
import Raster

enum SVGTransformList {
    /// The list's transform, the rightmost function applied first (`"A B"` maps a point by B,
    /// then A); nil when the text does not follow the grammar.
    static func parse(_ text: String) -> Transform? {
        var s = SVGScanner(text)
        var result = Transform.identity
        s.skipSeparator()
        while !s.isAtEnd {
            let name = s.name()
            s.skipSpaces()
            guard !name.isEmpty, s.take(UInt8(ascii: "(")) else { return nil }
            var arguments: [Float] = []
            s.skipSpaces()
            while !s.take(UInt8(ascii: ")")) {
                guard let v = s.number() else { return nil }
                arguments.append(v)
                s.skipSeparator()
            }
            guard let t = function(name, arguments) else { return nil }
            result = t.concatenating(result)
            s.skipSeparator()
        }
        return result
    }

    static func radians(_ degrees: Float) -> Float { degrees * .pi / 180 }

    /// One transform function, or nil for an unknown name or the wrong number of arguments.
    static func function(_ name: String, _ v: [Float]) -> Transform? {
        switch (name, v.count) {
        case ("matrix", 6): return Transform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
        case ("translate", 1): return .translation(v[0], 0)
        case ("translate", 2): return .translation(v[0], v[1])
        case ("scale", 1): return .scale(v[0])
        case ("scale", 2): return .scale(v[0], v[1])
        case ("rotate", 1): return .rotation(radians(v[0]))
        case ("rotate", 3):
            return Transform.translation(-v[1], -v[2]).concatenating(.rotation(radians(v[0]))).concatenating(.translation(v[1], v[2]))
        case ("skewX", 1): return Transform(a: 1, b: 0, c: PortableMath.tan(radians(v[0])), d: 1, e: 0, f: 0)
        case ("skewY", 1): return Transform(a: 1, b: PortableMath.tan(radians(v[0])), c: 0, d: 1, e: 0, f: 0)
        default: return nil
        }
    }
}
