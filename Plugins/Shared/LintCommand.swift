// Shared by the command plugins (each plugin folder links to this file).
import Foundation
import PackagePlugin

/// A command of `archlint` the plugins run, and what of the package it is given.
struct PluginCommand: Equatable {
    enum Input: Equatable {
        /// The chosen targets as modules and their dependencies as context (`--module`,
        /// `--context`), the rules file and a facts cache in the plugin's work folder.
        case moduleGraph
        /// The chosen targets' folders, as paths.
        case targetFolders
        /// The package's folder.
        case packageFolder
        /// Nothing of the package: the command reads no code (`rules`, `help`).
        case nothing
    }

    var name: String
    var input: Input
    /// Whether the command writes into the package (`init`'s rules file), which only
    /// `lint-architecture-write` may, with SwiftPM's permission.
    var writes = false

    /// Every command of `archlint` but `run-script` (an Xcode Run Script phase's), run as the
    /// command line does. A new command of `archlint` is one line here.
    static let all: [PluginCommand] = [
        PluginCommand(name: "lint", input: .moduleGraph),
        PluginCommand(name: "graph", input: .moduleGraph),
        PluginCommand(name: "roles", input: .moduleGraph),
        PluginCommand(name: "explain", input: .moduleGraph),
        PluginCommand(name: "detect", input: .targetFolders),
        PluginCommand(name: "modules", input: .packageFolder),
        PluginCommand(name: "scan", input: .targetFolders),
        PluginCommand(name: "rules", input: .nothing),
        PluginCommand(name: "init", input: .packageFolder, writes: true),
        PluginCommand(name: "help", input: .nothing),
    ]

    static func named(_ name: String) -> PluginCommand? { all.first { $0.name == name } }
}

/// What a plugin run's arguments ask for, read before anything runs: an argument mistake is a
/// usage error that names it, never a run of something else.
struct PluginRequest: Equatable {
    var command: PluginCommand
    /// The names `--target` gave (none: every Swift target).
    var targets: [String]
    /// The arguments for `archlint COMMAND`, the command's name and `--target`s taken out.
    var arguments: [String]
    /// Whether the words named the command (`lint` is also the default).
    var namesCommand = false

    /// Whether `--help` (or `-h`) asks for help rather than a run.
    var wantsHelp: Bool { arguments.contains { $0 == "--help" || $0 == "-h" } }

    /// Reads `[COMMAND] [--target NAME]… [OPTIONS…]` as `swift package VERB` was given them;
    /// `mayWrite` says whether the plugin has the permission to write into the package.
    static func parse(_ words: [String], verb: String, mayWrite: Bool) throws(PluginFailure) -> PluginRequest {
        func usageError(_ message: String) -> PluginFailure {
            PluginFailure("\(message)\nusage: swift package \(verb) [COMMAND] [--target NAME]… [OPTIONS…]; see 'swift package \(verb) --help'")
        }
        var targets: [String] = []
        var rest: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--target" {
                guard index + 1 < words.count, !words[index + 1].isEmpty, !words[index + 1].hasPrefix("-") else {
                    throw usageError("'--target' needs the name of a target")
                }
                targets.append(words[index + 1])
                index += 2
                continue
            }
            if word.hasPrefix("--target=") {
                let name = String(word.dropFirst("--target=".count))
                guard !name.isEmpty else { throw usageError("'--target' needs the name of a target") }
                targets.append(name)
            } else {
                rest.append(word)
            }
            index += 1
        }
        var command = PluginCommand.named("lint")!
        var namesCommand = false
        if let first = rest.first, !first.hasPrefix("-") {
            guard let named = PluginCommand.named(first) else {
                let hint = first == "run-script" ? " ('run-script' is for an Xcode Run Script phase; here, 'lint' lints the package)" : ""
                throw usageError("unknown command '\(first)'\(hint) (commands: \(PluginCommand.all.map(\.name).joined(separator: ", ")))")
            }
            command = named
            namesCommand = true
            rest.removeFirst()
        }
        let request = PluginRequest(command: command, targets: targets, arguments: rest, namesCommand: namesCommand)
        if request.wantsHelp { return request }
        if !targets.isEmpty, command.input == .nothing || command.input == .packageFolder {
            let reads = command.input == .nothing ? "reads no target" : "reads the whole package"
            throw usageError("'\(command.name)' \(reads); '--target' does not apply to it")
        }
        if command.writes, !mayWrite {
            throw PluginFailure("""
                '\(command.name)' writes .archlint.rules into the package; run 'swift package lint-architecture-write \(command.name)' \
                (it asks for permission to write)
                """)
        }
        return request
    }
}

