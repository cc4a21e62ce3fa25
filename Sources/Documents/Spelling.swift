/// Suggestions for misspelt names: the nearest known name by edit distance, when it is near.
public enum Spelling {
    /// The name in `candidates` closest to `word` (Levenshtein distance, case-insensitive),
    /// when the distance is at most a third of the word's length (and at least 1 is allowed).
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        guard w.count <= 64 else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let c = Array(candidate.lowercased().unicodeScalars)
            guard c.count <= 64 else { continue }
            let d = distance(w, c)
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        guard let best, best.distance <= max(1, w.count / 3) else { return nil }
        return best.name
    }

    /// The Levenshtein distance between `a` and `b` (insertions, deletions, substitutions).
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0 ... b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            for j in 1 ... max(b.count, 1) where j <= b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
