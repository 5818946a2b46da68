import ArchLintKit

/// `archlint scan [PATH…]`: what the scanner saw in each file, as JSON.
enum ScanCommand: Command {
    static let help = CommandHelp(
        name: "scan", operands: "[PATH…]",
        summary: "Print what the scanner saw in each file, as JSON",
        options: [OptionHelp(name: "--format", value: "F", summary: "json (the only one)"), .output],
        examples: ["archlint scan Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift"])

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        let format = arguments.format ?? "json"
        guard format == "json" else { throw UsageError(message: "unknown format '\(format)' for 'scan' (formats: json)") }
        let files = try DiscoveredInputs.discover(arguments.paths).files
        let scanned = ParallelScan.scan(files)
        try ArchLintCommand.emit(arguments: arguments, console: console) { ScanReporter.writeJSON(scanned, to: &$0) }
        return 0
    }
}
