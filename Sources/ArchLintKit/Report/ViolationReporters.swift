/// `path:line:col: error: message [rule]`, one line per violation: the compiler's format, so
/// Xcode and editors show each violation inline.
public enum XcodeReporter {
    public static func render(_ violations: [Violation]) -> String {
        var output = ""
        for violation in violations {
            output += line(for: violation) + "\n"
        }
        return output
    }

    public static func line(for violation: Violation) -> String {
        "\(violation.file):\(violation.location.line):\(violation.location.column): \(violation.severity.rawValue): \(violation.message) [\(violation.rule)]"
    }
}

/// `lint --format json`: `{"version": 1, "violations": […], "summary": {…}}`.
public enum JSONReporter {
    public static let schemaVersion = 1

    public static func render(_ result: LintResult) -> String {
        let violations = result.violations.map { violation -> JSONValue in
            .object([
                ("rule", .string(violation.rule)),
                ("severity", .string(violation.severity.rawValue)),
                ("file", .string(violation.file)),
                ("line", .int(violation.location.line)),
                ("column", .int(violation.location.column)),
                ("message", .string(violation.message)),
                ("source", endpoint(violation.source)),
                ("target", endpoint(violation.target)),
            ])
        }
        return JSONValue.object([
            ("version", .int(schemaVersion)),
            ("violations", .array(violations)),
            ("summary", .object([
                ("files", .int(result.project.files.count)),
                ("types", .int(result.project.types.count)),
                ("errors", .int(result.errorCount)),
                ("warnings", .int(result.warningCount)),
            ])),
        ]).rendered()
    }

    static func endpoint(_ endpoint: Violation.Endpoint) -> JSONValue {
        if let module = endpoint.module {
            return .object([("module", .string(module)), ("role", .optional(endpoint.role))])
        }
        return .object([("type", .optional(endpoint.type)), ("role", .optional(endpoint.role))])
    }
}
