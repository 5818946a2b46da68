import Foundation
import Testing

/// The plugins' Xcode conformances sit behind `#if canImport(XcodeProjectPlugin)`, a module only
/// Xcode has, so a Linux build never compiles them. These tests compile stand-ins for that
/// module (Tests/XcodeProjectPluginStandIn) and type-check every plugin against them and
/// against the toolchain's PackagePlugin, warnings as errors, so a change that breaks the
/// Xcode code fails here.
@Suite struct XcodePluginTypeCheckTests {
    static let plugins = ["LintArchitecture", "LintArchitectureWrite", "ArchLintBuildPlugin"]

    /// The toolchain's `swiftc` and the folder of its PackagePlugin module.
    static func toolchain() throws -> (swiftc: String, pluginAPI: String)? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let swiftc = paths.map({ "\($0)/swiftc" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        let real = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        let pluginAPI = real.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI").path
        // Run it by its own name: swiftc is a link to the driver, which reads the name it is called by.
        return (swiftc, pluginAPI)
    }

    static func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// Runs swiftc; its output when it fails.
    static func swiftc(_ swiftc: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func pluginsTypeCheckAgainstXcodeProjectPlugin() throws {
        let (swiftc, pluginAPI) = try #require(try Self.toolchain(), "no swiftc on the PATH")
        let modules = try makeTemporaryFolder()
        defer { removeTemporary(modules) }
        // As SwiftPM compiles a plugin of this package (swift-tools-version 6.1).
        let common = ["-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-I", pluginAPI,
                      "-package-description-version", "6.1"]

        let standIn = try Self.swiftc(swiftc, common + [
            "-emit-module", "-module-name", "XcodeProjectPlugin",
            "-emit-module-path", modules + "/XcodeProjectPlugin.swiftmodule",
            repositoryRoot + "/Tests/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift",
        ])
        #expect(standIn.status == 0, "\(standIn.output)")

        for plugin in Self.plugins {
            let sources = try Self.swiftFiles(in: repositoryRoot + "/Plugins/" + plugin)
            let withXcode = try Self.swiftc(swiftc, common + ["-typecheck", "-I", modules, "-module-name", plugin] + sources)
            #expect(withXcode == (0, ""), "\(plugin) against the XcodeProjectPlugin stand-ins")
            // Without the stand-ins is what SwiftPM compiles on Linux, in every example run.
        }
    }

    @Test func theStandInsReallyAreSeenByTheConditionalCode() throws {
        // If `canImport` did not find the stand-ins, the test above would prove nothing: a
        // plugin file that misuses an Xcode type must fail against them.
        let (swiftc, pluginAPI) = try #require(try Self.toolchain(), "no swiftc on the PATH")
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let common = ["-swift-version", "6", "-parse-as-library", "-I", pluginAPI, "-package-description-version", "6.1"]
        _ = try Self.swiftc(swiftc, common + [
            "-emit-module", "-module-name", "XcodeProjectPlugin", "-emit-module-path", folder + "/XcodeProjectPlugin.swiftmodule",
            repositoryRoot + "/Tests/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift",
        ])
        try writeFile(folder + "/Broken.swift", """
            #if canImport(XcodeProjectPlugin)
            import XcodeProjectPlugin
            func name(of target: XcodeTarget) -> Int { target.displayName }
            #endif

            """)
        let result = try Self.swiftc(swiftc, common + ["-typecheck", "-I", folder, folder + "/Broken.swift"])
        #expect(result.status != 0)
        #expect(result.output.contains("error: cannot convert return expression of type 'String' to return type 'Int'"))
    }
}