/// What both command plugins do once the question of permission is settled.
enum LintCommand {
    static func usage(verb: String) -> String {
        """
        OVERVIEW: Runs archlint on the package: each Swift target's files as its module, the targets
        they depend on as context, and the nearest .archlint.rules.

        USAGE: swift package \(verb) [COMMAND] [--target NAME]… [OPTIONS…]

        COMMAND is one of \(PluginCommand.all.map(\.name).joined(separator: ", ")) (default: lint), run as
        'archlint COMMAND' runs; OPTIONS go to it as they are ('archlint help COMMAND' lists them, and
        'swift package \(verb) COMMAND --help' prints them).

        OPTIONS:
          --target NAME   Only this target (repeatable; default: every Swift target of the package)
          -h, --help      Show this help

        Runs that write into the package (init, --output, --write-baseline, --format F=FILE) belong
        to 'swift package lint-architecture-write', which asks for permission to write.

        EXAMPLES:
          swift package \(verb)
          swift package \(verb) --target CatalogFeature
          swift package \(verb) explain CartViewModel
          swift package \(verb) rules mvvm
          swift package \(verb) graph --granularity module --format mermaid

        """
    }

    static func perform(context: PluginContext, arguments: [String], verb: String, mayWrite: Bool) throws {
        let request = try PluginRequest.parse(arguments, verb: verb, mayWrite: mayWrite)
        let command = request.command
        var rest = request.arguments
        let tool = try context.tool(named: "archlint").url
        if request.wantsHelp {
            // The plugin's usage; after a command, the tool's help for it.
            if request.namesCommand {
                try check(try ArchLintInvocation.run(tool, [command.name, "--help"], in: context.package.directoryURL))
            } else {
                print(usage(verb: verb), terminator: "")
            }
            return
        }
        if command.name == "help" && rest.isEmpty {
            print(usage(verb: verb), terminator: "")
            return
        }

        let targetNames = request.targets
        let known = context.package.targets.map(\.name)
        if let unknown = targetNames.first(where: { !known.contains($0) }) {
            throw PluginFailure("no target named '\(unknown)' in package '\(context.package.displayName)'; its targets: \(known.joined(separator: ", "))")
        }
        let chosen = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let targets = chosen.compactMap { $0 as? SwiftSourceModuleTarget }
        guard !targets.isEmpty || command.input == .nothing || command.input == .packageFolder else {
            Diagnostics.warning("no Swift source targets to lint")
            return
        }

        var input: [String] = []
        switch command.input {
        case .moduleGraph:
            // `--preset` names the rules as `--config` does: the package's rules file is not added.
            if !rest.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") || $0 == "--preset" || $0.hasPrefix("--preset=") }),
               let config = ArchLintInvocation.config(above: context.package.directoryURL) {
                input += ["--config", config.path]
            }
            // The facts cache lives in the plugin's own work folder (writable without asking), so
            // a second run scans only the files that changed.
            if !rest.contains(where: { $0 == "--cache-path" || $0.hasPrefix("--cache-path=") }) {
                input += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("facts.cache").path]
            }
            input += LintedModule.arguments(LintedModule.graph(linting: targets, in: context.package))
        case .targetFolders:
            input = targets.map(\.directoryURL.path)
        case .packageFolder:
            input = [context.package.directoryURL.path]
        case .nothing:
            input = []
        }
        // `explain TYPE`: the type's name comes first, as the command line has it.
        var leading: [String] = []
        if command.name == "explain", let name = rest.first, !name.hasPrefix("-") { leading = [rest.removeFirst()] }

        let status = try ArchLintInvocation.run(
            tool, [command.name] + leading + input + rest, in: context.package.directoryURL)
        try check(status)
    }

    /// Exit status 1 is the violations already shown; anything else is a failure to lint.
    static func check(_ status: Int32) throws {
        switch status {
        case 0: return
        case 1: throw PluginFailure("architecture violations found")
        default: throw PluginFailure("archlint could not lint (exit status \(status))")
        }
    }
}
