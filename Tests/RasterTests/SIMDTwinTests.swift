import Raster
import TestSupport
import Testing

/// Every SIMD path against its scalar twin, on seeded random input: the pixels must be
/// identical, byte for byte.
@Suite struct SIMDTwinTests {
    static let colors: [Color] = {
        var rng = SeededRandom(seed: 7)
        return (0 ..< 64).map { _ in
            Color(r: UInt8(rng.int(in: 0 ... 255)), g: UInt8(rng.int(in: 0 ... 255)),
                  b: UInt8(rng.int(in: 0 ... 255)), a: UInt8([0, 1, 128, 254, 255, rng.int(in: 0 ... 255)][rng.int(in: 0 ... 5)]))
        }
    }()

    static func randomPixels(_ n: Int, _ rng: inout SeededRandom) -> [UInt32] {
        (0 ..< n).map { _ in
            let c = Color(r: UInt8(rng.int(in: 0 ... 255)), g: UInt8(rng.int(in: 0 ... 255)),
                          b: UInt8(rng.int(in: 0 ... 255)), a: UInt8(rng.int(in: 0 ... 255)))
            return Pixmap.pack(c.premultiplied)
        }
    }

    @Test func constantCoverageKernelMatchesScalar() {
        var rng = SeededRandom(seed: 11)
        for color in Self.colors {
            let count = rng.int(in: 0 ... 70)
            let coverage = UInt8([0, 255, rng.int(in: 0 ... 255)][rng.int(in: 0 ... 2)])
            var fast = Self.randomPixels(count, &rng)
            var slow = fast
            fast.withUnsafeMutableBufferPointer {
                Compositor.fill($0.baseAddress!, count: count, color: color.premultiplied, coverage: coverage, mode: .sourceOver, useSIMD: true)
            }
            slow.withUnsafeMutableBufferPointer {
                Compositor.fillReference($0.baseAddress!, count: count, color: color.premultiplied, coverage: coverage, mode: .sourceOver)
            }
            #expect(fast == slow, "colour \(color) coverage \(coverage) count \(count)")
        }
    }

    @Test func maskKernelMatchesScalar() {
        var rng = SeededRandom(seed: 12)
        for color in Self.colors {
            let count = rng.int(in: 0 ... 70)
            let mask = (0 ..< count).map { _ in CoveragePair(coverage: UInt8([0, 255, rng.int(in: 0 ... 255)][rng.int(in: 0 ... 2)])) }
            var fast = Self.randomPixels(count, &rng)
            var slow = fast
            mask.withUnsafeBufferPointer { m in
                fast.withUnsafeMutableBufferPointer {
                    Compositor.fill($0.baseAddress!, count: count, color: color.premultiplied, mask: m.baseAddress!, mode: .sourceOver, useSIMD: true)
                }
                slow.withUnsafeMutableBufferPointer {
                    Compositor.fillReference($0.baseAddress!, count: count, color: color.premultiplied, mask: m.baseAddress!, mode: .sourceOver)
                }
            }
            #expect(fast == slow, "colour \(color) count \(count)")
        }
    }

    /// Every span length from 0 to 50 on both solid kernels, so that each tier of the step
    /// driver is reached: the padded copy (under 8), the 8-pixel step with its overlapping last
    /// step (8–15), and the 16-pixel step (16 and over), each with and without pixels left over.
    /// The span sits between two guard pixels that must come out untouched.
    @Test func everySpanLengthMatchesScalar() {
        var rng = SeededRandom(seed: 15)
        for count in 0 ... 50 {
            let color = Self.colors[count % Self.colors.count].premultiplied
            let coverage = UInt8([255, 128, rng.int(in: 1 ... 254)][count % 3])
            let mask = (0 ..< count).map { _ in CoveragePair(coverage: UInt8(rng.int(in: 0 ... 255))) }
            let guardPixel: UInt32 = 0xDEAD_BEEF
            let start = [guardPixel] + Self.randomPixels(count, &rng) + [guardPixel]
            for useMask in [false, true] {
                var fast = start, slow = start
                mask.withUnsafeBufferPointer { m in
                    fast.withUnsafeMutableBufferPointer { p in
                        if useMask {
                            Compositor.fill(p.baseAddress! + 1, count: count, color: color, mask: m.baseAddress!, mode: .sourceOver, useSIMD: true)
                        } else {
                            Compositor.fill(p.baseAddress! + 1, count: count, color: color, coverage: coverage, mode: .sourceOver, useSIMD: true)
                        }
                    }
                    slow.withUnsafeMutableBufferPointer { p in
                        if useMask {
                            Compositor.fillReference(p.baseAddress! + 1, count: count, color: color, mask: m.baseAddress!, mode: .sourceOver)
                        } else {
                            Compositor.fillReference(p.baseAddress! + 1, count: count, color: color, coverage: coverage, mode: .sourceOver)
                        }
                    }
                }
                #expect(fast == slow, "count \(count) mask \(useMask)")
                #expect(fast.first == guardPixel && fast.last == guardPixel, "count \(count) wrote outside its span")
            }
        }
    }

