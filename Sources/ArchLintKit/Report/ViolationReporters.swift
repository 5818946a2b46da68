/// `path:line:col: error: message [rule]`, one line per violation: the compiler's format, so
/// Xcode and editors show each violation inline.
public enum XcodeReporter {
    /// - Parameter colored: the severity in bold red or yellow, for a terminal.
    public static func render(_ violations: [Violation], colored: Bool = false) -> String {
        var output = ""
        for violation in violations {
            output += line(for: violation, colored: colored) + "\n"
        }
        return output
    }

    public static func line(for violation: Violation, colored: Bool = false) -> String {
        var severity = violation.severity.rawValue + ":"
        if colored { severity = ANSI.paint(severity, violation.severity == .error ? ANSI.boldRed : ANSI.boldYellow) }
        return "\(violation.file):\(violation.location.line):\(violation.location.column): \(severity) \(violation.message) [\(violation.rule)]"
    }
}

/// Terminal colours: only ever used when the output is a terminal and colour is not turned off.
public enum ANSI {
    public static let boldRed = "\u{1B}[1;31m"
    public static let boldYellow = "\u{1B}[1;33m"
    public static let boldGreen = "\u{1B}[1;32m"
    public static let reset = "\u{1B}[0m"

    public static func paint(_ text: String, _ color: String) -> String { color + text + reset }
}

/// `lint --format json`: `{"version": 1, "violations": […], "summary": {…}}`, documented in
/// `docs/json-report.md`. Suppressed violations, when there are any, follow in `"suppressed"`,
/// each with its `"suppression"`.
public enum JSONReporter {
    public static let schemaVersion = 1

    public static func render(_ result: LintResult) -> String {
        var members: [(String, JSONValue)] = [
            ("version", .int(schemaVersion)),
            ("violations", .array(result.violations.map(violation))),
        ]
        var summary: [(String, JSONValue)] = [
            ("files", .int(result.project.files.count)),
            ("types", .int(result.project.types.count)),
            ("errors", .int(result.errorCount)),
            ("warnings", .int(result.warningCount)),
        ]
        // Added in version 1 without a version change: readers of the older shape ignore them.
        if !result.suppressed.isEmpty {
            members.append(("suppressed", .array(result.suppressed.map(violation))))
            summary.append(("suppressed", .int(result.suppressed.count)))
        }
        members.append(("summary", .object(summary)))
        return JSONValue.object(members).rendered()
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
        return .object([("type", .optional(endpoint.type)), ("role", .optional(endpoint.role))])
    }
}
