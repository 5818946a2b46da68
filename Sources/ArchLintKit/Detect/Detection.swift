/// What `archlint detect` found: the architecture the code follows, how consistently, and where
/// parts of it follow another one.
package struct Detection: Sendable, Equatable {
    /// A preset the code could follow, with its score and the evidence for it.
    package struct Candidate: Sendable, Equatable {
        package var preset: String
        /// 0…1: the share of the screens and structures that follow the pattern, weighed by how
        /// well the code obeys the preset's rules.
        package var score: Double
        /// Sentences a person can check ("6 feature folders hold a Presenter, Interactor and Router").
        package var evidence: [String]
    }

    /// A folder (a feature folder, or a module's) that follows another pattern than the rest.
    package struct Area: Sendable, Equatable {
        /// The folder below the detected root.
        package var path: String
        package var pattern: String
        package var confidence: Double
        package var evidence: [String]

        /// The rules line that applies the area's preset there. A rules file has no quoting, so
        /// a character that would end or change the pattern (a space, `,`, `#`, `[`, `]`) is
        /// matched by `?`.
        package var useLine: String {
            let glob = String(path.map { " ,#[]".contains($0) ? "?" : $0 })
            return "use \(pattern) in \(glob)/**"
        }
    }

    /// The preset the code follows; nil for a library or a server, or code with no screens.
    package var pattern: String?
    /// 0…1.
    package var confidence: Double
    /// Why no pattern is named, when none is.
    package var reason: String?
    /// Every preset with any evidence, best first.
    package var candidates: [Candidate]
    package var areas: [Area]
    /// When the two best candidates were close: both scores and the fact that decided
    /// ("viper 0.44 or mvp 0.44: the features have Interactors (…), so viper").
    package var closeCall: String? = nil
}
