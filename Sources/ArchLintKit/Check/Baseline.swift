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
        /// The entry's line in the file it was read from, for stale-entry diagnostics.
        public var line: Int?
    }

    /// Sorted by key, one entry per key.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        var counts: [Key: Entry] = [:]
        for entry in entries {
            counts[entry.key, default: Entry(key: entry.key, count: 0, line: entry.line)].count += entry.count
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
    /// and new violations are never added.
    public func ratcheted(by violations: [Violation]) -> Baseline {
        var current: [Key: Int] = [:]
        for violation in violations where Self.isBaselinable(violation) { current[Key(violation), default: 0] += 1 }
        return Baseline(entries: entries.map { Entry(key: $0.key, count: min($0.count, current[$0.key] ?? 0)) })
    }

    /// What applying the baseline left: violations still reported, those accepted (marked with
    /// a baseline suppression), and a warning (or, when `strict`, an error) per stale entry.
    public struct Outcome: Sendable {
        public var reported: [Violation]
        public var baselined: [Violation]
        public var stale: [Violation]
    }

    public func apply(to violations: [Violation], file: String, strict: Bool) -> Outcome {
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
            guard let left = remaining[entry.key], left > 0 else { return nil }
            let fixed = left == entry.count ? "all \(entry.count)" : "\(left) of \(entry.count)"
            let noun = entry.count == 1 ? "violation" : "violations"
            return Violation(
                rule: RuleID.staleBaseline, severity: strict ? .error : .warning, file: file,
                location: SourceLocation(line: entry.line ?? 1, column: 1),
                message: "baseline entry \(entry.key.rule) '\(entry.key.source)' -> '\(entry.key.target)' is stale: "
                    + "\(fixed) \(noun) fixed; ratchet it with --baseline \(file) --write-baseline \(file)",
                source: entry.key.source.isEmpty ? .none : .type(entry.key.source, role: nil),
                target: entry.key.target.isEmpty ? .none : .type(entry.key.target, role: nil))
        }
        return Outcome(reported: reported, baselined: baselined, stale: stale)
    }

    // MARK: The file

    /// Sorted, pretty JSON with a final newline.
    public func rendered() -> String {
        JSONValue.object([
            ("version", .int(Self.version)),
            ("entries", .array(entries.map { entry in
                .object([
                    ("rule", .string(entry.key.rule)),
                    ("source", .string(entry.key.source)),
                    ("target", .string(entry.key.target)),
                    ("count", .int(entry.count)),
                ])
            })),
        ]).rendered()
    }

    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var location: SourceLocation
        public var message: String

        public var description: String { "\(file):\(location.line):\(location.column): error: \(message)" }
    }

    /// Reads a baseline file's text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(Failure) -> Baseline {
        let parsed: (value: JSONValue, objectLines: [Int])
        do {
            parsed = try JSONReader.parse(text)
        } catch {
            throw Failure(file: file, location: error.location, message: "invalid baseline JSON: \(error.message)")
        }
        func invalid(_ message: String, line: Int = 1) -> Failure {
            Failure(file: file, location: SourceLocation(line: line, column: 1), message: message)
        }
        guard case .int(let version)? = parsed.value["version"] else { throw invalid("baseline has no \"version\"") }
        guard version == Self.version else {
            throw invalid("baseline version \(version) is not supported (this archlint reads version \(Self.version))")
        }
        guard case .array(let items)? = parsed.value["entries"] else { throw invalid("baseline has no \"entries\" array") }
        // Entries are flat objects, so after the root each object start is the next entry's line.
        let lines = Array(parsed.objectLines.dropFirst())
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            let line = index < lines.count ? lines[index] : 1
            guard case .string(let rule)? = item["rule"], case .string(let source)? = item["source"],
                  case .string(let target)? = item["target"]
            else { throw invalid("baseline entry needs \"rule\", \"source\" and \"target\" strings", line: line) }
            var count = 1
            if let value = item["count"] {
                guard case .int(let number) = value, number > 0 else {
                    throw invalid("baseline entry's \"count\" must be a positive whole number", line: line)
                }
                count = number
            }
            entries.append(Entry(key: Key(rule: rule, source: source, target: target), count: count, line: line))
        }
        return Baseline(entries: entries)
    }
}
