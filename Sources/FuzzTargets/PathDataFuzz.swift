import Raster

/// SVG path data: parsed (what parsed before an error is kept, as a renderer keeps it), then
/// filled with both rules and stroked with a width, cap, join and dash taken from the input's
/// length, on a 64 × 64 canvas with the path scaled so that a 100-unit icon fills it.
enum PathDataFuzz {
    static func run(_ bytes: [UInt8]) {
        let (path, _) = bytes.withUnsafeBufferPointer { SVGPathParser.parse(utf8: $0) }
        var canvas = Canvas(width: 64, height: 64)
        let transform = Transform.scale(0.64)
        canvas.fill(path, color: Color(r: 0, g: 0, b: 0), rule: bytes.count % 2 == 0 ? .nonzero : .evenodd, transform: transform)
        let n = bytes.count
        let caps: [StrokeStyle.LineCap] = [.butt, .round, .square], joins: [StrokeStyle.LineJoin] = [.miter, .round, .bevel]
        guard let style = try? StrokeStyle(width: Float(n % 7) * 0.75, cap: caps[n % 3], join: joins[(n / 3) % 3],
                                           dash: n % 5 == 0 ? [3, 1.5] : []) else { return }
        canvas.stroke(path, style: style, color: Color(r: 0, g: 122, b: 255), transform: transform)
        fuzzCheck(canvas.width == 64, "the canvas changed size")
    }
}
