/// A width and height, in the units of the space it lives in.
public struct Size: Hashable, Sendable, Codable {
    public var width: Float
    public var height: Float
    @inlinable public init(width: Float, height: Float) { self.width = width; self.height = height }
    @inlinable public init(_ width: Float, _ height: Float) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)
}
