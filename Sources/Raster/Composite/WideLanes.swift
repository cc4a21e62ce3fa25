// WideLanes: thirty-two 16-bit lanes (64 bytes, sixteen pixels) for the compositor's kernels.
//
// Why a wrapper and not `SIMD32<UInt16>` itself: in Swift 6.3 the standard library gives SIMD
// types their `&+`, `&-` and `&*` as single vector instructions at every width, but `&`, `|`
// and the shifts are generic loops over the scalars. LLVM unrolls and vectorizes that loop for
// sixteen lanes and for eight, not for thirty-two, so a plain `SIMD32<UInt16>` kernel runs lane
// by lane through the stack (rounded-rects took 18.8 s instead of 0.09). Two `SIMD16` halves
// stay vector code but LLVM keeps them as two 256-bit halves even with AVX-512. So the lanes
// stay one `SIMD32<UInt16>` for the arithmetic, and the bitwise operations go through the same
// 64 bytes seen as eight `UInt64`s, a width the loop is vectorized at; a right shift of the
// 64-bit words masked back to each 16-bit lane is what LLVM recognizes as the 16-bit shift
// (`vpsrlw`). With `-target-cpu native` on a Zen 5 the source-over step is one `vpsrlw`, two
// `vpmullw`, four `vpaddw`, two `vpand` and a `vpor` on 512-bit registers; with SSE2 it is the
// same on four 128-bit ones.
//
// Invariant: memory layout is exactly a `SIMD32<UInt16>`'s (size 64), so loads, stores and bit
// casts from sixteen `UInt32` pixels see lane 2k as pixel k's low 16 bits.

/// Thirty-two `UInt16` lanes with the wrapping operations the kernels use, each one vector
/// instruction (or a few) at every target width.
struct WideLanes {
    var lanes: SIMD32<UInt16>

    @inline(__always) init(_ lanes: SIMD32<UInt16>) { self.lanes = lanes }
    @inline(__always) init() { lanes = .zero }
    @inline(__always) init(repeating value: UInt16) { lanes = SIMD32(repeating: value) }

    /// The same 64 bytes as eight 64-bit words, for the bitwise operations.
    @inline(__always) private var words: SIMD8<UInt64> { unsafeBitCast(lanes, to: SIMD8<UInt64>.self) }
    @inline(__always) private init(words: SIMD8<UInt64>) { lanes = unsafeBitCast(words, to: SIMD32<UInt16>.self) }
    /// `value` in each of a word's four 16-bit lanes.
    @inline(__always) private static func spread(_ value: UInt16) -> SIMD8<UInt64> {
        SIMD8(repeating: UInt64(value) &* 0x0001_0001_0001_0001)
    }

    @inline(__always) static func & (a: Self, b: Self) -> Self { Self(words: a.words & b.words) }
    @inline(__always) static func & (a: Self, b: UInt16) -> Self { Self(words: a.words & spread(b)) }
    @inline(__always) static func | (a: Self, b: Self) -> Self { Self(words: a.words | b.words) }
    @inline(__always) static func &+ (a: Self, b: Self) -> Self { Self(a.lanes &+ b.lanes) }
    @inline(__always) static func &+ (a: Self, b: UInt16) -> Self { Self(a.lanes &+ SIMD32(repeating: b)) }
    @inline(__always) static func &- (a: Self, b: Self) -> Self { Self(a.lanes &- b.lanes) }
    @inline(__always) static func &* (a: Self, b: Self) -> Self { Self(a.lanes &* b.lanes) }
    /// Each lane shifted right by `b` (0…15): the words shifted, then the bits that crossed
    /// from the lane above cleared.
    @inline(__always) static func &>> (a: Self, b: UInt16) -> Self {
        Self(words: (a.words &>> UInt64(b)) & spread(0xFFFF &>> b))
    }
    /// Each lane shifted left by `b` (0…15): the words shifted, then the bits that crossed
    /// from the lane below cleared.
    @inline(__always) static func &<< (a: Self, b: UInt16) -> Self {
        Self(words: (a.words &<< UInt64(b)) & spread(0xFFFF &<< b))
    }
}

/// The lane operations the compositor's kernels are written with, so that one kernel serves
/// both step widths: `SIMD16<UInt16>` (8 pixels; the standard library's operators) and
/// `WideLanes` (16 pixels). `Pixels` is the same bytes as one `UInt32` lane per pixel.
protocol BlendLanes: Sendable {
    associatedtype Pixels: SIMD where Pixels.Scalar == UInt32
    init()
    init(repeating value: UInt16)
    static func & (a: Self, b: Self) -> Self
    static func & (a: Self, b: UInt16) -> Self
    static func | (a: Self, b: Self) -> Self
    static func &+ (a: Self, b: Self) -> Self
    static func &+ (a: Self, b: UInt16) -> Self
    static func &- (a: Self, b: Self) -> Self
    static func &* (a: Self, b: Self) -> Self
    static func &>> (a: Self, b: UInt16) -> Self
    static func &<< (a: Self, b: UInt16) -> Self
}

extension SIMD16: BlendLanes where Scalar == UInt16 {
    typealias Pixels = SIMD8<UInt32>
}

extension WideLanes: BlendLanes {
    typealias Pixels = SIMD16<UInt32>
}
