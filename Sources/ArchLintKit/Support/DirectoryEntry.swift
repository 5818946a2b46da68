#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entry as `readdir` gives it, read in place. An entry is only as long as its name:
/// copying the `dirent` (its name field is 256 bytes, 1,024 on Darwin) reads past the entry, and
/// past the end of the system's buffer when the entry is the last one there, which crashed a run
/// on a large folder.
enum DirectoryEntry {
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        String(cString: field(\.d_name, of: entry).assumingMemoryBound(to: CChar.self))
    }

    static func type(of entry: UnsafeMutablePointer<dirent>) -> UInt8 {
        field(\.d_type, of: entry).load(as: UInt8.self)
    }

    private static func field<Field>(_ path: KeyPath<dirent, Field>, of entry: UnsafeMutablePointer<dirent>) -> UnsafeRawPointer {
        UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: path)!
    }
}
