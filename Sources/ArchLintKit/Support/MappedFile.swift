#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file mapped read-only into memory, unmapped when the last user lets go. Its pages are the
/// operating system's cache of the file: mapping costs no copy and no fresh memory. The facts
/// cache is only ever replaced by renaming a new file over it (``AtomicFile``), never rewritten
/// in place, so a mapped cache keeps its bytes while a run reads them.
final class MappedFile: @unchecked Sendable {
    /// Read only: the mapping is never written through.
    let bytes: UnsafeBufferPointer<UInt8>
    /// False when the file system could not map the file and it was read into memory instead.
    private let isMapped: Bool

    /// Nil when the file cannot be opened or read, is not a regular file, or is empty. With
    /// `mapping` false the file is read as when mapping fails (some file systems cannot map).
    init?(_ path: String, mapping: Bool = true) {
        // Non-blocking, so a FIFO in the cache's place cannot hang the run.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
        if mapping, let address = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED {
            bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: Int(info.st_size))
            isMapped = true
            return
        }
        // A file system that cannot map files: read it instead.
        guard case .success(let read) = FileReader.read(path), !read.isEmpty else { return nil }
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: read.count)
        _ = copy.initialize(from: read)
        bytes = UnsafeBufferPointer(copy)
        isMapped = false
    }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        } else {
            bytes.deallocate()
        }
    }
}
