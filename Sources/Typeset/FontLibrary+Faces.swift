// Choosing faces: family, optical size, weight, and the fallback chain.

extension FontLibrary {
    /// At and above this size a family's "<family> Display" faces are used when loaded, as iOS
    /// switches from "SF Pro Text" to "SF Pro Display" at 20 pt (ios-facts §6.1).
    package static let displayOpticalSizeMinimumPoints: Float = 20
    /// The suffix of a family's display optical size ("Inter" → "Inter Display").
    package static let displayFamilySuffix = " Display"

    /// The face for `family` at `weight` and `sizePoints`: the display optical size when the size
    /// asks for it and the library has it, upright faces before italic ones, then the nearest
    /// weight (ties go to the heavier face). Call with the lock held.
    func resolveFace(family: String, weight: FontWeight, sizePoints: Float) throws(FontError) -> Face {
        let wanted = family.lowercased()
        var candidates: [Face] = []
        if sizePoints >= Self.displayOpticalSizeMinimumPoints {
            let display = wanted + Self.displayFamilySuffix.lowercased()
            candidates = faces.filter { $0.familyName.lowercased() == display }
        }
        if candidates.isEmpty {
            candidates = faces.filter { $0.familyName.lowercased() == wanted }
        }
        let upright = candidates.filter { !$0.isItalic }
        if !upright.isEmpty { candidates = upright }
        let best = candidates.min { a, b in
            let da = abs(a.weight - weight.value), db = abs(b.weight - weight.value)
            if da != db { return da < db }
            if a.weight != b.weight { return a.weight > b.weight }
            return a.id < b.id
        }
        guard let best else {
            throw .unknownFamily(family, available: Array(Set(faces.map(\.familyName))).sorted())
        }
        return best
    }

    /// The requested family's face, then each loaded fallback family's face at the same weight
    /// and size. Fallback families that are not loaded are skipped. Call with the lock held.
    func faceChain(for font: Font) throws(FontError) -> [Face] {
        var chain = [try resolveFace(family: font.family, weight: font.weight, sizePoints: font.sizePoints)]
        for family in fallbackFamilies {
            guard let face = try? resolveFace(family: family, weight: font.weight, sizePoints: font.sizePoints) else { continue }
            if !chain.contains(where: { $0 === face }) { chain.append(face) }
        }
        return chain
    }
}
