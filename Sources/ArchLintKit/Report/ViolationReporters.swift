/// `path:line:col: error: message [rule]`, one line per violation: the compiler's format, so
/// Xcode and editors show each violation inline.
package enum XcodeReporter {
    /// - Parameter colored: the severity in bold red or yellow, for a terminal.
    package static func render(_ violations: [Violation], colored: Bool = false) -> String {
        BlockWriter.text { write(violations, colored: colored, to: &$0) }
    }

    package static func write(_ violations: [Violation], colored: Bool = false, to output: inout BlockWriter) {
        // By index, each violation read in place: a copy would retain its dozen strings.
        for index in violations.indices {
            if colored {
                output.write(line(for: violations[index], colored: colored) + "\n")
            } else {
                writePlain(violations[index], to: &output)
            }
        }
    }

    /// Uncoloured (a log, a pipe, CI: the runs with many violations) the line is written piece
    /// by piece: built first as a string of its own, it cost half the report again.
    private static func writePlain(_ violation: borrowing Violation, to output: inout BlockWriter) {
        output.write(violation.file)
        output.write(":")
        output.write(String(violation.location.line))
        output.write(":")
        output.write(String(violation.location.column))
        output.write(": ")
        output.write(violation.severity.rawValue)
        output.write(": ")
        output.write(violation.message)
        output.write(" [")
        output.write(violation.rule)
        output.write("]\n")
    }

    package static func line(for violation: Violation, colored: Bool = false) -> String {
        var severity = violation.severity.rawValue + ":"
        if colored { severity = ANSI.paint(severity, violation.severity == .error ? ANSI.boldRed : ANSI.boldYellow) }
        return "\(violation.file):\(violation.location.line):\(violation.location.column): \(severity) \(violation.message) [\(violation.rule)]"
    }
}

/// Terminal colours: only ever used when the output is a terminal and colour is not turned off.
package enum ANSI {
    package static let boldRed = "\u{1B}[1;31m"
    package static let boldYellow = "\u{1B}[1;33m"
    package static let boldGreen = "\u{1B}[1;32m"
    package static let reset = "\u{1B}[0m"

    package static func paint(_ text: String, _ color: String) -> String { color + text + reset }
}

/// `lint --format json`: `{"version": 1, "violations": […], "summary": {…}}`, documented in
/// `docs/json-report.md`. Suppressed violations, when there are any, follow in `"suppressed"`,
/// each with its `"suppression"`.
package enum JSONReporter {
    package static let schemaVersion = 1

    package static func render(_ result: LintResult) -> String {
        BlockWriter.text { write(result, to: &$0) }
    }

    /// The report written as it goes: one violation at a time.
    package static func write(_ result: LintResult, to output: inout BlockWriter) {
        var json = JSONStreamWriter(output: output)
        json.beginObject()
        json.key("version")
        json.value(.int(schemaVersion))
        json.key("violations")
        json.beginArray()
        for item in result.violations { json.value(violation(item)) }
        json.end()
        var summary: [(String, JSONValue)] = [
            ("files", .int(result.lintedFileCount)),
            ("types", .int(result.lintedTypes.count)),
            ("errors", .int(result.errorCount)),
            ("warnings", .int(result.warningCount)),
        ]
        // Added in version 1 without a version change: readers of the older shape ignore them.
        if !result.suppressed.isEmpty {
            json.key("suppressed")
            json.beginArray()
            for item in result.suppressed { json.value(violation(item)) }
            json.end()
            summary.append(("suppressed", .int(result.suppressed.count)))
        }
        // Files whose header says they are generated were read, not linted: a run that checked
        // less than it read says so (see ``GeneratedHeader``).
        if !result.generatedFiles.isEmpty { summary.append(("generatedFilesNotLinted", .int(result.generatedFiles.count))) }
        json.key("summary")
        json.value(.object(summary))
        json.end()
        json.endDocument()
        output = json.output
    }

    static func violation(_ violation: Violation) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(violation.rule)),
            ("severity", .string(violation.severity.rawValue)),
            ("file", .string(violation.file)),
            ("line", .int(violation.location.line)),
            ("column", .int(violation.location.column)),
            ("message", .string(violation.message)),
            ("source", endpoint(violation.source)),
            ("target", endpoint(violation.target)),
        ]
        if let suppression = violation.suppression {
            members.append(("suppression", .object([
                ("kind", .string(suppression.kind.rawValue)),
                ("justification", .string(suppression.justification)),
            ])))
        }
        return .object(members)
    }

    static func endpoint(_ endpoint: Violation.Endpoint) -> JSONValue {
        if let module = endpoint.module {
            return .object([("module", .string(module)), ("role", .optional(endpoint.role))])
        }
        var members: [(String, JSONValue)] = [("type", .optional(endpoint.type)), ("role", .optional(endpoint.role))]
        if let strength = endpoint.strength { members.append(("strength", .string(strength.rawValue))) }
        return .object(members)
    }
}
