/// `lint --format summary`: counts for people, per rule and per role pair, so a team sees where
/// its architecture leaks before reading single lines. ``line(_:)`` is the one-line version
/// printed on a terminal's standard error after every run.
package enum SummaryReporter {
    package static func render(_ result: LintResult) -> String {
        var output = line(result) + "\n"

        let tallies = self.tallies(result)
        for (title, rows) in [("RULE", tallies.rules), ("ROLES", tallies.pairs), ("MODULES", tallies.modules)] where !rows.isEmpty {
            output += "\n" + table(
                header: [title, "ERRORS", "WARNINGS", "SUPPRESSED"],
                rows: rows.map { [$0.key, String($0.counts.errors), String($0.counts.warnings), String($0.counts.suppressed)] })
        }
        return output
    }

    package struct Counts: Sendable, Equatable {
        package var errors = 0, warnings = 0, suppressed = 0
    }

    package typealias Tally = [(key: String, counts: Counts)]

    /// Counts per rule (in the catalogue's order), per role pair (`Interactor -> View`, a role
    /// and what it must not use or import) and per module pair (`Domain -> SwiftUI`, what the
    /// `module` rules forbid), the worst leaks first, reported and accepted: the summary's
    /// tables, and the HTML report's.
    package static func tallies(_ result: LintResult) -> (rules: Tally, pairs: Tally, modules: Tally) {
        var byRule: [String: Counts] = [:]
        var byPair: [String: Counts] = [:]
        var byModules: [String: Counts] = [:]
        func count(_ violation: Violation, _ add: (inout Counts) -> Void) {
            add(&byRule[violation.rule, default: Counts()])
            if let source = violation.source.role,
               let target = violation.target.role ?? violation.target.module ?? violation.target.name {
                add(&byPair["\(source) -> \(target)", default: Counts()])
            } else if violation.source.role == nil, let source = violation.source.module, let target = violation.target.module {
                add(&byModules["\(source) -> \(target)", default: Counts()])
            }
        }
        for violation in result.violations {
            count(violation) { violation.severity == .error ? ($0.errors += 1) : ($0.warnings += 1) }
        }
        for violation in result.suppressed {
            count(violation) { $0.suppressed += 1 }
        }
        let order = Dictionary(uniqueKeysWithValues: RuleCatalog.rules.enumerated().map { ($1.id, $0) })
        let rules = byRule.keys.sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }
        // The worst leaks first.
        func worstFirst(_ counts: [String: Counts]) -> Tally {
            counts.keys.sorted {
                let l = counts[$0]!, r = counts[$1]!
                return (-l.errors, -l.warnings, -l.suppressed, $0) < (-r.errors, -r.warnings, -r.suppressed, $1)
            }.map { ($0, counts[$0]!) }
        }
        return (rules.map { ($0, byRule[$0]!) }, worstFirst(byPair), worstFirst(byModules))
    }

    /// `archlint: 3 errors, 1 warning in 9 files (12 types); 2 suppressed, 1 baselined`.
    package static func line(_ result: LintResult) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var text = "archlint: \(count(result.errorCount, "error")), \(count(result.warningCount, "warning"))"
        text += " in \(count(result.lintedFileCount, "file")) (\(count(result.lintedTypes.count, "type")))"
        let inSource = result.suppressed.count { $0.suppression?.kind == .inSource }
        let baselined = result.suppressed.count - inSource
        var accepted: [String] = []
        if inSource > 0 { accepted.append("\(inSource) suppressed") }
        if baselined > 0 { accepted.append("\(baselined) baselined") }
        if !accepted.isEmpty { text += "; " + accepted.joined(separator: ", ") }
        // A run that checked less than it read says so.
        if !result.generatedFiles.isEmpty { text += "; \(count(result.generatedFiles.count, "generated file")) not linted" }
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
