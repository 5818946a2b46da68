/// How much a violation matters: an error fails the run, a warning fails it only under
/// `--strict`.
public enum Severity: String, Sendable, Hashable, Comparable {
    case warning, error

    /// A warning is less than an error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// One message the tool prints: an error or a warning about a file, at a line and column (or
/// about the file as a whole), or about no file at all (the command line, the environment, the
/// run), with the rule or the stage that raised it. Every such message goes through this type,
/// and prints as the compiler and SwiftLint print theirs:
///
///     Rules.rules:3:5: error: unknown role 'Presentr'; did you mean 'Presenter'?
///     App.xcodeproj/project.pbxproj:12:1: warning: damaged Xcode project: … [project]
///     .archlint-cache: warning: cannot write the facts cache: Permission denied
///     error: no Swift files found in Sources
package struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    package var severity: Severity
    /// The file it is about; nil for a message about no file.
    package var file: String?
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

    /// A message about no file, printed as the compiler prints its own: `error: message`.
    package init(_ severity: Severity = .error, message: String, id: String? = nil) {
        self.severity = severity
        self.file = nil
        self.location = nil
        self.message = message
        self.id = id
    }

    package init(_ severity: Severity = .error, file: String, line: Int, column: Int = 1, message: String, id: String? = nil) {
        self.init(severity, file: file, location: SourceLocation(line: line, column: column), message: message, id: id)
    }

    /// `path:line:col: severity: message [id]`; `severity: message [id]` for no file.
    package var description: String {
        let text = "\(severity.rawValue): \(message)" + (id.map { " [\($0)]" } ?? "")
        guard let file else { return text }
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): " + text
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
