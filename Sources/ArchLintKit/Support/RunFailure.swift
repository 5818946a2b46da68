/// A failure that ends a run before it reports anything (exit status 2 on the command line):
/// no such path, no Swift file, unreadable rules or baseline, a file that cannot be written.
/// The message is already in the `path:line:col: error: …` form, or `error: …` when no file is
/// to blame.
public struct RunFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, as printed.
    public var message: String

    /// A failure with its whole message (`"Rules.rules:3:1: error: …"`).
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
