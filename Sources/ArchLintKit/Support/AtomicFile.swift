#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file by way of a temporary file beside it and a rename, so a reader never sees half
/// of it and a killed run leaves the old file intact.
package enum AtomicFile {
    package struct Failure: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { Diagnostic(file: path, location: nil, message: "cannot write: \(reason)").description }
    }

    package static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        try write(parts: [bytes], to: path)
    }

    /// The same for contents in parts, written one after another (no copy into one buffer).
    package static func write(parts: [[UInt8]], to path: String) throws(Failure) {
        try write(to: path) { emit in
            for part in parts { part.withUnsafeBytes(emit) }
        }
    }

    /// A text file written as it is produced: what `body` writes goes to the temporary file
    /// block by block, so the text is never held whole.
    package static func write(to path: String, text body: (inout BlockWriter) -> Void) throws(Failure) {
        try write(to: path) { emit in
            withoutActuallyEscaping(emit) { emit in
                var writer = BlockWriter { block in
                    var block = block
                    block.withUTF8 { emit(UnsafeRawBufferPointer($0)) }
                }
                body(&writer)
                writer.flush()
            }
        }
    }

    /// Writes what `produce` hands to `emit`, in order, to a temporary file, then renames it
    /// into place. After a failed write the rest is not written and the temporary file goes.
    private static func write(to path: String, produce: (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void) throws(Failure) {
        let (directory, name) = System.split(path)
        let folder = directory.isEmpty ? "." : directory
        removeAbandonedTemporaries(of: name, in: folder)
        // The process id and a random number keep two writers (two processes, or two reports of
        // one run) from ever sharing a temporary file; O_EXCL makes sure of it.
        let temporary = folder + "/.\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        produce { buffer in
            if failure == 0 { failure = System.write(descriptor, buffer) }
        }
        // On disk before the rename, so even a crash of the machine leaves the old file or the new.
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Failure(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Temporary files of this name left by writers that were killed (`.NAME.PID.RANDOM.tmp`
    /// whose process is gone): removed, so killed runs do not pile them up. A writer that is
    /// still running, whatever process it is, keeps its file.
    static func removeAbandonedTemporaries(of name: String, in folder: String) {
        guard let handle = opendir(folder) else { return }
        defer { closedir(handle) }
        let prefix = "." + name + "."
        while let entry = readdir(handle) {
            let entryName = DirectoryEntry.name(of: entry)
            guard entryName.hasPrefix(prefix), entryName.hasSuffix(".tmp") else { continue }
            let parts = entryName.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: ".")
            guard parts.count == 2, let pid = pid_t(parts[0]), UInt64(parts[1]) != nil, pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + entryName) }
        }
    }
}
