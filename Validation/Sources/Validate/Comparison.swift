import SwiftSyntax

/// Agreement counts for one category of facts.
struct Tally {
    var agreed = 0
    var total = 0

    var percent: Double { total == 0 ? 100 : Double(agreed) * 100 / Double(total) }

    static func += (lhs: inout Tally, rhs: Tally) {
        lhs.agreed += rhs.agreed
        lhs.total += rhs.total
    }
}

/// One disagreement: where, and what each side said.
struct Disagreement {
    var path: String
    var line: Int
    var column: Int
    var detail: String

    var rendered: String { "\(path):\(line):\(column): \(detail)" }
}

/// The disagreements of all files, grouped by cause.
struct Report {
    var imports = Tally()
    var declarations = Tally()
    var inherits = Tally()
    /// Per-declaration reference sets: a declaration agrees when both sides give the same set.
    var referenceSets = Tally()
    /// Single references (name and position), over the declarations both sides know.
    var referenceItems = Tally()
    /// Of the references both sides agree on, those attributed to the same member.
    var referenceMembers = Tally()
    /// Word tokens (identifiers and keywords) starting at the same byte.
    var words = Tally()
    var causes: [String: [Disagreement]] = [:]

    mutating func add(_ cause: String, _ disagreement: Disagreement) {
        causes[cause, default: []].append(disagreement)
    }

    mutating func merge(_ other: Report) {
        imports += other.imports
        declarations += other.declarations
        inherits += other.inherits
        referenceSets += other.referenceSets
        referenceItems += other.referenceItems
        referenceMembers += other.referenceMembers
        words += other.words
        causes.merge(other.causes) { $0 + $1 }
    }
}

/// Compares the two sides' facts for one file and adds the result to `report`.
struct FileComparison {
    var path: String
    var scanner: FileFacts
    var parser: FileFacts
    var tree: SourceFileSyntax

    func compare(into report: inout Report) {
        compareWords(into: &report)
        compareImports(into: &report)
        let matched = compareDeclarations(into: &report)
        compareInherits(matched, into: &report)
        compareReferences(matched, into: &report)
    }

    private func compareWords(into report: inout Report) {
        let common = scanner.wordOffsets.intersection(parser.wordOffsets)
        report.words += Tally(agreed: common.count, total: scanner.wordOffsets.union(parser.wordOffsets).count)
        guard common.count != scanner.wordOffsets.count || common.count != parser.wordOffsets.count else { return }
        let locator = TokenLocator(tree: tree, path: path)
        for (side, offsets) in [("scanner", scanner.wordOffsets), ("parser", parser.wordOffsets)] {
            for offset in offsets.subtracting(common).sorted() {
                let location = locator.converter.location(for: AbsolutePosition(utf8Offset: offset))
                report.add("word token: \(side) only, at \(locator.context(line: location.line, column: location.column))",
                           Disagreement(path: path, line: location.line, column: location.column, detail: "byte \(offset)"))
            }
        }
    }

    private func compareImports(into report: inout Report) {
        var remaining = parser.imports
        var agreed = 0
        var extra: [String] = []
        for item in scanner.imports {
            if let index = remaining.firstIndex(of: item) {
                remaining.remove(at: index)
                agreed += 1
            } else {
                extra.append(item)
            }
        }
        report.imports += Tally(agreed: agreed, total: agreed + extra.count + remaining.count)
        for item in extra { report.add("import: scanner only", Disagreement(path: path, line: lineOf(item), column: 1, detail: item)) }
        for item in remaining { report.add("import: parser only", Disagreement(path: path, line: lineOf(item), column: 1, detail: item)) }
    }

    private func lineOf(_ importKey: String) -> Int {
        Int(importKey.split(separator: "@").last ?? "") ?? 0
    }

    private func compareDeclarations(into report: inout Report) -> [DeclarationKey] {
        let scannerSet = Set(scanner.declarations)
        let parserSet = Set(parser.declarations)
        let matched = scannerSet.intersection(parserSet)
        report.declarations += Tally(agreed: matched.count, total: scannerSet.union(parserSet).count)
        for key in scannerSet.subtracting(parserSet).sorted() {
            report.add("declaration: scanner only: \(key.kind)\(nearMiss(key, in: parserSet))",
                       Disagreement(path: path, line: key.line, column: 1, detail: "scanner: \(key)"))
        }
        for key in parserSet.subtracting(scannerSet).sorted() {
            report.add("declaration: parser only: \(key.kind)\(nearMiss(key, in: scannerSet))",
                       Disagreement(path: path, line: key.line, column: 1, detail: "parser: \(key)"))
        }
        return matched.sorted()
    }

    /// Names what differs when the other side has a declaration on the same line.
    private func nearMiss(_ key: DeclarationKey, in other: Set<DeclarationKey>) -> String {
        if let twin = other.first(where: { $0.line == key.line && $0.kind == key.kind }) {
            return " (qualified name differs: \(twin.qualifiedName))"
        }
        if other.contains(where: { $0.line == key.line }) { return " (kind differs)" }
        return ""
    }