    /// Varying source pixels (gradients, layers) at constant and per-pixel coverage.
    @Test func varyingSourceKernelsMatchScalar() {
        var rng = SeededRandom(seed: 14)
        for _ in 0 ..< 64 {
            let count = rng.int(in: 0 ... 70)
            var source = Self.randomPixels(count, &rng)
            // Transparent runs, as a layer is mostly: the kernel skips eight clear pixels at once.
            if count > 0, rng.int(in: 0 ... 2) > 0 {
                let start = rng.int(in: 0 ... count - 1)
                for i in start ..< min(count, start + rng.int(in: 1 ... 24)) { source[i] = 0 }
            }
            let coverage = UInt8([0, 255, rng.int(in: 0 ... 255)][rng.int(in: 0 ... 2)])
            let mask = (0 ..< count).map { _ in CoveragePair(coverage: UInt8([0, 255, rng.int(in: 0 ... 255)][rng.int(in: 0 ... 2)])) }
            let start = Self.randomPixels(count, &rng)
            for useMask in [false, true] {
                var fast = start, slow = start
                source.withUnsafeBufferPointer { s in
                    mask.withUnsafeBufferPointer { m in
                        for (useSIMD, out) in [(true, 0), (false, 1)] {
                            func run(_ p: UnsafeMutablePointer<UInt32>) {
                                if useMask {
                                    Compositor.sourceOver(p, pixels: s.baseAddress!, count: count, mask: m.baseAddress!, useSIMD: useSIMD)
                                } else {
                                    Compositor.sourceOver(p, pixels: s.baseAddress!, count: count, coverage: coverage, useSIMD: useSIMD)
                                }
                            }
                            if out == 0 { fast.withUnsafeMutableBufferPointer { run($0.baseAddress!) } } else { slow.withUnsafeMutableBufferPointer { run($0.baseAddress!) } }
                        }
                    }
                }
                #expect(fast == slow, "count \(count) mask \(useMask)")
            }
        }
    }

    /// Whole fills: the SIMD resolve and compositing against the scalar ones, on random
    /// self-intersecting polygons with both fill rules, over a random background.
    @Test(arguments: [FillRule.nonzero, .evenodd])
    func fillsMatchScalar(rule: FillRule) {
        var rng = SeededRandom(seed: 13)
        var fast = Canvas(width: 67, height: 45, background: Color(r: 30, g: 60, b: 90, a: 200))
        var slow = fast
        slow.useSIMD = false
        fast.useSIMD = true
        for _ in 0 ..< 300 {
            var path = Path()
            let n = rng.int(in: 3 ... 9)
            path.move(to: Point(rng.float(in: -10 ... 77), rng.float(in: -10 ... 55)))
            for _ in 1 ..< n { path.line(to: Point(rng.float(in: -10 ... 77), rng.float(in: -10 ... 55))) }
            let color = Self.colors[rng.int(in: 0 ... 63)]
            fast.fill(path, color: color, rule: rule)
            slow.fill(path, color: color, rule: rule)
        }
        #expect(fast.pixmap.pixels == slow.pixmap.pixels)
        // The test must be able to fail: the canvases were really drawn on.
        #expect(Set(fast.pixmap.pixels).count > 100)
    }
}
