import Foundation

/// Where a command prints: the real standard streams, or buffers in tests.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) }
    )
}

/// Writes a file the user asked for: to a temporary file beside it, then renamed into place,
/// so a killed run never leaves half a report.
enum OutputFile {
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw CommandFailure(message: "\(path): error: cannot write output: \(reason)")
            }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(message: "\(path): error: cannot write output: \(Self.reason(error))")
        }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

/// A failure that ends the run with exit status 2 and a message already in the
/// `path:line:col: error: …` form.
struct CommandFailure: Error {
    var message: String
}
