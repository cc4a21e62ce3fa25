// Writing a scene as JSON: controlkit-scene/1 (or peers-scene/1 for a scene read in that
// format), with keys in a fixed order and numbers in their shortest exact form, so the same
// scene always gives the same bytes.

import Documents
import Raster
import Typeset

extension Scene {
    /// The scene as JSON text, one item a line.
    public func jsonText() -> String {
        var w = JSONWriter()
        w.open("{")
        w.key("format", string: format.rawValue)
        w.key("name", string: name)
        if let summary { w.key("description", string: summary) }
        switch format {
        case .peers:
            w.key("width", raw: "\(pixelWidth)")
            w.key("height", raw: "\(pixelHeight)")
            w.key("background", raw: JSONWriter.bytes(background))
            w.keyOpen("shapes", "[")
            for item in items {
                // A peers scene holds solid fills only (the decoder makes nothing else).
                if case .fill(let f) = item, case .solid(let c) = f.paint {
                    w.element("{\"d\":\(JSONWriter.quote(f.path.svgPathData)),\"fill\":\(JSONWriter.bytes(c)),\"rule\":\"\(f.rule.rawValue)\"}")
                }
            }
            w.close("]")
        case .controlkit:
            w.key("width", raw: JSONWriter.number(size.width))
            w.key("height", raw: JSONWriter.number(size.height))
            w.key("scale", raw: JSONWriter.number(scale))
            w.key("background", string: background.hexString)
            w.keyOpen("items", "[")
            for item in items { w.element(item.json) }
            w.close("]")
        }
        w.close("}")
        return w.text + "\n"
    }
}

extension SceneItem {
    /// The item as one line of JSON.
    var json: String {
        var fields: [String] = []
        func transform(_ t: Transform) {
            if !t.isIdentity { fields.append("\"transform\":[\([t.a, t.b, t.c, t.d, t.e, t.f].map(JSONWriter.number).joined(separator: ","))]") }
        }
        switch self {
        case .fill(let f):
            fields.append("\"type\":\"path\"")
            fields.append("\"d\":\(JSONWriter.quote(f.path.svgPathData))")
            fields.append("\"fill\":\(f.paint.json)")
            if f.rule != .nonzero { fields.append("\"rule\":\"\(f.rule.rawValue)\"") }
            transform(f.transform)
        case .stroke(let s):
            fields.append("\"type\":\"stroke\"")
            fields.append("\"d\":\(JSONWriter.quote(s.path.svgPathData))")
            fields.append("\"stroke\":\(s.paint.json)")
            fields.append("\"width\":\(JSONWriter.number(s.style.width))")
            fields.append("\"cap\":\"\(s.style.cap.rawValue)\"")
            fields.append("\"join\":\"\(s.style.join.rawValue)\"")
            fields.append("\"miterLimit\":\(JSONWriter.number(s.style.miterLimit))")
            if s.style.isHairline && s.style.hairlinePixels != 1 { fields.append("\"hairlinePixels\":\(s.style.hairlinePixels)") }
            if !s.style.dash.isEmpty {
                fields.append("\"dash\":[\(s.style.dash.map(JSONWriter.number).joined(separator: ","))]")
                fields.append("\"dashPhase\":\(JSONWriter.number(s.style.dashPhase))")
            }
            transform(s.transform)
        case .group(let g):
            fields.append("\"type\":\"group\"")
            fields.append("\"opacity\":\(JSONWriter.number(g.opacity))")
            if let clip = g.clip { fields.append("\"clip\":\(JSONWriter.quote(clip.svgPathData))") }
            if let mask = g.mask { fields.append("\"mask\":\(Paint.linearGradient(mask).json)") }
            transform(g.transform)
            fields.append("\"items\":[\(g.items.map(\.json).joined(separator: ","))]")
        case .projected(let p):
            fields.append("\"type\":\"projected\"")
            fields.append("\"matrix\":[\(p.projection.rowMajor.map(JSONWriter.number).joined(separator: ","))]")
            fields.append("\"items\":[\(p.items.map(\.json).joined(separator: ","))]")
        case .backdropBlur(let b):
            fields.append("\"type\":\"backdropBlur\"")
            fields.append("\"d\":\(JSONWriter.quote(b.path.svgPathData))")
            fields.append("\"sigma\":\(JSONWriter.number(b.sigma))")
            fields.append("\"tint\":\"\(b.tint.hexString)\"")
            transform(b.transform)
        case .image(let i):
            fields.append("\"type\":\"image\"")
            fields.append("\"x\":\(JSONWriter.number(i.frame.minX))")
            fields.append("\"y\":\(JSONWriter.number(i.frame.minY))")
            fields.append("\"width\":\(JSONWriter.number(i.frame.width))")
            fields.append("\"height\":\(JSONWriter.number(i.frame.height))")
            fields.append("\"pixelWidth\":\(i.image.width)")
            fields.append("\"pixelHeight\":\(i.image.height)")
            fields.append("\"rgba\":\"\(Data(i.image.bytes).base64EncodedString())\"")
            if let tint = i.tint { fields.append("\"tint\":\"\(tint.hexString)\"") }
            transform(i.transform)
        case .text(let t):
            fields.append("\"type\":\"text\"")
            fields.append("\"text\":\(JSONWriter.quote(t.text))")
            fields.append("\"font\":\(JSONWriter.quote(t.font.family))")
            if let style = t.style, t.fontIsStyle {
                fields.append("\"style\":\"\(style.rawValue)\"")
            } else {
                fields.append("\"size\":\(JSONWriter.number(t.font.sizePoints))")
                fields.append("\"weight\":\(t.font.weight.value)")
            }
            switch t.font.tracking {
            case .sanFrancisco: break
            case .none: fields.append("\"tracking\":\"none\"")
            case .points(let p): fields.append("\"tracking\":\(JSONWriter.number(p))")
            }
            if t.font.monospacedDigits { fields.append("\"monospacedDigits\":true") }
            fields.append("\"x\":\(JSONWriter.number(t.origin.x))")
            fields.append("\"y\":\(JSONWriter.number(t.origin.y))")
            fields.append("\"fill\":\(t.paint.json)")
            fields.append("\"align\":\"\(t.alignment.rawValue)\"")
            if let maxWidth = t.maxWidth { fields.append("\"maxWidth\":\(JSONWriter.number(maxWidth))") }
            transform(t.transform)
        }
        return "{" + fields.joined(separator: ",") + "}"
    }
}

