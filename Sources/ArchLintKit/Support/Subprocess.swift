#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program and collects what it prints, with `posix_spawn` rather than
/// Foundation's `Process` (the tool does not link Foundation on Linux, see ``System``).
package enum Subprocess {
    /// What a finished program printed, and how it ended.
    package struct Outcome: Sendable {
        /// The exit status; 128 + the signal's number when a signal ended it.
        package var status: Int32
        package var output: [UInt8]
        package var errors: [UInt8]

        package var errorText: String { String(decoding: errors, as: UTF8.self) }
    }

    /// Runs `arguments[0]`, found on the `PATH`, with `input` on its standard input; nil when it
    /// cannot be started (not installed). Both outputs are read as they come, and the input
    /// written beside them, so a program that answers as it reads (`git cat-file --batch`)
    /// never waits on a full pipe.
    package static func run(_ arguments: [String], input: [UInt8] = []) -> Outcome? {
        // A program that exits before reading all its input must not end this one.
        signal(SIGPIPE, SIG_IGN)
        guard let stdin = Pipe(), let stdout = Pipe(), let stderr = Pipe() else { return nil }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The duplicates lose close-on-exec; every other end stays the parent's alone.
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        close(stdin.read)
        close(stdout.write)
        close(stderr.write)
        guard spawned == 0 else {
            close(stdin.write)
            close(stdout.read)
            close(stderr.read)
            return nil
        }
        let writer = stdin.write
        let writing = Background { () -> Int in
            input.withUnsafeBytes { bytes in _ = System.write(writer, bytes) }
            close(writer)
            return 0
        }
        let errorReader = stderr.read
        let errors = Background { readAll(errorReader) }
        let output = readAll(stdout.read)
        _ = writing.value
        let errorBytes = errors.value
        close(stdout.read)
        close(stderr.read)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // The wait status: the exit code in the second byte, or the signal in the low seven bits.
        let signalNumber = status & 0x7f
        return Outcome(status: signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber, output: output, errors: errorBytes)
    }

    private struct Pipe {
        var read: Int32
        var write: Int32

        init?() {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            read = ends[0]
            write = ends[1]
            _ = fcntl(read, F_SETFD, FD_CLOEXEC)
            _ = fcntl(write, F_SETFD, FD_CLOEXEC)
        }
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { System.read(descriptor, into: $0.baseAddress!, count: $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }
}
