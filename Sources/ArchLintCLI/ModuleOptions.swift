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

    /// The files a command reads: those below the plain paths (no module), then each module's.
    /// Without paths or modules, the current folder. Path patterns in a rules file (`use mvvm in
    /// Sources/Cart/**`, `**/Entities/**`) are read from the rules file's folder, whatever path
    /// is linted, from wherever, and whatever paths a plugin passes.
    static func sourceFiles(_ arguments: Arguments, folders: FolderListings? = nil) throws(CommandFailure) -> [SourceFile] {
        try inputs(arguments, folders: folders).files
    }

    /// The files a command reads, each with its module, and the build descriptions that gave
    /// the modules. `--module`/`--context` (and so the plugins) take precedence: with them, no
    /// build description is read. With `parsed` (from the facts cache), unchanged project files
    /// are not parsed again.
    static func inputs(
        _ arguments: Arguments, folders: FolderListings? = nil, parsed: ParsedDescriptions = ParsedDescriptions()
    ) throws(CommandFailure) -> ProjectInputs {
        try discover(arguments, folders: folders).reading(parsed: parsed)
    }

    /// The files a command reads, and the build descriptions found beside them, not read yet
    /// (``DiscoveredInputs/reading(parsed:)`` reads them).
    static func discover(_ arguments: Arguments, folders: FolderListings? = nil) throws(CommandFailure) -> DiscoveredInputs {
        let config = RulesLoader.rulesFile(presets: arguments.presets, config: arguments.config, paths: rulesSearchPaths(arguments))
        let rulesFolder = config.map { System.split($0).folder }
        guard !arguments.modules.isEmpty else {
            let (files, buildFiles) = try ArchLintCommand.discoverWithBuildFiles(arguments.paths, rulesFolder: rulesFolder, folders: folders)
            return DiscoveredInputs(files: files, buildFiles: buildFiles)
        }
        // The package graph says which files are context: none are added from the rules folder.
        var plain = arguments.paths.isEmpty ? [] : try ArchLintCommand.discover(arguments.paths, rulesFolder: rulesFolder, folders: folders)
        plain.removeAll(where: \.isContext)
        var modular: [SourceFile]
        do {
            modular = try SourceDiscovery.swiftFiles(in: arguments.modules.filter { !$0.isContext } + arguments.modules.filter(\.isContext), folders: folders)
        } catch {
            throw CommandFailure(message: error.description)
        }
        let plainLocations = Set(plain.map(\.location))
        modular.removeAll { plainLocations.contains($0.location) }
        // Linting nothing is almost always a wrong path; exit 0 would hide it.
        guard plain.count + modular.count(where: { !$0.isContext }) > 0 else {
            let paths = arguments.modules.filter { !$0.isContext }.flatMap(\.paths)
            throw CommandFailure(message: "error: no Swift files found in \((paths.isEmpty ? ["."] : paths).joined(separator: ", "))")
        }
        if let rulesFolder {
            // The working directory asked once, not once per file of a relative module path.
            let workingDirectory = System.currentDirectory()
            let root = System.standardized(rulesFolder, workingDirectory: workingDirectory)
            let prefix = root.hasSuffix("/") ? root : root + "/"
            for index in modular.indices {
                let location = System.standardized(modular[index].location, workingDirectory: workingDirectory)
                if location.hasPrefix(prefix) { modular[index].relativePath = String(location.dropFirst(prefix.count)) }
            }
        }
        return DiscoveredInputs(files: plain + modular, buildFiles: SourceDiscovery.BuildFiles())
    }

    /// Where the rules file is looked for: the first plain path, else the first module's first path.
    static func rulesSearchPaths(_ arguments: Arguments) -> [String] {
        if !arguments.paths.isEmpty { return arguments.paths }
        if let first = arguments.modules.first(where: { !$0.isContext })?.paths.first { return [first] }
        return ["."]
    }
}

/// The files found, and the build descriptions found beside them: the files' modules are known
/// once those are read. Until then the files can be scanned (see ``LintCommand``).
struct DiscoveredInputs: Sendable {
    var files: [SourceFile]
    var buildFiles: SourceDiscovery.BuildFiles

    /// The files with the modules the build descriptions give them.
    func reading(parsed: ParsedDescriptions) -> ProjectInputs {
        ProjectInputs.reading(buildFiles, files: files, parsed: parsed)
    }
}

/// The files to lint, and what the build descriptions found among them say about their modules.
struct ProjectInputs: Sendable {
    var files: [SourceFile]
    var description = BuildDescription()
    var membership = Membership()
    /// The files made context because only test targets compile them (linted ones otherwise).
    var testCodeMadeContext: [Int] = []

    /// Gives each file the module the build descriptions put it in (see ``Membership``): a file
    /// only test targets compile is test code, read for resolution and not reported.
    static func reading(_ buildFiles: SourceDiscovery.BuildFiles, files: [SourceFile], parsed: ParsedDescriptions) -> ProjectInputs {
        guard !buildFiles.isEmpty else { return ProjectInputs(files: files) }
        let workingDirectory = System.currentDirectory()
        let locations = files.map { System.standardized($0.location, workingDirectory: workingDirectory) }
        let description = BuildDescription.read(buildFiles, sourceLocations: locations, workingDirectory: workingDirectory, parsed: parsed)
        let membership = description.membership(of: locations)
        var files = files
        var testCodeMadeContext: [Int] = []
        for index in files.indices {
            guard let module = membership.primaryModule(ofFile: index, in: description) else { continue }
            files[index].module = module.name
            files[index].otherModules = membership.modulesOfFile[index].map { description.modules[$0].name }.filter { $0 != module.name }
            // Test code is read, not reported (unless the rules say `check tests`: see
            // ``withTestsChecked``).
            files[index].isInTestTarget = module.isTest
            if module.isTest && !files[index].isContext {
                files[index].isContext = true
                testCodeMadeContext.append(index)
            }
        }
        return ProjectInputs(files: files, description: description, membership: membership, testCodeMadeContext: testCodeMadeContext)
    }

    /// The linted files of test targets, reported too: for rules that say `check tests`.
    var withTestsChecked: ProjectInputs {
        var inputs = self
        for index in testCodeMadeContext { inputs.files[index].isContext = false }
        inputs.testCodeMadeContext = []
        return inputs
    }

    /// A warning per file in no target: linted with the layout's module (most often none),
    /// never silently. A file the rules ignore is never read, so no target is asked about it.
    func notInAnyTarget(ignoring rules: RuleSet) -> [Violation] {
        membership.unassigned.filter { !files[$0].isContext && !rules.ignores(files[$0].relativePath) }.map { index in
            Violation(
                rule: RuleID.notInTarget, severity: .warning, file: files[index].displayPath, location: SourceLocation(line: 1, column: 1),
                message: "not in any target: no Xcode target or package target compiles this file",
                source: .none, target: .none)
        }
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
            throw CommandFailure(message: "\(path): error: cannot remove the stamp file: \(String(cString: strerror(errno)))")
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
        refresh(prefix + ".baseline", mirroring: (folder.isEmpty ? "" : folder + "/") + LintCommand.baselineName)
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

