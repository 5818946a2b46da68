extension SourceDiscovery {
    /// The Swift files below `paths`, each with its ``SourceFile/relativePath`` read from
    /// `rulesFolder`, the folder of the rules file (path patterns in rules are relative to it,
    /// whatever is linted and wherever from). When a path lies inside that folder, the folder's
    /// other Swift files are read too, as context: linting `Sources/Cart` then judges its files
    /// exactly as linting the whole folder would (references into the rest resolve, types there
    /// keep their roles), and reports only its own. Without a rules folder (`--preset` alone)
    /// each path is its own root.
    package static func swiftFiles(under paths: [String], rulesFolder: String?, folders: FolderListings? = nil) throws(Failure) -> [SourceFile] {
        try discover(under: paths, rulesFolder: rulesFolder, folders: folders).files
    }

    /// The same, with the build description files found on the way: those of the rules folder
    /// when a path lies inside it (a project beside the rules says what the linted subfolder's
    /// modules are), else those below the paths.
    package static func discover(
        under paths: [String], rulesFolder: String?, folders: FolderListings? = nil, projectFound: ((String) -> Void)? = nil
    ) throws(Failure) -> (files: [SourceFile], buildFiles: BuildFiles) {
        let paths = paths.isEmpty ? ["."] : paths
        guard let rulesFolder else { return try discover(under: paths, folders: folders, projectFound: projectFound) }
        var buildFiles = BuildFiles()
        let workingDirectory = System.currentDirectory()
        let root = System.standardized(rulesFolder, workingDirectory: workingDirectory)
        var files: [SourceFile] = []
        var seen = Set<String>()
        var liesInside = false
        for path in paths {
            let (found, foundBuildFiles) = try discover(under: [path], folders: folders, projectFound: projectFound)
            buildFiles.add(foundBuildFiles)
            let absolute = System.standardized(path, workingDirectory: workingDirectory)
            let prefix = relativePath(of: absolute, from: root)
            if absolute != root, !prefix.hasPrefix("../") { liesInside = true }
            let isFile = System.kind(of: path) == .file
            for var file in found {
                // The common run (`lint .` beside the rules) keeps the walk's paths as they are.
                if isFile { file.relativePath = prefix } else if !prefix.isEmpty { file.relativePath = prefix + "/" + file.relativePath }
                if paths.count == 1 || seen.insert(file.relativePath).inserted { files.append(file) }
            }
        }
        guard liesInside else { return (files, buildFiles) }
        let linted = paths.count == 1 ? Set(files.map(\.relativePath)) : seen
        let (all, allBuildFiles) = try discover(under: [rulesFolder.isEmpty ? "." : rulesFolder], folders: folders, projectFound: projectFound)
        for var file in all where !linted.contains(file.relativePath) {
            file.isContext = true
            files.append(file)
        }
        buildFiles.add(allBuildFiles)
        return (files, buildFiles)
    }

    /// `path` as seen from the folder `root` (both absolute and standardized): `""` for the
    /// folder itself, `Sources/App` below it, `../Other` beside it.
    static func relativePath(of path: String, from root: String) -> String {
        if path == root { return "" }
        let rootPrefix = root == "/" ? "/" : root + "/"
        if path.hasPrefix(rootPrefix) { return String(path.dropFirst(rootPrefix.count)) }
        let pathParts = path.split(separator: "/")
        let rootParts = root.split(separator: "/")
        var common = 0
        while common < min(pathParts.count, rootParts.count), pathParts[common] == rootParts[common] { common += 1 }
        let up = Array(repeating: "..", count: rootParts.count - common)
        return (up + pathParts[common...].map(String.init)).joined(separator: "/")
    }
}
