#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with one `read` loop, keeping the operating system's reason on failure.
enum FileReader {
    struct Failure: Error {
        var message: String
    }

    static func read(_ path: String) -> Result<[UInt8], Failure> {
        // Non-blocking, so a FIFO named `x.swift` cannot hang the run; regular files ignore it.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(Failure(message: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(message: String(cString: strerror(errno)))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(Failure(message: "not a regular file")) }
        // One byte more than the size, so end of file shows in the first read: a regular file
        // gives fewer bytes than asked only at its end.
        var part = fill(descriptor, capacity: max(Int(info.st_size), 0) + 1)
        var bytes = part.bytes
        // The size may still change while reading (an editor saving): while a buffer comes back
        // full, the reading goes on in buffers as large as what was read so far.
        while part.failure == 0 && part.isFull {
            part = fill(descriptor, capacity: bytes.count)
            bytes.append(contentsOf: part.bytes)
        }
        if part.failure != 0 { return .failure(Failure(message: String(cString: strerror(part.failure)))) }
        return .success(bytes)
    }

    /// Reads into a new buffer of `capacity` bytes until it is full, a read comes back short
    /// (the end of a regular file) or fails; `isFull` says whether there may be more. The buffer
    /// is not zeroed first: only the bytes `read` wrote are kept.
    private static func fill(_ descriptor: Int32, capacity: Int) -> (bytes: [UInt8], isFull: Bool, failure: Int32) {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var count = 0
            while count < capacity {
                let asked = capacity - count
                let got = System.read(descriptor, into: buffer.baseAddress! + count, count: asked)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                count += got
                // Short: the end of the file (one `read` for a file whose size stayed put).
                if got < asked { break }
            }
            initialized = count
        }
        return (bytes, bytes.count == capacity, failure)
    }
}
