/// What is test code, not the app's architecture: read so that references resolve, never given
/// a production role, never reported (unless the rules say `check tests`).
///
/// A file is test code when only test targets compile it (as the build descriptions say), when it lies in a test folder (`*Tests/`, `*UITests/`, `Tests/`) or
/// imports a test framework (`XCTest`, `Testing`; not `@testable import`, which app code uses
/// too, for a module's internals); a type, when its file
/// is, when it derives from `XCTestCase` (or a project type that is test code), when it is a Swift
/// Testing suite (`@Suite`), or when its name says it is a double (`*Spy`, `*Mock`, `Fake*`, …).
enum TestCode {
    /// Why a file is test code, if it is.
    enum FileReason: UInt8 {
        case none = 0, folder, framework, target

        var text: String {
            switch self {
            case .none: return ""
            case .folder: return "test code (file in a test folder)"
            case .framework: return "test code (file imports a test framework)"
            case .target: return "test code (file of a test target)"
            }
        }
    }

    /// The test classes a test case derives from.
    static let baseClasses: Set<String> = ["XCTestCase", "QuickSpec"]
    /// The names of test doubles. `Mock[A-Z]*` rather than `Mock*`: `Mockingbird` is no double.
    static let doubles = ["*Spy", "*Dummy", "*Double", "Mock[A-Z]*", "*Mock", "*Stub", "*Fake", "Fake[A-Z]*", "Stub[A-Z]*", "Spy[A-Z]*"].map { Pattern($0) }

    /// Per project type: why its file is test code (`.none` for most).
    static func fileReasons(of project: Project) -> [FileReason] {
        fileReasons(of: project, targetFiles: targetFiles(of: project))
    }

    /// The same, with ``targetFiles(of:)`` found already.
    static func fileReasons(of project: Project, targetFiles: [Bool]) -> [FileReason] {
        // Each file's reason found on all cores, then given to its types.
        typeReasons(byFile: Parallel.map(project.files.count) { fileReason(ofFileAt: $0, in: project, targetFiles: targetFiles) }, of: project)
    }

    /// Why the file at `fileIndex` is test code, with ``targetFiles(of:)`` found already; `.none`
    /// for a file that declares no type.
    static func fileReason(ofFileAt fileIndex: Int, in project: Project, targetFiles: [Bool]) -> FileReason {
        guard !project.typesByFile[fileIndex].isEmpty else { return .none }
        if !targetFiles.isEmpty && targetFiles[fileIndex] { return .target }
        return fileReason(path: project.types[project.typesByFile[fileIndex][0]].relativePath, imports: project.files[fileIndex].imports)
    }

    /// Per project type: its file's reason, given per file.
    static func typeReasons(byFile: [FileReason], of project: Project) -> [FileReason] {
        var reasons = [FileReason](repeating: .none, count: project.types.count)
        for fileIndex in project.files.indices where byFile[fileIndex] != .none {
            for id in project.typesByFile[fileIndex] { reasons[id] = byFile[fileIndex] }
        }
        return reasons
    }

    /// Per file of the project: whether it is one of ``Project/testTargetFiles``; empty when
    /// there are none. The paths are looked up by the fast hash of their bytes (see ``NameSet``),
    /// where the set hashes each with SipHash; a path that is not ASCII, whose bytes another
    /// spelling of the same characters may not share, is asked of the set itself.
    static func targetFiles(of project: Project) -> [Bool] {
        guard !project.testTargetFiles.isEmpty else { return [] }
        var paths = NameSet()
        for path in project.testTargetFiles { paths.insert(path) }
        return Parallel.map(project.files.count) { [paths] index in
            let path = project.files[index].path
            if paths.contains(path) { return true }
            return !path.isASCIIInPlace && project.testTargetFiles.contains(path)
        }
    }

    static func fileReason(path: String, imports: [Import]) -> FileReason {
        if isInTestFolder(path) { return .folder }
        for item in imports {
            // Compared as text, not hashed: most files import one or two modules.
            switch item.module {
            case "XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting": return .framework
            default: continue
            }
        }
        return .none
    }

    /// Whether a folder of the path (not the file's own name) ends in `Tests`.
    static func isInTestFolder(_ relativePath: String) -> Bool {
        relativePath.withBytesInPlace { bytes in
            let tests: StaticString = "Tests"
            let suffix = UnsafeBufferPointer(start: tests.utf8Start, count: tests.utf8CodeUnitCount)
            for index in bytes.indices where bytes[index] == UInt8(ascii: "/") && index >= suffix.count {
                if bytes.has(suffix, at: index - suffix.count) { return true }
            }
            return false
        }
    }

    /// Protocols of request builders (Alamofire, Moya, home-made): an enum conforming to one is a
    /// list of requests, whatever its name.
    static func isRequestBuilder(_ name: String) -> Bool {
        Self.name(name, endsWith: "URLRequestConvertible") || Self.name(name, endsWith: "TargetType") || Self.name(name, endsWith: "Endpoint")
            || Self.name(name, endsWith: "EndPoint") || Self.name(name, endsWith: "Requestable") || Self.name(name, endsWith: "APIRequest")
    }

    /// Whether a name ends with an ASCII suffix, compared by bytes (`hasSuffix` compares
    /// characters, which costs more for every supertype of every type).
    static func name(_ name: String, endsWith suffix: StaticString) -> Bool {
        name.withBytesInPlace { bytes in
            let count = suffix.utf8CodeUnitCount
            return bytes.count >= count && bytes.has(UnsafeBufferPointer(start: suffix.utf8Start, count: count), at: bytes.count - count)
        }
    }
}