    private func compareInherits(_ matched: [DeclarationKey], into report: inout Report) {
        for key in matched {
            let left = scanner.inherits[key] ?? []
            let right = parser.inherits[key] ?? []
            report.inherits += Tally(agreed: left == right ? 1 : 0, total: 1)
            if left != right {
                report.add("inherits differ: \(key.kind)", Disagreement(
                    path: path, line: key.line, column: 1,
                    detail: "\(key): scanner \(left) vs parser \(right)"))
            }
        }
    }

    private func compareReferences(_ matched: [DeclarationKey], into report: inout Report) {
        var keys = matched
        if scanner.references[.topLevel] != nil || parser.references[.topLevel] != nil { keys.append(.topLevel) }
        // Where each side put each position, to tell "wrong declaration" and "other chain" apart
        // from a reference only one side sees.
        var scannerAt: [Position: (DeclarationKey, String)] = [:]
        var parserAt: [Position: (DeclarationKey, String)] = [:]
        for (key, references) in scanner.references {
            for reference in references { scannerAt[Position(reference)] = (key, reference.name) }
        }
        for (key, references) in parser.references {
            for reference in references { parserAt[Position(reference)] = (key, reference.name) }
        }
        var locator: TokenLocator?
        for key in keys {
            let left = scanner.references[key] ?? []
            let right = parser.references[key] ?? []
            let common = left.intersection(right)
            for reference in common {
                let scannerMember = scanner.members[reference]
                let parserMember = parser.members[reference]
                report.referenceMembers += Tally(agreed: scannerMember == parserMember ? 1 : 0, total: 1)
                if scannerMember != parserMember {
                    if locator == nil { locator = TokenLocator(tree: tree, path: path) }
                    report.add("reference member differs (\(key.kind))", Disagreement(
                        path: path, line: reference.line, column: reference.column,
                        detail: "\(reference.name) in \(key): scanner \(scannerMember ?? "-") vs parser \(parserMember ?? "-")"))
                }
            }
            report.referenceSets += Tally(agreed: left == right ? 1 : 0, total: 1)
            report.referenceItems += Tally(agreed: common.count, total: left.union(right).count)
            guard left != right else { continue }
            if locator == nil { locator = TokenLocator(tree: tree, path: path) }
            for reference in left.subtracting(right).sorted() {
                let cause: String
                if let (otherKey, otherName) = parserAt[Position(reference)] {
                    cause = otherName != reference.name
                        ? "reference chain differs (\(locator!.context(line: reference.line, column: reference.column)))"
                        : "reference attributed to another declaration (scanner \(key.kind), parser \(otherKey.kind))"
                    report.add(cause, Disagreement(
                        path: path, line: reference.line, column: reference.column,
                        detail: "scanner \(reference.name) in \(key) / parser \(otherName) in \(otherKey)"))
                } else {
                    cause = "reference: scanner only, at \(locator!.context(line: reference.line, column: reference.column))"
                    report.add(cause, Disagreement(
                        path: path, line: reference.line, column: reference.column, detail: "\(reference.name) in \(key)"))
                }
            }
            for reference in right.subtracting(left).sorted() where scannerAt[Position(reference)] == nil {
                let cause = "reference: parser only, at \(locator!.context(line: reference.line, column: reference.column))"
                report.add(cause, Disagreement(
                    path: path, line: reference.line, column: reference.column, detail: "\(reference.name) in \(key)"))
            }
        }
    }
}

struct Position: Hashable {
    var line: Int
    var column: Int

    init(_ reference: ReferenceFact) {
        line = reference.line
        column = reference.column
    }
}

/// Finds the syntax around a line and column, to name the cause of a disagreement by the
/// construct it sits in (`IdentifierPatternSyntax < OptionalBindingConditionSyntax`, …).
struct TokenLocator {
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(tree: SourceFileSyntax, path: String) {
        self.tree = tree
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    func context(line: Int, column: Int) -> String {
        let position = converter.position(ofLine: line, column: column)
        guard let token = tree.token(at: position) else { return "no token" }
        var names: [String] = []
        var current = token.parent
        while let node = current, names.count < 3 {
            names.append("\(node.kind)")
            current = node.parent
        }
        let kind: String
        switch token.tokenKind {
        case .identifier: kind = "identifier"
        case .stringSegment: kind = "string text"
        case .keyword(let keyword): kind = "keyword \(keyword)"
        case .regexLiteralPattern: kind = "regex text"
        default: kind = "\(token.tokenKind)".prefix(24).description
        }
        let inside = token.positionAfterSkippingLeadingTrivia == position ? "" : " (inside token)"
        return "\(kind)\(inside) in " + names.joined(separator: " < ")
    }
}
