/// The files found, and the build descriptions found beside them: the files' modules are known
/// once those are read. Until then the files can be scanned (see ``Pipeline/lint(_:warn:)``).
package struct DiscoveredInputs: Sendable {
    package var files: [SourceFile]
    package var buildFiles: SourceDiscovery.BuildFiles

    package init(files: [SourceFile], buildFiles: SourceDiscovery.BuildFiles) {
        self.files = files
        self.buildFiles = buildFiles
    }

    /// The Swift files below `paths` (the current folder when there are none), and the build
    /// descriptions found with them; with `rulesFolder`, read as the rules in that folder see
    /// them (see ``SourceDiscovery/swiftFiles(under:rulesFolder:folders:)``). `projectFound` is
    /// told of each Xcode project as the walk finds it.
    package static func discover(
        _ paths: [String], rulesFolder: String? = nil, folders: FolderListings? = nil, projectFound: ((String) -> Void)? = nil
    ) throws(RunFailure) -> DiscoveredInputs {
        let paths = paths.isEmpty ? ["."] : paths
        let found: (files: [SourceFile], buildFiles: SourceDiscovery.BuildFiles)
        do {
            found = try SourceDiscovery.discover(under: paths, rulesFolder: rulesFolder, folders: folders, projectFound: projectFound)
        } catch {
            throw RunFailure(message: error.description)
        }
        guard found.files.contains(where: { !$0.isContext }) else {
            throw RunFailure(Diagnostic(message: "no Swift files found in \(paths.joined(separator: ", "))"))
        }
        return DiscoveredInputs(files: found.files, buildFiles: found.buildFiles)
    }

    /// The files a run reads: those below the plain `paths` (no module), then each of
    /// `modules`' (`--module`, `--context`: the package graph, as the plugins pass it, which
    /// takes precedence: with modules, no build description is read). Without paths or
    /// modules, the current folder. Path patterns in a rules file (`use mvvm in
    /// Sources/Cart/**`, `**/Entities/**`) are read from `rulesFile`'s folder, whatever path
    /// is linted, from wherever, and whatever paths a plugin passes. `projectFound` is told of
    /// each Xcode project the walk finds whose description is read (none with modules).
    package static func discover(
        paths: [String], modules: [ModuleSource], rulesFile: String?, folders: FolderListings? = nil, projectFound: ((String) -> Void)? = nil
    ) throws(RunFailure) -> DiscoveredInputs {
        let rulesFolder = rulesFile.map { System.split($0).folder }
        guard !modules.isEmpty else {
            return try discover(paths, rulesFolder: rulesFolder, folders: folders, projectFound: projectFound)
        }
        // The package graph says which files are context: none are added from the rules folder.
        var plain = paths.isEmpty ? [] : try discover(paths, rulesFolder: rulesFolder, folders: folders).files
        plain.removeAll(where: \.isContext)
        var modular: [SourceFile]
        do {
            modular = try SourceDiscovery.swiftFiles(in: modules.filter { !$0.isContext } + modules.filter(\.isContext), folders: folders)
        } catch {
            throw RunFailure(message: error.description)
        }
        let plainLocations = Set(plain.map(\.location))
        modular.removeAll { plainLocations.contains($0.location) }
        // Linting nothing is almost always a wrong path; exit 0 would hide it.
        guard plain.count + modular.count(where: { !$0.isContext }) > 0 else {
            let paths = modules.filter { !$0.isContext }.flatMap(\.paths)
            throw RunFailure(Diagnostic(message: "no Swift files found in \((paths.isEmpty ? ["."] : paths).joined(separator: ", "))"))
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

    /// The files with the modules the build descriptions give them.
    package func reading(parsed: ParsedDescriptions) -> ProjectInputs {
        ProjectInputs.reading(buildFiles, files: files, parsed: parsed)
    }
}

/// The files to lint, and what the build descriptions found among them say about their modules.
package struct ProjectInputs: Sendable {
    package var files: [SourceFile]
    package var description = BuildDescription()
    package var membership = Membership()
    /// The files made context because only test targets compile them (linted ones otherwise).
    package var testCodeMadeContext: [Int] = []

    /// Gives each file the module the build descriptions put it in (see ``Membership``): a file
    /// only test targets compile is test code, read for resolution and not reported.
    package static func reading(_ buildFiles: SourceDiscovery.BuildFiles, files: [SourceFile], parsed: ParsedDescriptions) -> ProjectInputs {
        guard !buildFiles.isEmpty else { return ProjectInputs(files: files) }
        let workingDirectory = System.currentDirectory()
        // By index: a closure over each file would copy it, retaining its strings.
        let locations = files.indices.map { System.standardized(files[$0].location, workingDirectory: workingDirectory) }
        let (description, membership) = BuildDescription.read(buildFiles, sourceLocations: locations, workingDirectory: workingDirectory, parsed: parsed)
        var files = files
        var testCodeMadeContext: [Int] = []
        for index in files.indices {
            // By index: the module itself would be copied, with its files, for each file.
            guard let module = membership.primaryModule(ofFile: index, in: description) else { continue }
            let name = description.modules[module].name
            let isTest = description.modules[module].isTest
            files[index].module = name
            // Most files are in one module: no list is made for them.
            if membership.modulesOfFile[index].count > 1 {
                files[index].otherModules = membership.modulesOfFile[index].map { description.modules[$0].name }.filter { $0 != name }
            }
            // Test code is read, not reported (unless the rules say `check tests`: see
            // ``withTestsChecked``).
            files[index].isInTestTarget = isTest
            if isTest && !files[index].isContext {
                files[index].isContext = true
                testCodeMadeContext.append(index)
            }
        }
        return ProjectInputs(files: files, description: description, membership: membership, testCodeMadeContext: testCodeMadeContext)
    }

    /// The linted files of test targets, reported too: for rules that say `check tests`.
    package var withTestsChecked: ProjectInputs {
        var inputs = self
        for index in testCodeMadeContext { inputs.files[index].isContext = false }
        inputs.testCodeMadeContext = []
        return inputs
    }

    /// A warning per file in no target: linted with the layout's module (most often none),
    /// never silently. A file the rules ignore is never read, so no target is asked about it.
    package func notInAnyTarget(ignoring rules: RuleSet) -> [Violation] {
        membership.unassigned.filter { !files[$0].isContext && !rules.ignores(files[$0].relativePath) }.map { index in
            Violation(
                rule: RuleID.notInTarget, severity: .warning, file: files[index].displayPath, location: SourceLocation(line: 1, column: 1),
                message: "not in any target: no Xcode target or package target compiles this file",
                source: .none, target: .none)
        }
    }
}
