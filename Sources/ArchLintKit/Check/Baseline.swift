/// The violations a team accepted when it adopted ArchLint, so only new ones fail the build.
///
/// Entries are keyed by rule, source type and target (type or module), never by file or line,
/// so moving code does not disturb them, and they count: two accepted uses of the same type
/// let a third one through as a new violation. Fixed entries are reported as stale, so the
/// baseline only ratchets down. The file is sorted pretty JSON so that its diffs read well.
public struct Baseline: Sendable, Equatable {
    public static let version = 1

    public struct Key: Sendable, Hashable, Comparable {
        public var rule: String
        public var source: String
        public var target: String

        public init(rule: String, source: String, target: String) {
            self.rule = rule
            self.source = source
            self.target = target
        }

        public init(_ violation: Violation) {
            self.init(rule: violation.rule, source: violation.source.name ?? "", target: violation.target.name ?? "")
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.rule, lhs.source, lhs.target) < (rhs.rule, rhs.source, rhs.target)
        }
    }

    public struct Entry: Sendable, Equatable {
        public var key: Key
        public var count: Int
        /// Where the entry starts in the file it was read from, for stale-entry diagnostics.
        public var location: SourceLocation?
    }

    /// Sorted by key, one entry per key.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        // Entries of one key (a hand-merged file) add up.
        var counts: [Key: Entry] = [:]
        for entry in entries {
            counts[entry.key, default: Entry(key: entry.key, count: 0, location: entry.location)].count += entry.count
        }
        self.entries = counts.values.filter { $0.count > 0 }.sorted { $0.key < $1.key }
    }

    /// A baseline accepting exactly these violations.
    public init(accepting violations: [Violation]) {
        self.init(entries: violations.filter(Self.isBaselinable).map { Entry(key: Key($0), count: 1) })
    }

    /// Violations of the checking rules can be accepted; warnings about suppressions and the
    /// baseline itself cannot, or a baseline could hide its own staleness.
    public static func isBaselinable(_ violation: Violation) -> Bool {
        ![RuleID.invalidSuppression, RuleID.unusedSuppression, RuleID.staleBaseline].contains(violation.rule)
    }

    /// This baseline with its counts lowered to what `violations` still has: fixed entries go,
    /// and new violations are never added. Entries whose source type is not in `linted` (the
    /// types of the files linted) are kept as they are: linting part of an app must not forget
    /// the rest.
    public func ratcheted(by violations: [Violation], linted: Set<String>) -> Baseline {
        var current: [Key: Int] = [:]
        for violation in violations where Self.isBaselinable(violation) { current[Key(violation), default: 0] += 1 }
        return Baseline(entries: entries.map { entry in
            guard linted.contains(entry.key.source) else { return entry }
            return Entry(key: entry.key, count: min(entry.count, current[entry.key] ?? 0))
        })
    }

    /// What applying the baseline left: violations still reported, those accepted (marked with
    /// a baseline suppression), and a warning (or, when `strict`, an error) per stale entry.
    /// Only entries whose source type is in `linted` can be stale: of a type that was not linted
    /// nothing is known.
    public struct Outcome: Sendable {
        public var reported: [Violation]
        public var baselined: [Violation]
        public var stale: [Violation]
    }

    public func apply(to violations: [Violation], file: String, strict: Bool, linted: Set<String>) -> Outcome {
        var remaining = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.count) })
        var reported: [Violation] = []
        var baselined: [Violation] = []
        // In file order, so when a count is exceeded the later occurrences are the new ones.
        for violation in violations {
            let key = Key(violation)
            guard Self.isBaselinable(violation), let left = remaining[key], left > 0 else {
                reported.append(violation)
                continue
            }
            remaining[key] = left - 1
            var accepted = violation
            accepted.suppression = Violation.Suppression(kind: .baseline, justification: "accepted in the baseline \(file)")
            baselined.append(accepted)
        }
        let stale = entries.compactMap { entry -> Violation? in
            guard let left = remaining[entry.key], left > 0, linted.contains(entry.key.source) else { return nil }
            let fixed: String
            if entry.count == 1 { fixed = "its violation is fixed" }
            else if left == entry.count { fixed = "all \(entry.count) violations are fixed" }
            else { fixed = "\(left) of \(entry.count) violations \(left == 1 ? "is" : "are") fixed" }
            return Violation(
                rule: RuleID.staleBaseline, severity: strict ? .error : .warning, file: file,
                location: entry.location ?? SourceLocation(line: 1, column: 1),
                message: "baseline entry \(entry.key.rule) '\(entry.key.source)' -> '\(entry.key.target)' is stale: "
                    + "\(fixed); ratchet it with --baseline \(file) --write-baseline \(file)",
                source: entry.key.source.isEmpty ? .none : .type(entry.key.source, role: nil),
                target: entry.key.target.isEmpty ? .none : .type(entry.key.target, role: nil))
        }
        return Outcome(reported: reported, baselined: baselined, stale: stale)
    }

    // MARK: The file

    /// Sorted, pretty JSON with a final newline.
    public func rendered() -> String {
        BlockWriter.text { write(to: &$0) }
    }

    /// The file's text written as it goes: one entry at a time.
    public func write(to output: inout BlockWriter) {
        JSONStreamWriter.writeList(version: Self.version, key: "entries", entries, to: &output) { entry in
            .object([
                ("rule", .string(entry.key.rule)),
                ("source", .string(entry.key.source)),
                ("target", .string(entry.key.target)),
                ("count", .int(entry.count)),
            ])
        }
    }

    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var location: SourceLocation
        public var message: String

        public var description: String { "\(file):\(location.line):\(location.column): error: \(message)" }
    }

    /// Reads a baseline file's text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(Failure) -> Baseline {
        let parsed: (value: JSONValue, objectStarts: [SourceLocation])
        do {
            parsed = try JSONReader.parse(text)
        } catch {
            throw Failure(file: file, location: error.location, message: "invalid baseline JSON: \(error.message)")
        }
        func invalid(_ message: String, at location: SourceLocation = SourceLocation(line: 1, column: 1)) -> Failure {
            Failure(file: file, location: location, message: message)
        }
        guard case .int(let version)? = parsed.value["version"] else { throw invalid("baseline has no \"version\"") }
        guard version == Self.version else {
            throw invalid("baseline version \(version) is not supported (this archlint reads version \(Self.version))")
        }
        guard case .array(let items)? = parsed.value["entries"] else { throw invalid("baseline has no \"entries\" array") }
        // Entries are flat objects, so after the root each object start is the next entry's.
        let starts = Array(parsed.objectStarts.dropFirst())
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            let start = index < starts.count ? starts[index] : SourceLocation(line: 1, column: 1)
            guard case .string(let rule)? = item["rule"], case .string(let source)? = item["source"],
                  case .string(let target)? = item["target"]
            else { throw invalid("baseline entry needs \"rule\", \"source\" and \"target\" strings", at: start) }
            var count = 1
            if let value = item["count"] {
                guard case .int(let number) = value, number > 0 else {
                    throw invalid("baseline entry's \"count\" must be a positive whole number", at: start)
                }
                count = number
            }
            entries.append(Entry(key: Key(rule: rule, source: source, target: target), count: count, location: start))
        }
        return Baseline(entries: entries)
    }
}
