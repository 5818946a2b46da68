/// `// archlint:ignore RULE -- reason` and `// archlint:ignore-file RULE -- reason`: violations a
/// team accepted on purpose, with the reason written where a reviewer sees it.
///
/// Applied after the checker, so rules never need to know about comments. A comment without a
/// reason, or naming an unknown rule, suppresses nothing and is itself a warning; so is a comment
/// that suppressed nothing, so stale suppressions cannot hide the next real violation.
package struct Suppression: Sendable, Hashable {
    package enum Scope: Sendable, Hashable {
        /// The comment's own line and, for a comment alone on its line, the next line that is
        /// not another directive.
        case lines(Set<Int>)
        case file
    }

    package var rules: [String]
    package var reason: String
    package var scope: Scope
    package var file: String
    package var location: SourceLocation
    /// How the comment reads without its reason (`archlint:ignore forbidden-import`), for messages.
    package var comment: String {
        "archlint:" + (scope == .file ? "ignore-file " : "ignore ") + rules.joined(separator: ", ")
    }

    func covers(_ violation: Violation) -> Bool {
        guard violation.file == file, rules.contains(violation.rule) else { return false }
        switch scope {
        case .file: return true
        case .lines(let lines): return lines.contains(violation.location.line)
        }
    }
}

package enum Suppressions {
    /// What applying the comments left: violations still reported, those suppressed (each with
    /// its justification), and warnings about the comments themselves.
    package struct Outcome: Sendable {
        package var reported: [Violation]
        package var suppressed: [Violation]
        package var notices: [Violation]
    }

    package static func apply(to violations: [Violation], files: [ScannedFile]) -> Outcome {
        var suppressions: [Suppression] = []
        var notices: [Violation] = []
        // By index, and only files with comments: copying each file out would retain all it holds.
        for index in files.indices where !files[index].directives.isEmpty {
            let parsed = parse(files[index])
            suppressions += parsed.suppressions
            notices += parsed.notices
        }

        var used = Array(repeating: false, count: suppressions.count)
        var reported: [Violation] = []
        var suppressed: [Violation] = []
        let byFile = Dictionary(grouping: suppressions.indices, by: { suppressions[$0].file })
        for violation in violations {
            guard let index = byFile[violation.file]?.first(where: { suppressions[$0].covers(violation) }) else {
                reported.append(violation)
                continue
            }
            used[index] = true
            let suppression = suppressions[index]
            var accepted = violation
            accepted.suppression = Violation.Suppression(
                kind: .inSource, justification: suppression.reason, file: suppression.file, location: suppression.location)
            suppressed.append(accepted)
        }
        for (index, suppression) in suppressions.enumerated() where !used[index] {
            let place: String
            switch suppression.scope {
            case .file: place = "in this file"
            case .lines(let lines): place = lines.count == 1 ? "on this line" : "on this line or the next"
            }
            notices.append(notice(
                RuleID.unusedSuppression, suppression.file, suppression.location,
                "'\(suppression.comment)' suppresses no violation \(place); remove it"))
        }
        return Outcome(reported: reported, suppressed: suppressed, notices: notices)
    }

    /// The file's `ignore` and `ignore-file` comments, and warnings for those that cannot apply.
    static func parse(_ file: ScannedFile) -> (suppressions: [Suppression], notices: [Violation]) {
        // Most files have no comment but role annotations: look at their code only when one does.
        guard file.directives.contains(where: { !$0.text.hasPrefix("role ") }) else { return ([], []) }
        let directiveLines = Set(file.directives.map(\.location.line))
        let codeStarts = firstCodeColumns(file)
        var suppressions: [Suppression] = []
        var notices: [Violation] = []
        for directive in file.directives {
            let text = directive.text
            let keyword = text.prefix { $0 != " " && $0 != "\t" }
            if keyword == "role" { continue }
            guard keyword == "ignore" || keyword == "ignore-file" else {
                notices.append(notice(RuleID.invalidSuppression, file.path, directive.location, unknownDirective(text)))
                continue
            }
            let rest = text.dropFirst(keyword.count)
            let ruleText: Substring
            let reason: String
            if let separator = rest.utf8.indices.first(where: { rest.utf8[$0...].starts(with: "--".utf8) }) {
                ruleText = rest[..<separator]
                reason = rest[rest.utf8.index(separator, offsetBy: 2)...].trimmed(of: " \t")
            } else {
                ruleText = rest
                reason = ""
            }
            let rules = ruleText.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
            let usage = "write '// archlint:\(keyword) \(rules.first ?? "RULE") -- reason'"
            if rules.isEmpty {
                notices.append(notice(RuleID.invalidSuppression, file.path, directive.location,
                                      "'archlint:\(keyword)' names no rule; \(usage)"))
                continue
            }
            if let unknown = rules.first(where: { !RuleCatalog.suppressibleIDs.contains($0) }) {
                notices.append(notice(RuleID.invalidSuppression, file.path, directive.location,
                                      "'archlint:\(keyword)' names unknown rule '\(unknown)' (rules: \(RuleCatalog.suppressibleIDs.joined(separator: ", ")))"))
                continue
            }
            if reason.isEmpty {
                notices.append(notice(RuleID.invalidSuppression, file.path, directive.location,
                                      "'archlint:\(keyword) \(rules.joined(separator: ", "))' needs a reason and suppresses nothing; \(usage)"))
                continue
            }
            let scope: Suppression.Scope
            if keyword == "ignore-file" {
                scope = .file
            } else if let code = codeStarts[directive.location.line], code < directive.location.column {
                // After code on its line, the comment is about that line only.
                scope = .lines([directive.location.line])
            } else {
                var next = directive.location.line + 1
                while directiveLines.contains(next) { next += 1 }
                scope = .lines([directive.location.line, next])
            }
            suppressions.append(Suppression(
                rules: rules, reason: reason, scope: scope, file: file.path, location: directive.location))
        }
        return (suppressions, notices)
    }

    /// The comments ArchLint reads, as a reader should write them.
    static let knownForms = "'archlint:ignore RULE -- reason', 'archlint:ignore-file RULE -- reason', 'archlint:role ROLE'"

    /// What is wrong with an `archlint:` comment that is none of the known forms, and what it
    /// likely meant: SwiftLint's `disable` is `ignore` here, `ignor` is a typo, and
    /// `archlint: ignore` has a space too many. Such a comment suppresses nothing, and without
    /// a word it would look as if it did.
    static func unknownDirective(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first else { return "'archlint:' names no directive (known: \(knownForms))" }
        if text.first == " " || text.first == "\t" {
            return "'archlint: \(first)' has a space after 'archlint:', so it is not read; write 'archlint:\(first)' (known: \(knownForms))"
        }
        let keyword = String(first)
        let meant: String?
        if keyword.hasPrefix("disable") || keyword.hasPrefix("ignore") {
            // `disable`, `disable:next`, `disable:this`, `ignore-next-line`: one line or the next.
            meant = keyword.contains("file") ? "ignore-file" : "ignore"
        } else {
            meant = Suggestion.closest(to: keyword, in: ["ignore", "ignore-file", "role"])
        }
        let hint = meant.map { "; did you mean 'archlint:\($0)'?" } ?? ""
        return "unknown directive 'archlint:\(keyword)'\(hint) (known: \(knownForms))"
    }

    /// Per line, the column of the first thing the scanner saw there (a declaration, an import,
    /// a reference): a comment after it trails code.
    static func firstCodeColumns(_ file: ScannedFile) -> [Int: Int] {
        var columns: [Int: Int] = [:]
        func see(_ location: SourceLocation) {
            columns[location.line] = min(columns[location.line] ?? .max, location.column)
        }
        file.imports.forEach { see($0.location) }
        file.topLevelReferences.forEach { see($0.location) }
        for declaration in file.declarations {
            see(declaration.location)
            declaration.references.forEach { see($0.location) }
        }
        return columns
    }

    static func notice(_ rule: String, _ file: String, _ location: SourceLocation, _ message: String) -> Violation {
        Violation(rule: rule, severity: .warning, file: file, location: location, message: message, source: .none, target: .none)
    }
}

extension StringProtocol {
    /// The text without the given characters at either end.
    func trimmed(of characters: String) -> String {
        let set = Set(characters)
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
