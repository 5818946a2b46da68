/// `lint --format github`: GitHub Actions workflow commands, one per violation, so each one is
/// an annotation on the pull request's diff:
/// `::error file=Sources/App/Interactor.swift,line=14,col=15,title=forbidden-dependency::Interactor …`
package enum GitHubReporter {
    package static func render(_ violations: [Violation]) -> String {
        BlockWriter.text { write(violations, to: &$0) }
    }

    package static func write(_ violations: [Violation], to output: inout BlockWriter) {
        for violation in violations {
            let properties = [
                "file=" + escapeProperty(violation.file),
                "line=\(violation.location.line)",
                "col=\(violation.location.column)",
                "title=" + escapeProperty("ArchLint " + violation.rule),
            ]
            output.write("::\(violation.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(violation.message))\n")
        }
    }

    /// The runner's escaping for a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// A property value also must not hold the `:` and `,` that delimit properties.
    static func escapeProperty(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

extension String {
    /// Each scalar replaced by its replacement, in one pass (so `%` is never escaped twice).
    /// Scalars, not characters: `"\r\n"` is one `Character`, and both halves must be escaped.
    func replacingAll(_ replacements: [Unicode.Scalar: String]) -> String {
        var output = ""
        for scalar in unicodeScalars {
            if let replacement = replacements[scalar] { output += replacement } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}
