import Raster

extension RGBAImage {
    /// The pixels of `rect` (which must lie inside the image) as a new image.
    func cropped(to rect: PixelRect) -> RGBAImage {
        guard !rect.isEmpty else { return .empty }
        var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        let rowBytes = rect.width * 4
        for row in 0 ..< rect.height {
            let src = ((rect.y0 + row) * width + rect.x0) * 4
            out.replaceSubrange(row * rowBytes ..< (row + 1) * rowBytes, with: bytes[src ..< src + rowBytes])
        }
        return RGBAImage(width: rect.width, height: rect.height, bytes: out) ?? .empty
    }

    /// `image` copied in with its top-left at (x, y); parts outside are dropped.
    func pasting(_ image: RGBAImage, x: Int, y: Int) -> RGBAImage {
        var out = self
        let area = PixelRect(x: x, y: y, width: image.width, height: image.height)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty else { return out }
        let rowBytes = area.width * 4
        for row in area.y0 ..< area.y1 {
            let dst = (row * width + area.x0) * 4
            let src = ((row - y) * image.width + (area.x0 - x)) * 4
            out.bytes.replaceSubrange(dst ..< dst + rowBytes, with: image.bytes[src ..< src + rowBytes])
        }
        return out
    }

    /// This image with the pixels of `regions` taken from `source` (same size): how ignore
    /// regions are made equal before a comparison.
    func copying(_ regions: [PixelRect], from source: RGBAImage) -> RGBAImage {
        var out = self
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        for region in regions {
            let r = region.intersection(bounds)
            guard !r.isEmpty else { continue }
            for row in r.y0 ..< r.y1 {
                let start = (row * width + r.x0) * 4, end = start + r.width * 4
                out.bytes.replaceSubrange(start ..< end, with: source.bytes[start ..< end])
            }
        }
        return out
    }
}
