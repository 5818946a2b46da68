import Foundation
import Synchronization

/// Where a command prints: the real standard streams, or buffers in tests.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Whether each stream is a terminal: colour and the one-line summary are for people only.
    public var outIsTerminal: Bool
    public var errIsTerminal: Bool
    /// `NO_COLOR` (https://no-color.org) is set: never colour, whatever the streams are.
    public var noColorRequested: Bool

    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        outIsTerminal: Bool = false, errIsTerminal: Bool = false, noColorRequested: Bool = false
    ) {
        self.out = out
        self.err = err
        self.outIsTerminal = outIsTerminal
        self.errIsTerminal = errIsTerminal
        self.noColorRequested = noColorRequested
    }

    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) },
        outIsTerminal: isatty(STDOUT_FILENO) == 1,
        errIsTerminal: isatty(STDERR_FILENO) == 1,
        noColorRequested: !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    )
}

/// Writes a file the user asked for: to a temporary file beside it, then renamed into place,
/// so a killed run never leaves half a report.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        let url = URL(fileURLWithPath: path)
        // The process id and a counter keep two writers (two processes, or two reports of one
        // run) from sharing a temporary file.
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(nextSerial()).tmp")
        // POSIX calls rather than Foundation's, for errno: the user reads "No such file or
        // directory", not a framework's paraphrase.
        func failure(_ code: Int32) -> CommandFailure {
            CommandFailure(message: "\(path): error: cannot write output: \(String(cString: strerror(code)))")
        }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure(errno) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                writeBytes(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(temporary.path)
                throw failure(code)
            }
            written += count
        }
        // On disk before the rename, so even a crash of the machine leaves the old file or the new.
        if fsync(descriptor) != 0 || close(descriptor) != 0 {
            let code = errno
            unlink(temporary.path)
            throw failure(code)
        }
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            unlink(temporary.path)
            throw failure(code)
        }
    }

    private static let serial = Mutex(0)

    private static func nextSerial() -> Int {
        serial.withLock { value in
            value += 1
            return value
        }
    }
}

/// `write(2)`, under a name `OutputFile.write` does not shadow.
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// A failure that ends the run with exit status 2 and a message already in the
/// `path:line:col: error: …` form.
struct CommandFailure: Error {
    var message: String
}
