@testable import ArchLintKit
import Foundation
import SwiftParser
import SwiftSyntax
import ValidationSupport

// validate diff [--examples N] [--min-imports P] [--min-declarations P] [--min-inherits P]
//               [--min-references P] [--min-words P] FOLDER…
//     Compares ArchLint's scanner with SwiftSyntax on every .swift file; exits 1 below a threshold.
// validate bench [--passes N] FOLDER…
//     Times ArchLint's scanner and SwiftParser on the same files.

struct Options {
    var command = ""
    var folders: [String] = []
    var examples = 5
    var passes = 3
    var minimum: [String: Double] = [
        "imports": 99.9, "declarations": 99.9, "inherits": 99.9, "references": 99.5, "words": 99.9,
    ]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard !arguments.isEmpty else { fail("usage: validate diff|bench [options] FOLDER…") }
    options.command = arguments.removeFirst()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        if argument.hasPrefix("--") {
            guard index + 1 < arguments.count else { fail("\(argument) needs a value") }
            let value = arguments[index + 1]
            switch argument {
            case "--examples": options.examples = Int(value) ?? options.examples
            case "--passes": options.passes = Int(value) ?? options.passes
            case "--min-imports", "--min-declarations", "--min-inherits", "--min-references", "--min-words":
                guard let number = Double(value) else { fail("\(argument) needs a percentage") }
                options.minimum[String(argument.dropFirst(6))] = number
            default: fail("unknown option \(argument)")
            }
            index += 2
        } else {
            options.folders.append(argument)
            index += 1
        }
    }
    guard !options.folders.isEmpty else { fail("no folder given") }
    return options
}

/// Compares every folder on its own (each is a corpus: an app, a library), prints its agreement,
/// then the disagreements of all folders by cause. Thresholds apply to each folder.
func runDiff(_ options: Options) -> Int32 {
    var total = Report()
    var failed = false
    for folder in options.folders {
        let files = loadSwiftFiles(in: [folder])
        var report = Report()
        var lines = 0
        for file in files {
            let scanned = file.bytes.withUnsafeBufferPointer { Scanner.scan(bytes: $0, path: file.path) }
            lines += scanned.lineCount
            let source = String(decoding: file.bytes, as: UTF8.self)
            let (parserFacts, tree) = SyntaxFactsCollector.facts(source: source, fileName: file.path)
            FileComparison(path: file.path, scanner: ScannerFacts.facts(of: scanned, bytes: file.bytes), parser: parserFacts, tree: tree)
                .compare(into: &report)
        }
        print("\(files.count) files, \(lines) lines in \(folder)")
        failed = !printAgreement(report, options) || failed
        total.merge(report)
        if options.folders.count > 1 { print("") }
    }
    if options.folders.count > 1 {
        print("All \(options.folders.count) folders")
        _ = printAgreement(total, options)
    }
    print("\nDisagreements by cause:" + (total.causes.isEmpty ? " none" : ""))
    for (cause, items) in total.causes.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
        print("\n\(items.count) × \(cause)")
        for item in items.prefix(options.examples) { print("    \(item.rendered)") }
        if items.count > options.examples { print("    … \(items.count - options.examples) more") }
    }
    return failed ? 1 : 0
}

/// Prints one corpus's agreement per category; false when a category is below its threshold.
func printAgreement(_ report: Report, _ options: Options) -> Bool {
    let rows: [(String, String, Tally)] = [
        ("imports", "imports", report.imports),
        ("declarations", "declarations", report.declarations),
        ("inherits", "inheritance lists", report.inherits),
        ("references", "per-declaration reference sets", report.referenceSets),
        ("", "single references", report.referenceItems),
        ("", "members of agreeing references", report.referenceMembers),
        ("words", "word tokens (identifiers, keywords)", report.words),
    ]
    var failed = false
    for (key, label, tally) in rows {
        var line = "\(label.padding(toLength: 36, withPad: " ", startingAt: 0)) \(String(format: "%8.3f", tally.percent)) %  (\(tally.agreed) of \(tally.total))"
        if let minimum = options.minimum[key] {
            let ok = tally.percent >= minimum
            failed = failed || !ok
            line += ok ? "  ≥ \(minimum) %" : "  BELOW \(minimum) %"
        }
        print(line)
    }
    return !failed
}

func runBench(_ options: Options) -> Int32 {
    let files = loadSwiftFiles(in: options.folders)
    let strings = files.map { String(decoding: $0.bytes, as: UTF8.self) }
    print(Measurement.header)
    let archLint = measure("ArchLint scanner (\(buildConfiguration))", files: files, passes: options.passes, scanWithArchLint)
    print(archLint.row)
    var index = 0
    let parser = measure("SwiftParser (\(buildConfiguration))", files: files, passes: max(1, options.passes / 2)) { _ in
        defer { index = (index + 1) % strings.count }
        return Parser.parse(source: strings[index]).statements.count
    }
    print(parser.row)
    print(String(format: "ratio: ArchLint is %.1f× SwiftParser", parser.seconds / archLint.seconds))
    return 0
}

let options = parseOptions()
switch options.command {
case "diff": exit(runDiff(options))
case "bench": exit(runBench(options))
default: fail("unknown command \(options.command); use diff or bench")
}
