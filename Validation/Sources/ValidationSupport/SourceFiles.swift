@testable import ArchLintKit
import Foundation

/// One Swift file held in memory, so timings measure scanning, not disk reads.
public struct SourceFile: Sendable {
    public var path: String
    public var bytes: [UInt8]

    /// Lines as ArchLint counts them.
    public var lineCount: Int {
        bytes.withUnsafeBufferPointer { Scanner.scan(bytes: $0, path: path).lineCount }
    }
}

/// Every `.swift` file under the given folders (or the files themselves), sorted by path, skipping
/// hidden folders and build folders.
public func loadSwiftFiles(in roots: [String]) -> [SourceFile] {
    var paths: [String] = []
    let manager = FileManager.default
    for root in roots {
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: root, isDirectory: &isFolder) else {
            FileHandle.standardError.write(Data("error: no such file or folder: \(root)\n".utf8))
            exit(2)
        }
        if !isFolder.boolValue {
            paths.append(root)
            continue
        }
        guard let enumerator = manager.enumerator(atPath: root) else { continue }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == ".build" {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".swift") { paths.append(root + "/" + relative) }
        }
    }
    return paths.sorted().compactMap { path in
        guard let data = manager.contents(atPath: path) else { return nil }
        return SourceFile(path: path, bytes: [UInt8](data))
    }
}

/// Throughput of one scanner over a set of files.
public struct Measurement: Sendable {
    public var label: String
    public var files: Int
    public var lines: Int
    public var bytes: Int
    /// Seconds for one pass over all files (the best of the passes).
    public var seconds: Double

    public var megabytes: Double { Double(bytes) / 1_000_000 }
    public var megabytesPerSecond: Double { megabytes / seconds }

    public init(label: String, files: Int, lines: Int, bytes: Int, seconds: Double) {
        self.label = label
        self.files = files
        self.lines = lines
        self.bytes = bytes
        self.seconds = seconds
    }

    public var row: String {
        let columns = [
            label.padding(toLength: 28, withPad: " ", startingAt: 0),
            String(files).leftPadded(6), String(lines).leftPadded(10),
            String(format: "%9.2f", megabytes), String(format: "%9.3f", seconds),
            String(format: "%10.1f", megabytesPerSecond),
        ]
        return columns.joined(separator: " ")
    }

    public static let header = ["scanner".padding(toLength: 28, withPad: " ", startingAt: 0),
                                "files".leftPadded(6), "lines".leftPadded(10), "MB".leftPadded(9),
                                "CPU s".leftPadded(9), "MB/s".leftPadded(10)].joined(separator: " ")
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// CPU seconds this thread has run: on a shared build machine, wall time also counts the time
/// other processes held the core, so throughput "on one core" is bytes per thread CPU second.
public func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Times `body` over all files, `passes` times, and keeps the fastest pass (the least disturbed
/// by other work on a shared machine). Runs on one thread.
public func measure(_ label: String, files: [SourceFile], passes: Int, _ body: (SourceFile) -> Int) -> Measurement {
    let lines = files.reduce(0) { $0 + $1.lineCount }
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    var best = Double.infinity
    var sink = 0
    for _ in 0..<max(1, passes) {
        let start = threadCPUSeconds()
        for file in files { sink &+= body(file) }
        best = min(best, threadCPUSeconds() - start)
    }
    if sink == -1 { print("") }  // Keeps the optimizer from dropping the work.
    return Measurement(label: label, files: files.count, lines: lines, bytes: bytes, seconds: best)
}

/// ArchLint's whole scan stage for one file: tokens, declarations, imports and references.
public func scanWithArchLint(_ file: SourceFile) -> Int {
    file.bytes.withUnsafeBufferPointer { buffer in
        let scanned = Scanner.scan(bytes: buffer, path: file.path)
        return scanned.declarations.count &+ scanned.topLevelReferences.count
    }
}

/// The build configuration this binary was compiled in.
public var buildConfiguration: String {
    #if DEBUG
    return "debug"
    #else
    return "release"
    #endif
}
