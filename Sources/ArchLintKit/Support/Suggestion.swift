/// "Did you mean …?": the candidate nearest a misspelt word, when it is near enough. One measure
/// for every suggestion the tool makes (commands, options, type names, rules keywords, presets,
/// roles, verbs): edits counted without regard to case, a swap of two neighbouring letters as
/// one (`ues` → `use`).
package enum Suggestion {
    /// The candidate nearest `word`, at most `maximumDistance` edits away; the first of equally
    /// near ones.
    package static func closest<Candidates: Sequence<String>>(to word: String, in candidates: Candidates, maximumDistance: Int = 2) -> String? {
        let word = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate.lowercased())
            if distance <= maximumDistance, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// `; did you mean 'NAME'?` for the nearest candidate, or nothing: the end of a message.
    package static func hint<Candidates: Sequence<String>>(for word: String, in candidates: Candidates, maximumDistance: Int = 2) -> String {
        closest(to: word, in: candidates, maximumDistance: maximumDistance).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance where swapping two neighbouring letters counts as one edit (`ues` → `use`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
