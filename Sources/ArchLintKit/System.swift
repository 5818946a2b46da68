#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few operating-system calls ArchLint makes directly, and path arithmetic, without
/// Foundation: on Linux the tool links only FoundationEssentials, which starts in half the
/// time (Foundation loads ICU, a few milliseconds on every run of a linter run on every build).
public enum System {
    /// What a path names, following symbolic links: nil when nothing is there.
    public enum Kind {
        case file, folder
    }

    public static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    /// Writes all of `bytes` to `descriptor`, again after an interruption or a short write, and
    /// after waiting when the descriptor is non-blocking and full (a parent process may have set
    /// standard output so: a pipe shared with a tool that wants it that way); the error number
    /// of a failed write, else 0.
    @discardableResult
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var written = 0
        while written < bytes.count {
            #if canImport(Glibc)
            let result = Glibc.write(descriptor, base + written, bytes.count - written)
            #else
            let result = Darwin.write(descriptor, base + written, bytes.count - written)
            #endif
            if result < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    if poll(&ready, 1, -1) >= 0 || errno == EINTR { continue }
                }
                return errno
            }
            written += result
        }
        return 0
    }

    /// Writes a text to standard output or standard error (file descriptor 1 or 2).
    public static func write(_ text: String, to descriptor: Int32) {
        var text = text
        _ = text.withUTF8 { write(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Reads up to `count` bytes into `buffer`: the count read, or -1 with `errno` set.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// The folder part of a path and its last component, as `NSString`'s
    /// `deletingLastPathComponent` and `lastPathComponent` give them: `a/b/c` → (`a/b`, `c`),
    /// `c` → (``, `c`), `/c` → (`/`, `c`); trailing slashes do not count.
    public static func split(_ path: String) -> (folder: String, name: String) {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return ("", String(decoding: bytes, as: UTF8.self)) }
        let name = String(decoding: bytes[(slash + 1)...], as: UTF8.self)
        var end = slash
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        let folder = end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
        return (folder, name.isEmpty ? "/" : name)
    }
}
