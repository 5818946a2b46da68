/// What `archlint detect` found: the architecture the code follows, how consistently, and where
/// parts of it follow another one.
public struct Detection: Sendable, Equatable {
    /// A preset the code could follow, with its score and the evidence for it.
    public struct Candidate: Sendable, Equatable {
        public var preset: String
        /// 0…1: the share of the screens and structures that follow the pattern, weighed by how
        /// well the code obeys the preset's rules.
        public var score: Double
        /// Sentences a person can check ("6 feature folders hold a Presenter, Interactor and Router").
        public var evidence: [String]
    }

    /// A folder (a feature folder, or a module's) that follows another pattern than the rest.
    public struct Area: Sendable, Equatable {
        /// The folder below the detected root.
        public var path: String
        public var pattern: String
        public var confidence: Double
        public var evidence: [String]

        /// The rules line that applies the area's preset there. A rules file has no quoting, so
        /// a character that would end or change the pattern (a space, `,`, `#`, `[`, `]`) is
        /// matched by `?`.
        public var useLine: String {
            let glob = String(path.map { " ,#[]".contains($0) ? "?" : $0 })
            return "use \(pattern) in \(glob)/**"
        }
    }

    /// The preset the code follows; nil for a library or a server, or code with no screens.
    public var pattern: String?
    /// 0…1.
    public var confidence: Double
    /// Why no pattern is named, when none is.
    public var reason: String?
    /// Every preset with any evidence, best first.
    public var candidates: [Candidate]
    public var areas: [Area]
    /// When the two best candidates were close: both scores and the fact that decided
    /// ("viper 0.44 or mvp 0.44: the features have Interactors (…), so viper").
    public var closeCall: String? = nil
}
