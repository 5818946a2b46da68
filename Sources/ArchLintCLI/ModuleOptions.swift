import ArchLintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--module NAME=PATH` and `--context NAME=PATH`: the package graph, as the plugins pass it.
///
/// `--module` names a module to lint and a folder or file of its sources; `--context` names a
/// module whose declarations the linted modules can see (a target they depend on) but whose
/// violations another run reports. Both repeat, and a module named twice collects its paths.
enum ModuleOptions {
    static func add(_ value: String, isContext: Bool, to modules: inout [ModuleSource]) throws(UsageError) {
        let option = isContext ? "--context" : "--module"
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex, value.index(after: equals) != value.endIndex else {
            throw UsageError(message: "\(option) needs NAME=PATH (for example \(option) Domain=Sources/Domain), not '\(value)'")
        }
        let name = String(value[..<equals])
        let path = String(value[value.index(after: equals)...])
        if let index = modules.firstIndex(where: { $0.name == name && $0.isContext == isContext }) {
            modules[index].paths.append(path)
        } else {
            modules.append(ModuleSource(name: name, paths: [path], isContext: isContext))
        }
    }

    /// The files a command reads, each with its module, and the build descriptions that gave
    /// the modules (see ``DiscoveredInputs/discover(paths:modules:rulesFile:folders:)``).
    static func inputs(
        _ arguments: Arguments, folders: FolderListings? = nil, parsed: ParsedDescriptions = ParsedDescriptions()
    ) throws(CommandFailure) -> ProjectInputs {
        try discover(arguments, folders: folders).reading(parsed: parsed)
    }

    /// The files a command reads, and the build descriptions found beside them, not read yet.
    static func discover(_ arguments: Arguments, folders: FolderListings? = nil) throws(CommandFailure) -> DiscoveredInputs {
        try DiscoveredInputs.discover(paths: arguments.paths, modules: arguments.modules, rulesFile: rulesFile(arguments), folders: folders)
    }

    /// The rules file the options name or that is found from the paths (see ``RulesLoader``).
    static func rulesFile(_ arguments: Arguments) -> String? {
        RulesLoader.rulesFile(presets: arguments.presets, config: arguments.config, paths: rulesSearchPaths(arguments))
    }

    /// Where the rules file is looked for: the first plain path, else the first module's first path.
    static func rulesSearchPaths(_ arguments: Arguments) -> [String] {
        if !arguments.paths.isEmpty { return arguments.paths }
        if let first = arguments.modules.first(where: { !$0.isContext })?.paths.first { return [first] }
        return ["."]
    }
}

/// `--stamp FILE`: written after a run with no error, removed after one with errors, so a build
/// system that declares FILE as the output re-runs the linter only when its inputs change, and
/// always after a failure.
enum Stamp {
    /// A comment: valid in a Swift file, which is what the build-tool plugin makes the stamp so
    /// that Xcode, which skips commands whose outputs nothing consumes, runs it before compiling.
    static let text = "// Written by archlint after a lint with no error; the build tracks it. Do not edit.\n"

    static func update(_ path: String, passed: Bool) throws(CommandFailure) {
        if passed {
            try OutputFile.write(text, to: path)
        } else if unlink(path) != 0, errno != ENOENT {
            throw CommandFailure(Diagnostic(file: path, location: nil, message: "cannot remove the stamp file: \(String(cString: strerror(errno)))"))
        }
    }
}

/// `--track-rules PREFIX`: `PREFIX.rules` and `PREFIX.baseline` kept as hard links to the rules
/// file and the baseline beside it, or empty files when they are absent. The build-tool plugin
/// makes them inputs of its command in place of the files themselves: a build system fails a
/// command whose input is missing, while these never are, and an edit of the rules file in place
/// changes its link (one file under two names), so the target is linted again.
enum TrackedRules {
    static func refresh(prefix: String, config: String) {
        let folder = System.split(config).folder
        refresh(prefix + ".rules", mirroring: config)
        refresh(prefix + ".baseline", mirroring: (folder.isEmpty ? "" : folder + "/") + Pipeline.baselineName)
    }

    /// Changed only when it must: the build compares the link with what it saw before this run,
    /// so a needless change would lint once more on the next build. A file that is gone leaves
    /// its link as it was (its folder tells the build it went).
    private static func refresh(_ path: String, mirroring original: String) {
        var target = stat(), current = stat()
        let hasCurrent = stat(path, &current) == 0
        if stat(original, &target) == 0 {
            if hasCurrent, current.st_ino == target.st_ino, current.st_dev == target.st_dev { return }
            unlink(path)
            if link(original, path) == 0 { return }
            // Another file system: an empty file still never goes missing.
        } else if hasCurrent {
            return
        }
        try? OutputFile.write("", to: path)
    }
}

