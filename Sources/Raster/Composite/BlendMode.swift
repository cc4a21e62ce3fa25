/// How a source pixel combines with the destination, on premultiplied sRGB bytes
/// (blending happens in gamma-encoded sRGB, as iOS's CoreGraphics does by default).
/// `s`, `d`: source and destination channel; `sa`, `da`: their alphas; all in 0…1.
public enum BlendMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// s + d·(1 − sa): the default; painting on top.
    case sourceOver
    /// s: replaces the destination (within the coverage).
    case copy
    /// d·(1 − sa): erases where the source is opaque.
    case destinationOut
    /// d·sa: keeps the destination where the source is opaque (masking).
    case destinationIn
    /// min(1, s + d): iOS's plusLighter, used by vibrant materials.
    case plusLighter
    /// s·d + s·(1 − da) + d·(1 − sa): multiply, for shadows and tints.
    case multiply
}
