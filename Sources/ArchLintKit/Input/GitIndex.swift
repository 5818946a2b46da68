#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Git's index (`.git/index`), read for one question: which files of the working tree still
/// have the content of a given blob. Git answers it with `git diff` (a process that reads the
/// index, the base's trees and every tracked file's status); read here, the answer costs one
/// file read and a `lstat` per file asked about.
///
/// A file counts as unchanged only when the index records that blob for it and its status
/// (size, modification and change times, inode) is the one the index recorded, the test `git
/// status` makes before it trusts the index. An entry written in the same tick as the index
/// (git's "racily clean" entry) is not trusted, nor is anything this reader does not know
/// (index version 4, a split or sparse index, SHA-256 object names, `GIT_DIR` or
/// `GIT_INDEX_FILE` in the environment): a file not known to be unchanged is read from the
/// revision, which costs time and never a wrong answer.
struct GitIndex {
    /// What the index recorded of one file (the low 32 bits of each number, as git keeps them).
    struct Entry {
        var changed: (seconds: UInt32, nanoseconds: UInt32)
        var modified: (seconds: UInt32, nanoseconds: UInt32)
        var inode: UInt32
        var size: UInt32
        /// The blob's object name in hexadecimal.
        var blob: String
    }

    /// Stage-0 entries by path from the top folder; paths with a merge conflict are left out.
    private var entries: [String: Entry]
    /// When the index file was last written.
    private var written: (seconds: Int, nanoseconds: Int)

    /// The index of the repository whose top folder is `root`; nil when it cannot be read or
    /// is of a kind this reader leaves to git.
    init?(repositoryRoot root: String) {
        for variable in ["GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE", "GIT_COMMON_DIR"] where System.variable(variable) != nil { return nil }
        guard let folder = Self.gitFolder(root: root) else { return nil }
        let path = folder + "/index"
        var info = stat()
        guard stat(path, &info) == 0, let bytes = System.contents(of: path) else { return nil }
        #if canImport(Darwin)
        written = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
        written = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
        guard let entries = Self.parse(bytes) else { return nil }
        self.entries = entries
    }

    /// Whether the working tree's file at `path` (from the top folder `root`) has the content
    /// of `blob`, as far as the index shows.
    func fileHasContent(ofBlob blob: String, path: String, root: String) -> Bool {
        guard let entry = entries[path], entry.blob == blob else { return false }
        // Racily clean: written in the index's own tick, a later edit of the same size in that
        // tick would not show in the file's status.
        let modified = (Int(entry.modified.seconds), Int(entry.modified.nanoseconds))
        guard modified.0 < written.seconds & 0xFFFF_FFFF || (modified.0 == written.seconds & 0xFFFF_FFFF && modified.1 < written.nanoseconds) else {
            return false
        }
        var info = stat()
        guard lstat(root == "/" ? "/" + path : root + "/" + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        #if canImport(Darwin)
        let (fileModified, fileChanged) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (fileModified, fileChanged) = (info.st_mtim, info.st_ctim)
        #endif
        return UInt32(truncatingIfNeeded: info.st_size) == entry.size
            && UInt32(truncatingIfNeeded: info.st_ino) == entry.inode
            && UInt32(truncatingIfNeeded: fileModified.tv_sec) == entry.modified.seconds
            && UInt32(truncatingIfNeeded: fileModified.tv_nsec) == entry.modified.nanoseconds
            && UInt32(truncatingIfNeeded: fileChanged.tv_sec) == entry.changed.seconds
            && UInt32(truncatingIfNeeded: fileChanged.tv_nsec) == entry.changed.nanoseconds
    }

    /// `.git` below the top folder, or the folder a `.git` file names (a linked worktree, a
    /// submodule).
    private static func gitFolder(root: String) -> String? {
        let dotGit = root == "/" ? "/.git" : root + "/.git"
        switch System.kind(of: dotGit) {
        case .folder: return dotGit
        case .file:
            guard let text = System.text(of: dotGit), text.hasPrefix("gitdir: ") else { return nil }
            let named = String(text.dropFirst("gitdir: ".count)).trimmingNewlines
            return named.hasPrefix("/") ? named : (root == "/" ? "/" : root + "/") + named
        default: return nil
        }
    }

    /// The entries of an index of version 2 or 3 (`DIRC`, the version, the count, then each
    /// entry: ten 32-bit status fields, the 20-byte object name, 16-bit flags, in version 3
    /// perhaps 16 more, the path, NUL-padded to a multiple of 8 bytes), all big-endian.
    private static func parse(_ bytes: [UInt8]) -> [String: Entry]? {
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("DIRC".utf8) else { return nil }
        func word(_ offset: Int) -> UInt32 {
            UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
        }
        let version = word(4)
        guard version == 2 || version == 3 else { return nil }
        let count = Int(word(8))
        let hashSize = 20
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(count)
        var conflicted: Set<String> = []
        var offset = 12
        for _ in 0..<count {
            guard offset + 62 <= bytes.count else { return nil }
            let flags = Int(bytes[offset + 60]) << 8 | Int(bytes[offset + 61])
            let extended = flags & 0x4000 != 0
            guard !extended || version == 3 else { return nil }
            let pathStart = offset + 62 + (extended ? 2 : 0)
            guard let pathEnd = bytes[min(pathStart, bytes.count)...].firstIndex(of: 0) else { return nil }
            let path = String(decoding: bytes[pathStart..<pathEnd], as: UTF8.self)
            if (flags >> 12) & 3 != 0 {
                conflicted.insert(path)
            } else {
                entries[path] = Entry(
                    changed: (word(offset), word(offset + 4)), modified: (word(offset + 8), word(offset + 12)),
                    inode: word(offset + 20), size: word(offset + 36), blob: hexadecimal(bytes[(offset + 40)..<(offset + 40 + hashSize)]))
            }
            // 1 to 8 NULs end the path, so that the entry's length is a multiple of 8.
            offset += (pathEnd - offset + 8) & ~7
        }
        // Extensions: a split index keeps its entries in another file, a sparse one folds
        // whole folders into one entry.
        while offset + 8 <= bytes.count - hashSize {
            let signature = bytes[offset..<(offset + 4)]
            if signature.elementsEqual("link".utf8) || signature.elementsEqual("sdir".utf8) { return nil }
            offset += 8 + Int(word(offset + 4))
        }
        for path in conflicted { entries[path] = nil }
        return entries
    }

    private static let digits = Array("0123456789abcdef".utf8)

    private static func hexadecimal(_ bytes: ArraySlice<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count * 2) { buffer in
            var index = 0
            for byte in bytes {
                buffer[index] = digits[Int(byte >> 4)]
                buffer[index + 1] = digits[Int(byte & 0xF)]
                index += 2
            }
            return index
        }
    }
}
