/// The violations a team accepted when it adopted ArchLint, so only new ones fail the build.
///
/// Entries are keyed by rule, source type and target (type or module), never by line, so moving
/// code does not disturb them, and they count: two accepted uses of the same type let a third
/// one through as a new violation. Each entry also remembers where its violations are: the
/// source's module, its file, and per violation the member it is written in and a fingerprint of
/// its line's text. A use is matched by those first, so the new use is the one reported, not
/// whichever comes first in the file. Fixed entries are reported as stale, so the baseline only
/// ratchets down, and only entries about what a run linted are judged. The file is sorted pretty
/// JSON so that its diffs read well.
package struct Baseline: Sendable, Equatable {
    /// Version 2 added `module`, `file` and `uses`; version 1 files are still read (their entries
    /// match by count alone, in file order) and are written as version 2.
    package static let version = 2

    package struct Key: Sendable, Hashable, Comparable {
        package var rule: String
        package var source: String
        package var target: String

        package init(rule: String, source: String, target: String) {
            self.rule = rule
            self.source = source
            self.target = target
        }

        package init(_ violation: Violation) {
            self.init(rule: violation.rule, source: violation.source.name ?? "", target: violation.target.name ?? "")
        }

        package static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.rule, lhs.source, lhs.target) < (rhs.rule, rhs.source, rhs.target)
        }
    }

    /// One accepted violation: the member its reference is written in (empty outside any) and a
    /// fingerprint of its line's text, which moving the line (or the file) does not change.
    package struct Use: Sendable, Hashable, Comparable {
        package var member: String
        package var line: String

        package init(member: String, line: String) {
            self.member = member
            self.line = line
        }

        package static func < (lhs: Use, rhs: Use) -> Bool { (lhs.member, lhs.line) < (rhs.member, rhs.line) }

        /// FNV-1a (64 bits) of the line's text with its indentation and runs of spaces dropped,
        /// so re-indenting or reformatting spaces keeps the fingerprint.
        package static func fingerprint<Bytes: Collection<UInt8>>(ofLine text: Bytes) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var pendingSpace = false
            var started = false
            for byte in text {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    pendingSpace = started
                    continue
                }
                if pendingSpace {
                    hash = (hash ^ UInt64(UInt8(ascii: " "))) &* 0x0000_0100_0000_01B3
                    pendingSpace = false
                }
                started = true
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
    }

    /// Where a violation of a run is, as the baseline remembers it.
    package struct Place: Sendable, Hashable {
        /// The module of the file it is in, when known.
        package var module: String?
        /// Its file's path from the rules file's folder.
        package var file: String
        package var use: Use

        package init(module: String?, file: String, use: Use) {
            self.module = module
            self.file = file
            self.use = use
        }
    }

    /// What a run linted: only entries about it are judged (reported stale, ratcheted, replaced
    /// on write); the others are kept as they are, since of them the run knows nothing.
    package struct Scope: Sendable {
        /// The qualified names of the linted types (and the linted modules' names).
        package var types: Set<String>
        /// `module` NUL `qualified name` of each linted type whose module is known.
        package var typesInModules: Set<String>
        /// The linted files, by their paths from the rules file's folder.
        package var files: Set<String>

        package init(types: Set<String>, typesInModules: Set<String> = [], files: Set<String> = []) {
            self.types = types
            self.typesInModules = typesInModules
            self.files = files
        }

        package func judges(_ entry: Entry) -> Bool {
            if let file = entry.file, files.contains(file) { return true }
            if let module = entry.module, !typesInModules.isEmpty { return typesInModules.contains(module + "\u{0}" + entry.key.source) }
            return types.contains(entry.key.source)
        }
    }

    package struct Entry: Sendable, Equatable {
        package var key: Key
        package var count: Int
        /// The module and file of its violations (of the first, if they are in several).
        package var module: String?
        package var file: String?
        /// Its violations' places, sorted; fewer than `count` (none for a version 1 entry) leaves
        /// the rest to match any violation of the key.
        package var uses: [Use] = []
        /// Where the entry starts in the file it was read from, for stale-entry diagnostics.
        package var location: SourceLocation?

        package init(key: Key, count: Int, module: String? = nil, file: String? = nil, uses: [Use] = [], location: SourceLocation? = nil) {
            self.key = key
            self.count = count
            self.module = module
            self.file = file
            self.uses = uses
            self.location = location
        }
    }

    /// Sorted by key, one entry per key.
    package private(set) var entries: [Entry]

    package init(entries: [Entry]) {
        // Entries of one key (a hand-merged file) add up.
        var merged: [Key: Entry] = [:]
        for entry in entries {
            guard var existing = merged[entry.key] else {
                merged[entry.key] = entry
                continue
            }
            existing.count += entry.count
            existing.uses += entry.uses
            existing.module = existing.module ?? entry.module
            existing.file = existing.file ?? entry.file
            merged[entry.key] = existing
        }
        self.entries = merged.values.filter { $0.count > 0 }.map { entry in
            var entry = entry
            entry.uses.sort()
            return entry
        }.sorted { $0.key < $1.key }
    }

    /// A baseline accepting exactly these violations (`places`: each one's place, in order).
    package init(accepting violations: [Violation], places: [Place?] = []) {
        self.init(entries: violations.indices.filter { Self.isBaselinable(violations[$0]) }.map { index in
            let place = index < places.count ? places[index] : nil
            return Entry(key: Key(violations[index]), count: 1, module: place?.module, file: place?.file, uses: place.map { [$0.use] } ?? [])
        })
    }

    /// Violations of the checking rules can be accepted; warnings about suppressions and the
    /// baseline itself cannot, or a baseline could hide its own staleness.
    package static func isBaselinable(_ violation: Violation) -> Bool {
        ![RuleID.invalidSuppression, RuleID.unusedSuppression, RuleID.staleBaseline, RuleID.unmatchedPattern].contains(violation.rule)
    }

    /// This baseline with the entries the run judges lowered to what it still accepts (each
    /// use's place brought up to date): fixed entries go, and new violations are never added.
    /// Entries the run does not judge are kept as they are: linting part of an app must not
    /// forget the rest.
    package func ratcheted(by violations: [Violation], places: [Place?], scope: Scope) -> Baseline {
        let matched = match(violations, places: places)
        var kept: [Entry] = []
        for (index, entry) in entries.enumerated() {
            guard scope.judges(entry) else {
                kept.append(entry)
                continue
            }
            let accepted = matched[index]
            let placed = accepted.compactMap { $0 < places.count ? places[$0] : nil }
            kept.append(Entry(
                key: entry.key, count: accepted.count, module: placed.first?.module ?? entry.module,
                file: placed.first?.file ?? entry.file, uses: placed.map(\.use)))
        }
        return Baseline(entries: kept)
    }

    /// The violations of this run accepted afresh, with the entries it does not judge kept: a
    /// baseline written for one target keeps the others'.
    package func replacing(with violations: [Violation], places: [Place?], scope: Scope) -> Baseline {
        Baseline(entries: entries.filter { !scope.judges($0) } + Baseline(accepting: violations, places: places).entries)
    }

    /// What applying the baseline left: violations still reported, those accepted (marked with
    /// a baseline suppression), and a warning (or, when `strict`, an error) per stale entry.
    /// Only entries the run judges can be stale: of what was not linted nothing is known.
    package struct Outcome: Sendable {
        package var reported: [Violation]
        package var baselined: [Violation]
        package var stale: [Violation]
    }

    package func apply(to violations: [Violation], places: [Place?] = [], file: String, strict: Bool, scope: Scope) -> Outcome {
        let matched = match(violations, places: places)
        var isAccepted = [Bool](repeating: false, count: violations.count)
        for indices in matched { for index in indices { isAccepted[index] = true } }
        var reported: [Violation] = []
        var baselined: [Violation] = []
        for (index, violation) in violations.enumerated() {
            guard isAccepted[index] else {
                reported.append(violation)
                continue
            }
            var accepted = violation
            accepted.suppression = Violation.Suppression(kind: .baseline, justification: "accepted in the baseline \(file)")
            baselined.append(accepted)
        }
        let stale = entries.indices.compactMap { index -> Violation? in
            let entry = entries[index]
            let left = entry.count - matched[index].count
            guard left > 0, scope.judges(entry) else { return nil }
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

    /// Per entry, the indices of the violations it accepts. Within a key, a violation whose use
    /// (member and line) the entry lists is taken first, then one on a listed line's text (the
    /// code moved to another member), then one in a listed member (the line was edited); only
    /// what is left of the count then takes the rest in file order. So an untouched violation
    /// stays accepted and a new one beside it is reported.
    private func match(_ violations: [Violation], places: [Place?]) -> [[Int]] {
        var byKey: [Key: [Int]] = [:]
        for index in violations.indices where Self.isBaselinable(violations[index]) {
            byKey[Key(violations[index]), default: []].append(index)
        }
        var accepted: [[Int]] = Array(repeating: [], count: entries.count)
        for (entryIndex, entry) in entries.enumerated() {
            guard let candidates = byKey[entry.key] else { continue }
            var pending = entry.uses
            var taken = [Bool](repeating: false, count: candidates.count)
            var chosen: [Int] = []
            let sameness: [(Use, Use) -> Bool] = [{ $0 == $1 }, { $0.line == $1.line }, { $0.member == $1.member }]
            for same in sameness where !pending.isEmpty {
                for (position, index) in candidates.enumerated() where !taken[position] {
                    guard index < places.count, let use = places[index]?.use,
                          let found = pending.firstIndex(where: { same($0, use) }) else { continue }
                    pending.remove(at: found)
                    taken[position] = true
                    chosen.append(index)
                }
            }
            var left = entry.count - chosen.count
            for (position, index) in candidates.enumerated() where !taken[position] && left > 0 {
                taken[position] = true
                chosen.append(index)
                left -= 1
            }
            accepted[entryIndex] = chosen.sorted()
        }
        return accepted
    }

    // MARK: The file

    /// Sorted, pretty JSON with a final newline.
    package func rendered() -> String {
        BlockWriter.text { write(to: &$0) }
    }

    /// The file's text written as it goes: one entry at a time.
    package func write(to output: inout BlockWriter) {
        JSONStreamWriter.writeList(version: Self.version, key: "entries", entries, to: &output) { entry in
            var members: [(String, JSONValue)] = [
                ("rule", .string(entry.key.rule)),
                ("source", .string(entry.key.source)),
                ("target", .string(entry.key.target)),
            ]
            if let module = entry.module { members.append(("module", .string(module))) }
            if let file = entry.file { members.append(("file", .string(file))) }
            members.append(("count", .int(entry.count)))
            if !entry.uses.isEmpty {
                members.append(("uses", .array(entry.uses.map { use in
                    .object((use.member.isEmpty ? [] : [("member", .string(use.member))]) + [("line", .string(use.line))])
                })))
            }
            return .object(members)
        }
    }

    /// Reads a baseline file's text (version 1 or 2); `file` names it in errors.
    package static func parse(_ text: String, file: String) throws(Diagnostic) -> Baseline {
        let parsed: (value: JSONValue, objectStarts: [SourceLocation])
        do {
            parsed = try JSONReader.parse(text)
        } catch {
            throw Diagnostic(file: file, location: error.location, message: "invalid baseline JSON: \(error.message)")
        }
        func invalid(_ message: String, at location: SourceLocation = SourceLocation(line: 1, column: 1)) -> Diagnostic {
            Diagnostic(file: file, location: location, message: message)
        }
        guard case .int(let version)? = parsed.value["version"] else { throw invalid("baseline has no \"version\"") }
        guard (1...Self.version).contains(version) else {
            throw invalid("baseline version \(version) is not supported (this archlint reads versions 1 to \(Self.version))")
        }
        guard case .array(let items)? = parsed.value["entries"] else { throw invalid("baseline has no \"entries\" array") }
        // After the root, the objects start in document order: an entry, the objects in it (its
        // uses), then the next entry.
        var starts = parsed.objectStarts.dropFirst()
        var entries: [Entry] = []
        for item in items {
            let start = starts.first ?? SourceLocation(line: 1, column: 1)
            starts = starts.dropFirst(1 + nestedObjects(in: item))
            guard case .string(let rule)? = item["rule"], case .string(let source)? = item["source"],
                  case .string(let target)? = item["target"]
            else { throw invalid("baseline entry needs \"rule\", \"source\" and \"target\" strings", at: start) }
            var entry = Entry(key: Key(rule: rule, source: source, target: target), count: 1, location: start)
            for (name, keyPath) in [("module", \Entry.module), ("file", \Entry.file)] {
                guard let value = item[name] else { continue }
                guard case .string(let text) = value else { throw invalid("baseline entry's \"\(name)\" must be a string", at: start) }
                entry[keyPath: keyPath] = text
            }
            if let value = item["uses"] {
                guard case .array(let uses) = value else { throw invalid("baseline entry's \"uses\" must be an array", at: start) }
                for use in uses {
                    guard case .string(let line)? = use["line"] else {
                        throw invalid("a use in a baseline entry needs a \"line\" string", at: start)
                    }
                    var member = ""
                    if let value = use["member"] {
                        guard case .string(let text) = value else { throw invalid("a use's \"member\" must be a string", at: start) }
                        member = text
                    }
                    entry.uses.append(Use(member: member, line: line))
                }
            }
            entry.count = entry.uses.isEmpty ? 1 : entry.uses.count
            if let value = item["count"] {
                guard case .int(let number) = value, number > 0 else {
                    throw invalid("baseline entry's \"count\" must be a positive whole number", at: start)
                }
                guard number >= entry.uses.count else {
                    throw invalid("baseline entry lists \(entry.uses.count) uses but a \"count\" of \(number)", at: start)
                }
                entry.count = number
            }
            entries.append(entry)
        }
        return Baseline(entries: entries)
    }

    /// How many objects a value holds below its own level (a stack, not recursion: nesting depth
    /// is data).
    private static func nestedObjects(in value: JSONValue) -> Int {
        var count = 0
        var pending = [value]
        while let next = pending.popLast() {
            let children: [JSONValue]
            switch next {
            case .array(let items): children = items
            case .object(let members): children = members.map(\.1)
            default: children = []
            }
            for child in children {
                if case .object = child { count += 1 }
                pending.append(child)
            }
        }
        return count
    }
}