extension Paint {
    var json: String {
        switch self {
        case .solid(let c):
            return "\"\(c.hexString)\""
        case .linearGradient(let g):
            let stops = g.stops.map { "{\"offset\":\(JSONWriter.number($0.offset)),\"color\":\"\($0.color.hexString)\"}" }
            return "{\"linearGradient\":{\"start\":[\(JSONWriter.number(g.start.x)),\(JSONWriter.number(g.start.y))],"
                + "\"end\":[\(JSONWriter.number(g.end.x)),\(JSONWriter.number(g.end.y))],\"stops\":[\(stops.joined(separator: ","))]}}"
        }
    }
}

/// A minimal writer for the fixed layout above.
struct JSONWriter {
    private(set) var text = ""
    private var needsComma = [false]

    mutating func open(_ bracket: String) { text += bracket; needsComma.append(false) }
    mutating func close(_ bracket: String) { needsComma.removeLast(); text += "\n" + bracket }
    private mutating func separator() {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
        text += "\n"
    }
    mutating func key(_ k: String, string v: String) { key(k, raw: Self.quote(v)) }
    mutating func key(_ k: String, raw v: String) { separator(); text += "\(Self.quote(k)): \(v)" }
    mutating func keyOpen(_ k: String, _ bracket: String) { separator(); text += "\(Self.quote(k)): "; open(bracket) }
    mutating func element(_ raw: String) { separator(); text += raw }

    /// Shortest text that reads back as the same Float; whole numbers without ".0".
    static func number(_ v: Float) -> String {
        if v == v.rounded(), abs(v) < 1e7 { return String(Int(v)) }
        return "\(v)"
    }

    static func bytes(_ c: Color) -> String { "[\(c.r),\(c.g),\(c.b),\(c.a)]" }

    static func quote(_ s: String) -> String { JSONString.quoted(s) }
}

#if canImport(Foundation)
import Foundation
#endif
