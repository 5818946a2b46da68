import ArchLintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command prints: the real standard streams, or buffers in tests.
package struct Console: Sendable {
    package var out: @Sendable (String) -> Void
    package var err: @Sendable (String) -> Void
    /// Whether each stream is a terminal: colour and the one-line summary are for people only.
    package var outIsTerminal: Bool
    package var errIsTerminal: Bool
    /// `NO_COLOR` (https://no-color.org) is set: never colour, whatever the streams are.
    package var noColorRequested: Bool

    package init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        outIsTerminal: Bool = false, errIsTerminal: Bool = false, noColorRequested: Bool = false
    ) {
        self.out = out
        self.err = err
        self.outIsTerminal = outIsTerminal
        self.errIsTerminal = errIsTerminal
        self.noColorRequested = noColorRequested
    }

    package static let standard = Console(
        out: { System.write($0, to: STDOUT_FILENO) },
        err: { System.write($0, to: STDERR_FILENO) },
        outIsTerminal: isatty(STDOUT_FILENO) == 1,
        errIsTerminal: isatty(STDERR_FILENO) == 1,
        noColorRequested: !(System.variable("NO_COLOR") ?? "").isEmpty
    )
}

/// Writes a file the user asked for: to a temporary file beside it, then renamed into place,
/// so a killed run never leaves half a report.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        try write(to: path) { $0.write(text) }
    }

    /// A report written as it is produced: block by block into the temporary file.
    static func write(to path: String, _ body: (inout BlockWriter) -> Void) throws(CommandFailure) {
        do {
            try AtomicFile.write(to: path, text: body)
        } catch {
            throw CommandFailure(Diagnostic(file: path, location: nil, message: "cannot write output: \(error.reason)"))
        }
    }
}

extension Console {
    /// Prints what `body` writes as it is produced, a block at a time: a long report never
    /// waits whole in memory.
    func out(_ body: (inout BlockWriter) -> Void) {
        var writer = BlockWriter(deliver: out)
        body(&writer)
        writer.flush()
    }
}

/// A failure that ends the run with exit status 2 and a message already in the
/// `path:line:col: error: …` form: the pipeline's own (``RunFailure``).
typealias CommandFailure = RunFailure
