/// `lint --format summary`: counts for people, per rule and per role pair, so a team sees where
/// its architecture leaks before reading single lines. ``line(_:)`` is the one-line version
/// printed on a terminal's standard error after every run.
public enum SummaryReporter {
    public static func render(_ result: LintResult) -> String {
        var output = line(result) + "\n"

        let tallies = self.tallies(result)
        for (title, rows) in [("RULE", tallies.rules), ("ROLES", tallies.pairs)] where !rows.isEmpty {
            output += "\n" + table(
                header: [title, "ERRORS", "WARNINGS", "SUPPRESSED"],
                rows: rows.map { [$0.key, String($0.counts.errors), String($0.counts.warnings), String($0.counts.suppressed)] })
        }
        return output
    }

    public struct Counts: Sendable, Equatable {
        public var errors = 0, warnings = 0, suppressed = 0
    }

    /// Counts per rule (in the catalogue's order) and per role pair (`Interactor -> View`, the
    /// worst leaks first), reported and accepted: the summary's tables, and the HTML report's.
    public static func tallies(_ result: LintResult) -> (rules: [(key: String, counts: Counts)], pairs: [(key: String, counts: Counts)]) {
        var byRule: [String: Counts] = [:]
        var byPair: [String: Counts] = [:]
        func pair(_ violation: Violation) -> String? {
            guard let source = violation.source.role ?? violation.source.name,
                  let target = violation.target.role ?? violation.target.module ?? violation.target.name else { return nil }
            return "\(source) -> \(target)"
        }
        for violation in result.violations {
            let add: (inout Counts) -> Void = { violation.severity == .error ? ($0.errors += 1) : ($0.warnings += 1) }
            add(&byRule[violation.rule, default: Counts()])
            if let pair = pair(violation) { add(&byPair[pair, default: Counts()]) }
        }
        for violation in result.suppressed {
            byRule[violation.rule, default: Counts()].suppressed += 1
            if let pair = pair(violation) { byPair[pair, default: Counts()].suppressed += 1 }
        }
        let order = Dictionary(uniqueKeysWithValues: RuleCatalog.rules.enumerated().map { ($1.id, $0) })
        let rules = byRule.keys.sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }
        // The worst leaks first.
        let pairs = byPair.keys.sorted {
            let l = byPair[$0]!, r = byPair[$1]!
            return (-l.errors, -l.warnings, -l.suppressed, $0) < (-r.errors, -r.warnings, -r.suppressed, $1)
        }
        return (rules.map { ($0, byRule[$0]!) }, pairs.map { ($0, byPair[$0]!) })
    }

    /// `archlint: 3 errors, 1 warning in 9 files (12 types); 2 suppressed, 1 baselined`.
    public static func line(_ result: LintResult) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var text = "archlint: \(count(result.errorCount, "error")), \(count(result.warningCount, "warning"))"
        text += " in \(count(result.lintedFileCount, "file")) (\(count(result.lintedTypes.count, "type")))"
        let inSource = result.suppressed.count { $0.suppression?.kind == .inSource }
        let baselined = result.suppressed.count - inSource
        var accepted: [String] = []
        if inSource > 0 { accepted.append("\(inSource) suppressed") }
        if baselined > 0 { accepted.append("\(baselined) baselined") }
        if !accepted.isEmpty { text += "; " + accepted.joined(separator: ", ") }
        return text
    }

    /// Left-aligned first column, right-aligned numbers.
    static func table(header: [String], rows: [[String]]) -> String {
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
