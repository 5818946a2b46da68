import ArchLintKit

/// `archlint detect [PATH…] [--format text|json]`: which architecture the code follows, how
/// consistently, and where parts follow another.
enum DetectCommand: Command {
    static let help = CommandHelp(
        name: "detect", operands: "[PATH…]",
        summary: "Tell which architecture the code follows, with the evidence, and which folders follow another",
        options: [OptionHelp(name: "--format", value: "F", summary: "text (default) or json")],
        examples: ["archlint detect Tests/Fixtures/viper/App   # viper, and why"])

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        let formats = ["text", "json"]
        let format = arguments.format ?? formats[0]
        guard formats.contains(format) else {
            throw UsageError(message: "unknown format '\(format)' for 'detect' (formats: \(formats.joined(separator: ", ")))")
        }
        let detection = try Pipeline.detect(paths: arguments.paths, warn: console.err)
        console.out(format == "json" ? DetectionReporter.json(detection) : DetectionReporter.text(detection))
        return 0
    }
}
