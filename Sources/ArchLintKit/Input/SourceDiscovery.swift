import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file to lint: where to read it, and the path diagnostics name it by.
public struct SourceFile: Sendable, Hashable {
    /// The path used to open the file.
    public var location: String
    /// The path as reported: the command-line path joined with the path below it.
    public var displayPath: String
    /// The path below the command-line root it was found under (for path globs in rules).
    public var relativePath: String
    /// The module (package or Xcode target) the file belongs to, when the caller knows modules.
    public var module: String?
    /// A context file is read for its declarations, so references into it resolve and its types
    /// have roles, but its own violations are not reported: it belongs to a module that another
    /// run lints (a dependency of the linted target).
    public var isContext: Bool

    public init(location: String, displayPath: String, relativePath: String, module: String? = nil, isContext: Bool = false) {
        self.location = location
        self.displayPath = displayPath
        self.relativePath = relativePath
        self.module = module
        self.isContext = isContext
    }
}

/// Finds the `.swift` files under the paths a user names.
///
/// Hidden folders (`.build`, `.git`, `.swiftpm`) and package manifests (`Package.swift`,
/// `Package@swift-6.0.swift`: build configuration, not app code) are skipped in folders, and
/// symbolic links to folders are not followed, so a link loop or a link out of the project can
/// never make the walk endless. A file named on the command line is always read.
public enum SourceDiscovery {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case pathNotFound(String)

        public var description: String {
            switch self {
            case .pathNotFound(let path): return "\(path): error: no such file or directory"
            }
        }
    }

    public static func swiftFiles(under paths: [String]) throws(Failure) -> [SourceFile] {
        var files: [SourceFile] = []
        var seen = Set<String>()
        for root in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw Failure.pathNotFound(root)
            }
            if !isDirectory.boolValue {
                if seen.insert(root).inserted {
                    files.append(SourceFile(location: root, displayPath: root, relativePath: lastComponent(of: root)))
                }
                continue
            }
            for relative in walk(root) {
                let location = join(root, relative)
                if seen.insert(location).inserted {
                    files.append(SourceFile(location: location, displayPath: displayPath(root: root, relative: relative), relativePath: relative))
                }
            }
        }
        return files
    }

    /// Relative paths of the Swift files below `root`, sorted, walked with an explicit stack.
    /// `readdir`'s entry types tell folders from files without a `stat` per entry; only a
    /// symbolic link needs one, to learn whether it points at a file.
    private static func walk(_ root: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = join(root, relative)
            guard let handle = opendir(folder) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let (name, type) = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: 256) { (String(cString: $0), entry.pointee.d_type) }
                }
                guard !name.hasPrefix(".") else { continue }
                let entryRelative = relative.isEmpty ? name : relative + "/" + name
                switch Int32(type) {
                case Int32(DT_DIR):
                    pending.append(entryRelative)
                case Int32(DT_REG) where isSource(name):
                    found.append(entryRelative)
                case Int32(DT_LNK) where isSource(name), Int32(DT_UNKNOWN) where isSource(name):
                    // A link to a file is read; a link to a folder is never followed.
                    var info = stat()
                    if stat(join(root, entryRelative), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                        found.append(entryRelative)
                    }
                case Int32(DT_UNKNOWN):
                    // Some file systems do not fill in the type: ask, without following links.
                    var info = stat()
                    if lstat(join(root, entryRelative), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                        pending.append(entryRelative)
                    }
                default:
                    break
                }
            }
        }
        return found.sorted()
    }

    private static func isSource(_ name: String) -> Bool {
        name.hasSuffix(".swift") && name != "Package.swift" && !name.hasPrefix("Package@swift")
    }

    static func join(_ root: String, _ relative: String) -> String {
        if relative.isEmpty { return root }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    private static func displayPath(root: String, relative: String) -> String {
        root == "." || root == "./" ? relative : join(root, relative)
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Reads and scans files on all cores. The result is in input order, whatever the thread count.
public enum ParallelScan {
    public static func scan(_ files: [SourceFile]) -> [ScannedFile] {
        let results = ResultSlots<ScannedFile>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            results.store(scanFile(files[index]), at: index)
        }
        return results.values()
    }

    static func scanFile(_ file: SourceFile) -> ScannedFile {
        guard let data = FileManager.default.contents(atPath: file.location) else {
            return ScannedFile(path: file.displayPath, problems: [ScanProblem(kind: .unreadable, location: SourceLocation(line: 1, column: 1))])
        }
        return data.withUnsafeBytes { raw in
            Scanner.scan(bytes: raw.bindMemory(to: UInt8.self), path: file.displayPath)
        }
    }
}

/// Fixed slots that concurrent workers fill, each writing only its own index. A raw buffer
/// rather than an array, so that concurrent writes to distinct slots involve no exclusive access
/// to a shared variable.
final class ResultSlots<Value>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ value: Value, at index: Int) { buffer[index] = value }

    func values() -> [Value] { buffer.map { $0! } }
}
