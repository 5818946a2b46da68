#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few operating-system calls ArchLint makes, and path arithmetic, without Foundation: the
/// tool starts in milliseconds less on every run (Foundation loads ICU, and even its Linux core
/// library, FoundationEssentials, takes 1.4 ms to load), which a linter run on every build repays.
package enum System {
    /// What a path names, following symbolic links: nil when nothing is there.
    package enum Kind {
        case file, folder
    }

    package static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    /// Whether anything is at `path`, following symbolic links (as `FileManager.fileExists`).
    package static func exists(_ path: String) -> Bool {
        kind(of: path) != nil
    }

    /// The bytes of the regular file at `path`; nil when there is none or it cannot be read.
    package static func contents(of path: String) -> [UInt8]? {
        guard case .success(let bytes) = FileReader.read(path) else { return nil }
        return bytes
    }

    /// The text of the file at `path`; nil when it cannot be read or is not UTF-8.
    package static func text(of path: String) -> String? {
        guard let bytes = contents(of: path),
              bytes.withUnsafeBufferPointer({ TextCheck.firstInvalidOffset($0) == $0.count }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value of an environment variable of this process.
    package static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The working directory; empty when it cannot be found (it was deleted).
    package static func currentDirectory() -> String {
        var capacity = 1024
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            if getcwd(&buffer, capacity) != nil { return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } }
            guard errno == ERANGE else { return "" }
            capacity *= 2
        }
    }

    /// `path` made absolute (against the working directory), its `.` and `..` components
    /// resolved and its repeated and trailing slashes dropped, by its text alone (symbolic links
    /// are not followed), as Foundation's `standardizedFileURL` gives it: `a/./b/../c` in `/w`
    /// is `/w/a/c`; `..` above the root stays at the root. A caller standardizing many paths
    /// passes the working directory it asked for once.
    package static func standardized(_ path: String, workingDirectory: @autoclosure () -> String = currentDirectory()) -> String {
        let absolute = path.utf8.first == UInt8(ascii: "/") ? path : absolute(path, in: workingDirectory())
        // Most paths (a walk's, below a standardized folder) are standardized already: checked,
        // not split and joined again (an app's thousands of files cost milliseconds so).
        if isStandardized(absolute) { return absolute }
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `folder/relative`, without the `./` a walk from `.` puts first (joined without it, most
    /// such paths are standardized already): file assignment joins a path per found file, and
    /// a generic `hasPrefix` cost more than the rest of standardizing it.
    private static func absolute(_ relative: String, in folder: String) -> String {
        folder.withBytesInPlace { head in
            relative.withBytesInPlace { tail in
                var skipped = 0
                while skipped + 1 < tail.count, tail[skipped] == UInt8(ascii: "."), tail[skipped + 1] == UInt8(ascii: "/") { skipped += 2 }
                return joined(head, UnsafeBufferPointer(rebasing: tail[skipped...]))
            }
        }
    }

    /// `folder/name` (one `/` only when `folder` ends in one), made at its size from the bytes.
    /// A walk joins a path per file and folder, and a project's reading per file it places:
    /// appending strings (`folder + "/" + name`, or `+=` into a reserved string) cost twice
    /// as many instructions.
    static func joined(_ folder: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> String {
        let slash = folder.last == UInt8(ascii: "/") ? 0 : 1
        let count = folder.count + slash + name.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            if let source = folder.baseAddress { base.initialize(from: source, count: folder.count) }
            if slash == 1 { base[folder.count] = UInt8(ascii: "/") }
            if let source = name.baseAddress { (base + folder.count + slash).initialize(from: source, count: name.count) }
            return count
        }
    }

    /// `folder/name`, made from the bytes (see the function above).
    static func joinedPath(_ folder: String, _ name: String) -> String {
        folder.withBytesInPlace { head in name.withBytesInPlace { joined(head, $0) } }
    }

    /// Whether `path` is `/`, or `/` and names with no `.`, `..` or empty one among them (so no
    /// repeated or trailing slash): what ``standardized(_:workingDirectory:)`` gives.
    static func isStandardized(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            if bytes.count == 1 { return true }
            var start = 1
            for index in 1...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let length = index - start
                if length == 0 { return false }
                if bytes[start] == UInt8(ascii: "."), length == 1 || (length == 2 && bytes[start + 1] == UInt8(ascii: ".")) { return false }
                start = index + 1
            }
            return true
        }
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
    package static func write(_ text: String, to descriptor: Int32) {
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
    package static func split(_ path: String) -> (folder: String, name: String) {
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
