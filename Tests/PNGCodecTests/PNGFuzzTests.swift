import PNGCodec
import Raster
import TestSupport
import Testing

/// Seeded random damage to valid PNGs: decoding returns an image or a PNGError, never
/// crashes or hangs. Half the cases get their CRCs repaired so the damage reaches libpng's
/// deeper checks (IHDR fields, palette, zlib, filters) instead of stopping at the CRC.
@Suite struct PNGFuzzTests {
    /// Tight limits, so a mutated IHDR cannot make a case allocate or run for long.
    static let limits = PNGLimits(maxSidePixels: 512, maxDecodedBytes: 1 << 20, maxFileBytes: 1 << 20)
    static let caseCount = 3_000

    /// The case of an error without its payload ("badCRC"), to count kinds of failure.
    static func caseName(of error: PNGError) -> String {
        Mirror(reflecting: error).children.first?.label ?? String(describing: error)
    }

    @Test(.timeLimit(.minutes(1)), arguments: ["rgba-8-adam7.png", "palette-2-trns-adam7.png", "grey-16-trns.png"])
    func mutatedFilesDecodeOrFailWithATypedError(_ name: String) throws {
        let original = try Fixtures.bytes(name)
        // Any byte, bit flips, truncation, runs of bytes, and 32-bit integers at the edges of
        // their ranges spliced in (IHDR's width and height are big-endian UInt32s).
        var mutator = Mutator(seed: 0xF022_0000 &+ UInt64(original.count), alphabet: nil,
                              binaryDictionary: Mutator.hugeBinaryIntegers, operations: Mutator.binaryOperations)
        var decoded = 0, failures: [String: Int] = [:]
        for index in 0 ..< Self.caseCount {
            var bytes = mutator.mutate(original)
            if index.isMultiple(of: 2) { bytes = PNGChunks.repairingCRCs(bytes) }
            do {
                let image = try PNG.decode(bytes, limits: Self.limits)
                #expect(image.bytes.count == image.width * image.height * 4)
                decoded += 1
            } catch {
                #expect(!error.description.isEmpty)
                failures[Self.caseName(of: error), default: 0] += 1
            }
        }
        // Both outcomes occur, and the repaired cases reach past the CRC check.
        #expect(decoded > 0, "failures: \(failures)")
        #expect(failures.keys.count >= 5, "kinds of failure: \(failures)")
    }
}
