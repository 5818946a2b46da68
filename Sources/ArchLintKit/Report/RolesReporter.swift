/// `archlint roles`: every declared type, its role and the evidence.
package enum RolesReporter {
    package static func renderText(_ result: LintResult) -> String {
        BlockWriter.text { writeText(result, to: &$0) }
    }

    /// The table written a row at a time, after a pass that finds the column widths.
    package static func writeText(_ result: LintResult, to output: inout BlockWriter) {
        let rows = result.listedTypes.map { type -> [String] in
            let assignment = result.classification.assignments[type.id]
            var reason = assignment.reason
            if let conflict = assignment.conflict { reason += " [conflict: \(conflict)]" }
            // A weak role says so first: its evidence only suggests it (see ``RoleStrength``).
            if assignment.shownStrength == .weak { reason = "weak: " + reason }
            return [type.qualifiedName, type.kind.rawValue, assignment.role ?? "-", "\(type.file):\(type.location.line)", reason]
        }
        let header = ["TYPE", "KIND", "ROLE", "DECLARED AT", "REASON"]
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func format(_ row: [String]) -> String {
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        output.write(format(header) + "\n")
        for row in rows { output.write(format(row) + "\n") }
    }

    package static func renderJSON(_ result: LintResult) -> String {
        BlockWriter.text { writeJSON(result, to: &$0) }
    }

    /// The document written a type at a time.
    package static func writeJSON(_ result: LintResult, to output: inout BlockWriter) {
        JSONStreamWriter.writeList(version: 1, key: "types", result.listedTypes, to: &output) { type in
            let assignment = result.classification.assignments[type.id]
            var members: [(String, JSONValue)] = [
                ("type", .string(type.qualifiedName)),
                ("kind", .string(type.kind.rawValue)),
                ("role", .optional(assignment.role)),
                ("strength", .optional(assignment.shownStrength?.rawValue)),
                ("file", .string(type.file)),
                ("line", .int(type.location.line)),
                ("reason", .string(assignment.reason)),
            ]
            if let conflict = assignment.conflict { members.append(("conflict", .string(conflict))) }
            return .object(members)
        }
    }
}

extension String {
    func padding(toLength length: Int, withPad pad: String, startingAt: Int) -> String {
        count >= length ? self : self + String(repeating: pad, count: length - count)
    }
}

/// `archlint scan --format json`: what the scanner saw, file by file.
package enum ScanReporter {
    package static func renderJSON(_ files: [ScannedFile]) -> String {
        BlockWriter.text { writeJSON(files, to: &$0) }
    }

    /// The document written a file at a time.
    package static func writeJSON(_ files: [ScannedFile], to output: inout BlockWriter) {
        JSONStreamWriter.writeList(version: 1, key: "files", files, to: &output, element: file)
    }

    static func file(_ file: ScannedFile) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("path", .string(file.path)),
            ("lines", .int(file.lineCount)),
            ("imports", .array(file.imports.map { item in
                var fields: [(String, JSONValue)] = [("module", .string(item.module))]
                if item.path != item.module { fields.append(("path", .string(item.path))) }
                if let kind = item.kind { fields.append(("kind", .string(kind))) }
                if !item.attributes.isEmpty { fields.append(("attributes", .array(item.attributes.map(JSONValue.string)))) }
                fields += [("line", .int(item.location.line)), ("column", .int(item.location.column))]
                return .object(fields)
            })),
            ("declarations", .array(file.declarations.map { declaration in
                var fields: [(String, JSONValue)] = [
                    ("kind", .string(declaration.kind.rawValue)),
                    ("name", .string(declaration.name)),
                    ("qualifiedName", .string(declaration.qualifiedName)),
                    ("line", .int(declaration.location.line)),
                    ("column", .int(declaration.location.column)),
                    ("inherits", .array(declaration.inherits.map(JSONValue.string))),
                ]
                if !declaration.genericParameters.isEmpty {
                    fields.append(("genericParameters", .array(declaration.genericParameters.map(JSONValue.string))))
                }
                if !declaration.attributes.isEmpty {
                    fields.append(("attributes", .array(declaration.attributes.map(JSONValue.string))))
                }
                fields.append(("references", .array(declaration.references.map(reference))))
                return .object(fields)
            })),
            ("references", .array(file.topLevelReferences.map(reference))),
        ]
        if !file.problems.isEmpty {
            members.append(("problems", .array(file.problems.map { problem in
                .object([("message", .string(problem.kind.rawValue)), ("line", .int(problem.location.line)),
                         ("column", .int(problem.location.column))])
            })))
        }
        return .object(members)
    }

    static func reference(_ reference: Reference) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("name", .string(reference.name)),
            ("line", .int(reference.location.line)),
            ("column", .int(reference.location.column)),
        ]
        if let member = reference.member { fields.append(("member", .string(member))) }
        return .object(fields)
    }
}
