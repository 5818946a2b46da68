import ArchLintKit

/// What every report of one `archlint lint` run is made from: reporters only format it.
struct ReportInput {
    /// The whole run: what machines read (JSON, SARIF, JUnit, HTML) keeps every violation.
    var result: LintResult
    /// The run as people read it: with `--quiet`, only the violations that fail it.
    var shown: LintResult
    var colored: Bool
    var strict: Bool
    /// The roles the rules declare, in their order.
    var roles: [String]
    /// The HTML page's account of the run, made only when a page is asked for.
    var htmlRun: () -> HTMLReporter.Run
}

/// A `--format` of `archlint lint`: its name, and how it writes a run's report as it goes.
protocol Reporter {
    static var format: String { get }
    static func write(_ input: ReportInput, to output: inout BlockWriter)
}

/// Every `--format` `lint` takes, in the order its help and errors list them; the first is the
/// default.
enum Reporters {
    static var all: [any Reporter.Type] {
        [XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, JUnitReporter.self, SummaryReporter.self, HTMLReporter.self]
    }

    static var formats: [String] { all.map { $0.format } }

    static func named(_ format: String) -> (any Reporter.Type)? {
        all.first { $0.format == format }
    }
}

extension XcodeReporter: Reporter {
    static let format = "xcode"
    static func write(_ input: ReportInput, to output: inout BlockWriter) {
        write(input.shown.violations, colored: input.colored, to: &output)
    }
}

extension JSONReporter: Reporter {
    static let format = "json"
    static func write(_ input: ReportInput, to output: inout BlockWriter) {
        write(input.result, to: &output)
    }
}

extension SARIFReporter: Reporter {
    static let format = "sarif"
    static func write(_ input: ReportInput, to output: inout BlockWriter) {
        let columns = UTF16Columns()
        write(input.result, root: System.currentDirectory(), version: ArchLintCommand.version, utf16Column: columns.column, to: &output)
    }
}

extension GitHubReporter: Reporter {
    static let format = "github"
    static func write(_ input: ReportInput, to output: inout BlockWriter) {
        write(input.shown.violations, to: &output)
    }
}

extension JUnitReporter: Reporter {
    static let format = "junit"
    static func write(_ input: ReportInput, to output: inout BlockWriter) {
        write(input.result, strict: input.strict, to: &output)
    }
}

extension SummaryReporter: Reporter {
    static let format = "summary"
    static func write(_ input: ReportInput, to output: inout BlockWriter) {
        output.write(render(input.shown))
    }
}

extension HTMLReporter: Reporter {
    static let format = "html"
    static func write(_ input: ReportInput, to output: inout BlockWriter) {
        write(input.result, roles: input.roles, run: input.htmlRun(), to: &output)
    }
}
