import ArchLintKit

/// `archlint detect [PATH…] [--format text|json]`: which architecture the code follows, how
/// consistently, and where parts follow another.
enum DetectCommand {
    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        let formats = ["text", "json"]
        let format = arguments.format ?? formats[0]
        guard formats.contains(format) else {
            throw UsageError(message: "unknown format '\(format)' for 'detect' (formats: \(formats.joined(separator: ", ")))")
        }
        let detection = Pipeline.detect(try ArchLintCommand.discover(arguments.paths)).detection
        console.out(format == "json" ? DetectionReporter.json(detection) : DetectionReporter.text(detection))
        return 0
    }
}
