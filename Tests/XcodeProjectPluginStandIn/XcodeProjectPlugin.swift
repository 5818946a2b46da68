// Stand-ins for Xcode's `XcodeProjectPlugin` module, which exists only inside Xcode. They copy
// the shape of the real API (types, members, signatures) with no behaviour, so the plugins'
// `#if canImport(XcodeProjectPlugin)` code type-checks on Linux: the test
// XcodePluginTypeCheckTests compiles this file as a module named XcodeProjectPlugin and then
// type-checks each plugin against it.
import Foundation
import PackagePlugin

/// A command plugin's entry point for Xcode projects.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// A build-tool plugin's entry point for Xcode targets.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("stand-in") }
    public var pluginWorkDirectory: Path { fatalError("stand-in") }
    public var pluginWorkDirectoryURL: URL { fatalError("stand-in") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

public struct XcodeProject {
    public var id: String { fatalError("stand-in") }
    public var displayName: String { fatalError("stand-in") }
    public var directory: Path { fatalError("stand-in") }
    public var directoryURL: URL { fatalError("stand-in") }
    public var filePaths: FileList { fatalError("stand-in") }
    public var targets: [XcodeTarget] { fatalError("stand-in") }
}

public struct XcodeTarget {
    public var id: String { fatalError("stand-in") }
    public var displayName: String { fatalError("stand-in") }
    public var product: XcodeProduct? { fatalError("stand-in") }
    public var dependencies: [XcodeTargetDependency] { fatalError("stand-in") }
    public var inputFiles: FileList { fatalError("stand-in") }
}

public enum XcodeTargetDependency {
    case target(XcodeTarget)
    case product(any Product)
}

public struct XcodeProduct {
    public enum Kind {
        case application, executable, framework, library, other(String)
    }

    public var id: String { fatalError("stand-in") }
    public var name: String { fatalError("stand-in") }
    public var kind: Kind { fatalError("stand-in") }
}
