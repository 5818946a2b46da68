/// How much a violation matters: an error fails the run, a warning fails it only under
/// `--strict`.
public enum Severity: String, Sendable, Hashable, Comparable {
    case warning, error

    /// A warning is less than an error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// One message the tool prints about a file: an error or a warning, at a line and column (or
/// about the file as a whole), with the rule or the stage that raised it. Every such message
/// goes through this type, and prints as the compiler and SwiftLint print theirs:
///
///     Rules.rules:3:5: error: unknown role 'Presentr'; did you mean 'Presenter'?
///     App.xcodeproj/project.pbxproj:12:1: warning: damaged Xcode project: … [project]
///     .archlint-cache: warning: cannot write the facts cache: Permission denied
package struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    package var severity: Severity
    package var file: String
    /// Where in the file; nil for a message about the file as a whole.
    package var location: SourceLocation?
    package var message: String
    /// The rule or the stage that raised it (`forbidden-dependency`, `project`, `scan`), shown
    /// in brackets at the end.
    package var id: String?

    package init(_ severity: Severity = .error, file: String, location: SourceLocation?, message: String, id: String? = nil) {
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
        self.id = id
    }

    package init(_ severity: Severity = .error, file: String, line: Int, column: Int = 1, message: String, id: String? = nil) {
        self.init(severity, file: file, location: SourceLocation(line: line, column: column), message: message, id: id)
    }

    /// `path:line:col: severity: message [id]`.
    package var description: String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): \(severity.rawValue): \(message)" + (id.map { " [\($0)]" } ?? "")
    }
}

extension Violation {
    /// The violation as the compiler's format prints it.
    package var diagnostic: Diagnostic {
        Diagnostic(severity, file: file, location: location, message: message, id: rule)
    }
}

extension RunFailure {
    /// A run that ends with one diagnostic.
    package init(_ diagnostic: Diagnostic) {
        self.init(message: diagnostic.description)
    }
}
