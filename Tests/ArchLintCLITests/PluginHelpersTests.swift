import Foundation
import Testing

/// The plugins' own logic (reading the tool's diagnostics for the Diagnostics API, spotting
/// arguments that write files, passing the package graph, reading the command and `--target`) lives in Plugins/Shared, which SwiftPM
/// compiles only as plugin code. This test compiles it with a small driver
/// (Tests/PluginHelpersCheck/main.swift) against the toolchain's PackagePlugin, runs it, and
/// compares its whole output.
@Suite struct PluginHelpersTests {
    @Test func helpersReadDiagnosticsArgumentsAndModulesExactly() throws {
        let (swiftc, pluginAPI) = try #require(try XcodePluginTypeCheckTests.toolchain(), "no swiftc on the PATH")
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let compiled = try XcodePluginTypeCheckTests.swiftc(swiftc, [
            "-swift-version", "6", "-package-description-version", "6.1", "-I", pluginAPI, "-L", pluginAPI,
            "-lPackagePlugin", "-Xlinker", "-rpath", "-Xlinker", pluginAPI, "-o", folder + "/helpers",
            repositoryRoot + "/Plugins/Shared/ArchLintInvocation.swift", repositoryRoot + "/Plugins/Shared/LintCommand.swift",
            repositoryRoot + "/Tests/PluginHelpersCheck/main.swift",
        ])
        try #require(compiled.status == 0, "\(compiled.output)")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: folder + "/helpers")
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output == """
            error | /work/Shop/Sources/Cart/CartViewModel.swift | 14 | ViewModel 'CartViewModel' must not use View 'CartView' [forbidden-dependency]
            warning | /abs/Domain/Product.swift | 3 | module 'Domain' should not import SwiftUI [forbidden-import]
            error | /work/Shop/.archlint.rules | 2 | unknown preset 'mvv'; did you mean 'mvvm'?
            error | /work/Shop/.archlint.rules | - | cannot read rules file
            note | /work/Shop/C:/odd:path/File.swift | 7 | a note
            text | digraph architecture {
            text | error: no rules: add a .archlint.rules file
            --target Cart writes: false
            graph --output a.dot writes: true
            --output=a.json writes: true
            --write-baseline b.json writes: true
            --format sarif=a.sarif writes: true
            --format=sarif=a.sarif writes: true
            --format json writes: false
            --format=github writes: false
            --format html=report.html writes: true
            graph --format svg --output roles.svg writes: true
            --module Cart=/s/Cart --context Domain=/s/Domain --context Domain=/s/Extra.swift
            read [] -> lint moduleGraph targets [] arguments []
            read [--target Cart --format json] -> lint moduleGraph targets [Cart] arguments [--format json]
            read [--target=Cart explain CartView] -> explain moduleGraph targets [Cart] arguments [CartView]
            write [init] -> init packageFolder targets [] arguments []
            read [init --preset mvvm] -> 'init' writes .archlint.rules into the package; run 'swift package lint-architecture-write init' (it asks for permission to write)
            read [rules viper] -> rules nothing targets [] arguments [viper]
            read [help lint] -> help nothing targets [] arguments [lint]
            read [scan --target Cart] -> scan targetFolders targets [Cart] arguments []
            read [graph --help] -> graph moduleGraph targets [] arguments [--help] help
            read [--help] -> lint moduleGraph targets [] arguments [--help] help
            read [--target] -> '--target' needs the name of a target
            usage: swift package lint-architecture [COMMAND] [--target NAME]… [OPTIONS…]; see 'swift package lint-architecture --help'
            read [--target --format json] -> '--target' needs the name of a target
            usage: swift package lint-architecture [COMMAND] [--target NAME]… [OPTIONS…]; see 'swift package lint-architecture --help'
            read [--target=] -> '--target' needs the name of a target
            usage: swift package lint-architecture [COMMAND] [--target NAME]… [OPTIONS…]; see 'swift package lint-architecture --help'
            read [rules --target Cart] -> 'rules' reads no target; '--target' does not apply to it
            usage: swift package lint-architecture [COMMAND] [--target NAME]… [OPTIONS…]; see 'swift package lint-architecture --help'
            read [run-script] -> unknown command 'run-script' ('run-script' is for an Xcode Run Script phase; here, 'lint' lints the package) (commands: lint, graph, roles, explain, detect, modules, scan, rules, init, help)
            usage: swift package lint-architecture [COMMAND] [--target NAME]… [OPTIONS…]; see 'swift package lint-architecture --help'
            read [lnit] -> unknown command 'lnit' (commands: lint, graph, roles, explain, detect, modules, scan, rules, init, help)
            usage: swift package lint-architecture [COMMAND] [--target NAME]… [OPTIONS…]; see 'swift package lint-architecture --help'

            """)
    }

    /// Each plugin folder links the shared files (a plugin target cannot depend on a library),
    /// never copies them: a copy would drift from the one this suite tests.
    @Test func everyPluginFolderLinksTheSharedFilesItUses() throws {
        let plugins = repositoryRoot + "/Plugins"
        let shared = try FileManager.default.contentsOfDirectory(atPath: plugins + "/Shared").sorted()
        #expect(shared == ["ArchLintInvocation.swift", "LintCommand.swift", "XcodeGraph.swift"])
        let uses = [
            "ArchLintBuildPlugin": ["ArchLintInvocation.swift", "XcodeGraph.swift"],
            "LintArchitecture": shared,
            "LintArchitectureWrite": shared,
        ]
        for (folder, files) in uses {
            for file in files {
                let link = try FileManager.default.destinationOfSymbolicLink(atPath: "\(plugins)/\(folder)/\(file)")
                #expect(link == "../Shared/\(file)", "Plugins/\(folder)/\(file)")
            }
        }
    }
}
