// A content hash that is the same on every run and machine: the batch cache's keys and the
// snapshot strategies' failure folders are named by it.

import Foundation

/// Two FNV-1a 64-bit lanes with different offsets: a 128-bit content hash, stable across
/// runs and machines (unlike `Hasher`), for telling inputs apart, not for security.
package struct Hash128 {
    package init() {}

    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x6c62_272e_07bb_0142
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// Adds `bytes`, then a separator.
    package mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* Self.prime
            b = (b ^ UInt64(byte ^ 0x5A)) &* Self.prime
        }
        // A separator, so that ["ab", "c"] and ["a", "bc"] differ.
        a = (a ^ 0xFF) &* Self.prime
        b = (b ^ 0x1FF) &* Self.prime
    }

    /// Adds the UTF-8 bytes of `text`, then a separator.
    package mutating func add(_ text: String) { add(Array(text.utf8)) }

    /// The hash as 32 lowercase hex digits.
    package var hex: String { String(format: "%016llx%016llx", a, b) }
    /// The length of `hex`.
    static let hexLength = 32
}
