/// `archlint diff`'s reports: text for a terminal, Markdown for a pull-request comment, JSON
/// for scripts (documented in `docs/json-report.md`). Rules changes come first in each.
package enum DiffReporter {
    package static let schemaVersion = 1

    // MARK: Text

    package static func text(_ diff: ArchitectureDiff) -> String {
        var lines = ["archlint diff: the working tree against \(diff.base.name) (\(short(diff.base.commit)))"]
        for change in diff.rulesChanges {
            lines.append("Rules changed in \(change.file)\(change.loosens ? " (they are loosened)" : ""):")
            lines += change.removed.map { "  - " + $0 } + change.added.map { "  + " + $0 }
        }
        if !diff.introduced.isEmpty {
            lines.append("New violations (\(diff.introduced.count)):")
            lines += diff.introduced.map { "  " + XcodeReporter.line(for: $0) }
        }
        if !diff.fixed.isEmpty {
            lines.append("Fixed violations (\(diff.fixed.count)):")
            lines += diff.fixed.map { "  " + XcodeReporter.line(for: $0) }
        }
        for (title, dependencies) in [("roles", diff.roleDependencies.added), ("modules", diff.moduleDependencies.added)] where !dependencies.isEmpty {
            lines.append("New dependencies between \(title):")
            lines += dependencies.map { "  \($0.source) → \($0.target) (\(references($0.references)))" }
        }
        for (title, dependencies) in [("roles", diff.roleDependencies.removed), ("modules", diff.moduleDependencies.removed)] where !dependencies.isEmpty {
            lines.append("Removed dependencies between \(title):")
            lines += dependencies.map { "  \($0.source) → \($0.target) (\(references($0.references)))" }
        }
        if !diff.newCycles.isEmpty {
            lines.append("New cycles:")
            lines += diff.newCycles.map { "  \(kind($0.granularity)): \(cycle($0.members))" }
        }
        if !diff.roleChanges.isEmpty {
            lines.append("Roles changed:")
            lines += diff.roleChanges.map { "  \($0.file):\($0.location.line):\($0.location.column): '\($0.type)': \(role($0.before)) → \(role($0.after))" }
        }
        if !diff.renamedTypes.isEmpty {
            lines.append("Renamed types:")
            lines += diff.renamedTypes.map { "  \($0.file):\($0.location.line):\($0.location.column): '\($0.before)' → '\($0.after)'" }
        }
        if diff.isEmpty { lines.append("No change to the architecture.") }
        lines.append(summary(diff))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line: what the change adds and removes, and whether it fails.
    package static func summary(_ diff: ArchitectureDiff) -> String {
        let errors = diff.introduced.count { $0.severity == .error }
        let added = diff.roleDependencies.added.count + diff.moduleDependencies.added.count
        let removed = diff.roleDependencies.removed.count + diff.moduleDependencies.removed.count
        var parts = [
            "\(count(diff.introduced.count, "new violation"))\(errors > 0 ? " (\(count(errors, "error")))" : "")",
            "\(diff.fixed.count) fixed",
            "dependencies +\(added) −\(removed)",
            count(diff.newCycles.count, "new cycle"),
            "\(diff.roleChanges.count) role\(diff.roleChanges.count == 1 ? "" : "s") changed",
        ]
        if diff.rulesChanges.contains(where: \.loosens) { parts.insert("rules loosened", at: 0) }
        return "Summary: " + parts.joined(separator: ", ")
    }

    // MARK: Markdown

    /// Where a violation's line is on the web: `base` + the file's path from the repository's
    /// top folder + `#L` + the line.
    package struct Links: Sendable {
        /// `https://github.com/OWNER/REPO/blob/SHA/`; empty for links relative to the top folder.
        package var base: String
        /// A reported path → its path from the repository's top folder.
        package var repositoryPath: @Sendable (String) -> String

        package init(base: String, repositoryPath: @escaping @Sendable (String) -> String) {
            self.base = base
            self.repositoryPath = repositoryPath
        }

        func url(_ file: String, line: Int) -> String {
            (base + repositoryPath(file)).replacingSpaces + "#L\(line)"
        }
    }

    /// A pull-request comment: a short table, the rules changes and the new violations with
    /// links to their lines; the drawing of the changed edges and the rest collapsed.
    package static func markdown(_ diff: ArchitectureDiff, links: Links) -> String {
        var text = "### ArchLint: architecture changes against `\(diff.base.name)` (`\(short(diff.base.commit))`)\n\n"
        let loosened = diff.rulesChanges.filter(\.loosens).map { "`\(escape($0.file))`" }
        if !loosened.isEmpty {
            text += "> [!CAUTION]\n> This change loosens the rules in \(loosened.joined(separator: ", ")).\n\n"
        }
        let errors = diff.introduced.count { $0.severity == .error }
        text += "| Change | Count |\n| --- | ---: |\n"
        text += "| New violations | \(diff.introduced.count)\(errors > 0 ? " (\(count(errors, "error")))" : "") |\n"
        text += "| Fixed violations | \(diff.fixed.count) |\n"
        text += "| New dependencies (roles / modules) | \(diff.roleDependencies.added.count) / \(diff.moduleDependencies.added.count) |\n"
        text += "| Removed dependencies (roles / modules) | \(diff.roleDependencies.removed.count) / \(diff.moduleDependencies.removed.count) |\n"
        text += "| New cycles | \(diff.newCycles.count) |\n"
        text += "| Types whose role changed | \(diff.roleChanges.count) |\n"
        text += "| Renamed types | \(diff.renamedTypes.count) |\n"
        for change in diff.rulesChanges {
            text += "\n#### Rules changed in `\(escape(change.file))`\n\n```diff\n"
            text += (change.removed.map { "- " + $0 } + change.added.map { "+ " + $0 }).map { $0 + "\n" }.joined()
            text += "```\n"
        }
        if !diff.introduced.isEmpty {
            text += "\n#### New violations\n\n"
            text += diff.introduced.map { violationItem($0, links: links) }.joined()
        }
        if diff.changedRoleGraph != nil || diff.changedModuleGraph != nil {
            let count = diff.roleDependencies.added.count + diff.roleDependencies.removed.count
                + diff.moduleDependencies.added.count + diff.moduleDependencies.removed.count
            text += "\n<details><summary>Changed dependencies (\(count))</summary>\n"
            for (title, graph) in [("Roles", diff.changedRoleGraph), ("Modules", diff.changedModuleGraph)] {
                guard let graph else { continue }
                text += "\n\(title):\n\n```mermaid\n" + MermaidGraphReporter.render(graph) + "```\n"
            }
            text += "\n</details>\n"
        }
        if !diff.newCycles.isEmpty {
            text += details("New cycles (\(diff.newCycles.count))", diff.newCycles.map { "- \(kind($0.granularity)): \(escape(cycle($0.members)))\n" })
        }
        if !diff.fixed.isEmpty {
            text += details("Fixed violations (\(diff.fixed.count))", diff.fixed.map { "- \($0.severity.rawValue) `\(escapeCode($0.file)):\($0.location.line)`: \(escape($0.message)) `\($0.rule)`\n" })
        }
        if !diff.roleChanges.isEmpty {
            text += details("Types whose role changed (\(diff.roleChanges.count))", diff.roleChanges.map { change in
                "- [`\(escapeCode(change.type))`](\(links.url(change.file, line: change.location.line))): \(escape(role(change.before))) → \(escape(role(change.after)))\n"
            })
        }
        if !diff.renamedTypes.isEmpty {
            text += details("Renamed types (\(diff.renamedTypes.count))", diff.renamedTypes.map { rename in
                "- `\(escapeCode(rename.before))` → [`\(escapeCode(rename.after))`](\(links.url(rename.file, line: rename.location.line)))\n"
            })
        }
        if diff.isEmpty { text += "\nNo change to the architecture.\n" }
        return text
    }

    private static func violationItem(_ violation: Violation, links: Links) -> String {
        let mark = violation.severity == .error ? "**error**" : "warning"
        return "- \(mark) [`\(escapeCode(violation.file)):\(violation.location.line)`](\(links.url(violation.file, line: violation.location.line))): \(escape(violation.message)) `\(violation.rule)`\n"
    }

    private static func details(_ summary: String, _ items: [String]) -> String {
        "\n<details><summary>\(summary)</summary>\n\n" + items.joined() + "\n</details>\n"
    }

    /// Text that Markdown would read as markup or HTML, made literal.
    static func escape(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~": output += "\\" + String(character)
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            default: output.append(character)
            }
        }
        return output
    }

    /// Code spans end at a backtick and cannot escape it; no Swift name or path holds one.
    private static func escapeCode(_ text: String) -> String {
        text.replacing("`", with: "'")
    }

    // MARK: JSON

    package static func json(_ diff: ArchitectureDiff) -> String {
        func dependencies(_ changes: ArchitectureDiff.DependencyChanges) -> JSONValue {
            func list(_ items: [ArchitectureDiff.Dependency]) -> JSONValue {
                .array(items.map { .object([("source", .string($0.source)), ("target", .string($0.target)), ("references", .int($0.references))]) })
            }
            return .object([("added", list(changes.added)), ("removed", list(changes.removed))])
        }
        let document = JSONValue.object([
            ("version", .int(schemaVersion)),
            ("base", .object([("name", .string(diff.base.name)), ("commit", .string(diff.base.commit))])),
            ("rules", .array(diff.rulesChanges.map { change in
                .object([
                    ("file", .string(change.file)), ("loosens", .bool(change.loosens)),
                    ("removed", .array(change.removed.map(JSONValue.string))), ("added", .array(change.added.map(JSONValue.string))),
                ])
            })),
            ("introduced", .array(diff.introduced.map(JSONReporter.violation))),
            ("fixed", .array(diff.fixed.map(JSONReporter.violation))),
            ("dependencies", .object([("roles", dependencies(diff.roleDependencies)), ("modules", dependencies(diff.moduleDependencies))])),
            ("cycles", .array(diff.newCycles.map { .object([("granularity", .string($0.granularity.rawValue)), ("members", .array($0.members.map(JSONValue.string)))]) })),
            ("roleChanges", .array(diff.roleChanges.map { change in
                .object([
                    ("type", .string(change.type)), ("file", .string(change.file)), ("line", .int(change.location.line)),
                    ("column", .int(change.location.column)), ("before", .optional(change.before)), ("after", .optional(change.after)),
                ])
            })),
            ("renamedTypes", .array(diff.renamedTypes.map { rename in
                .object([
                    ("before", .string(rename.before)), ("after", .string(rename.after)), ("file", .string(rename.file)),
                    ("line", .int(rename.location.line)), ("column", .int(rename.location.column)),
                ])
            })),
            ("summary", .object([
                ("introduced", .int(diff.introduced.count)), ("errors", .int(diff.introduced.count { $0.severity == .error })),
                ("fixed", .int(diff.fixed.count)), ("fails", .bool(diff.introducesErrors)),
            ])),
        ])
        return document.rendered()
    }

    // MARK: Words

    private static func short(_ commit: String) -> String { String(commit.prefix(7)) }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    private static func references(_ number: Int) -> String { count(number, "reference") }

    private static func role(_ role: String?) -> String { role ?? "no role" }

    private static func kind(_ granularity: ArchitectureGraph.Granularity) -> String { granularity == .module ? "modules" : "roles" }

    private static func cycle(_ members: [String]) -> String { (members + [members[0]]).joined(separator: " → ") }
}

extension String {
    /// A path in a URL: spaces are the one character paths have that a link cannot hold.
    fileprivate var replacingSpaces: String { replacing(" ", with: "%20") }
}
