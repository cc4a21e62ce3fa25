/// A width and height, in the units of the space it lives in.
public struct Size: Hashable, Sendable, Codable {
    /// The horizontal extent; a rect whose width is 0 or less is empty.
    public var width: Float
    /// The vertical extent; a rect whose height is 0 or less is empty.
    public var height: Float
    /// The size `width` × `height`.
    @inlinable public init(width: Float, height: Float) { self.width = width; self.height = height }
    /// The size `width` × `height`.
    @inlinable public init(_ width: Float, _ height: Float) { self.width = width; self.height = height }
    /// The size 0 × 0.
    public static let zero = Size(0, 0)
}
