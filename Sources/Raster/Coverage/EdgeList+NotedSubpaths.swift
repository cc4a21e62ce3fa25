// EdgeList+NotedSubpaths: where `add(devicePath:)` keeps the subpaths it notes for the exact
// pass, inline.

extension EdgeList {
    /// The subpaths noted (`EdgeList.subpaths`), in order, the first `capacity` held inline: a
    /// fill has one or two most often (a shape, or a glyph and its hole), and an array's append
    /// checks its buffer's uniqueness through the runtime, a call for each subpath of every fill
    /// (BENCHMARKS.md, stop 46). Past `capacity` only the count goes on, and `mayCross` finds
    /// the contours from the edges instead (`isWhole` is false).
    package struct NotedSubpaths {
        /// The most held. [INF] 4 covers a glyph with three holes in 64 bytes; more contours
        /// take the pass that finds them from the edges.
        static let capacity = 4
        private var inline = (Subpath.none, Subpath.none, Subpath.none, Subpath.none)
        /// How many were noted, held or not.
        package private(set) var count = 0
        /// Whether they follow one another from edge 0 on, each starting where the one before
        /// it ended, and where the last ended (the edges they cover, when they do).
        private(set) var followOn = true
        private(set) var end: Int32 = 0

        var isEmpty: Bool { count == 0 }
        /// Whether every one noted is held.
        var isWhole: Bool { count <= NotedSubpaths.capacity }

        @inline(__always) mutating func append(_ s: Subpath) {
            followOn = followOn && s.first == end
            end = s.end
            switch count {
            case 0: inline.0 = s
            case 1: inline.1 = s
            case 2: inline.2 = s
            case 3: inline.3 = s
            default: break
            }
            count += 1
        }

        @inline(__always) mutating func removeAll() {
            count = 0
            followOn = true
            end = 0
        }

        /// The `i`th noted, for `0 ..< min(count, capacity)`.
        @inline(__always) subscript(i: Int) -> Subpath {
            precondition(i >= 0 && i < min(count, NotedSubpaths.capacity), "no subpath \(i) held of \(count)")
            switch i {
            case 0: return inline.0
            case 1: return inline.1
            case 2: return inline.2
            default: return inline.3
            }
        }
    }
}

extension EdgeList.Subpath {
    /// A placeholder for an inline slot not yet used.
    static let none = EdgeList.Subpath(first: 0, end: 0, x: 0, y: 0)
}
