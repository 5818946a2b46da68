/// A module to lint (a package target, an Xcode target) and where its Swift sources are: the
/// package graph as the plugins hand it over, one module at a time.
package struct ModuleSource: Sendable, Hashable {
    /// The module name, as `import` writes it.
    package var name: String
    /// Folders and files; a folder stands for every Swift file below it.
    package var paths: [String]
    /// Read for declarations only (a dependency of the linted modules); see ``SourceFile/isContext``.
    package var isContext: Bool

    package init(name: String, paths: [String], isContext: Bool = false) {
        self.name = name
        self.paths = paths
        self.isContext = isContext
    }
}

extension SourceDiscovery {
    /// The Swift files of each module, each file tagged with its module. A file that two modules
    /// claim belongs to the first, and a file that is linted somewhere is never context.
    package static func swiftFiles(in modules: [ModuleSource], folders: FolderListings? = nil) throws(Failure) -> [SourceFile] {
        var files: [SourceFile] = []
        var indexByLocation: [String: Int] = [:]
        for module in modules {
            for var file in try swiftFiles(under: module.paths, folders: folders) {
                if let existing = indexByLocation[file.location] {
                    if !module.isContext { files[existing].isContext = false }
                    continue
                }
                // A file named on its own (an Xcode target's input) keeps its whole path for path
                // rules, so `**/Entities/**` matches it as it would below a folder.
                if module.paths.contains(file.location) { file.relativePath = file.location }
                file.module = module.name
                file.isContext = module.isContext
                indexByLocation[file.location] = files.count
                files.append(file)
            }
        }
        return files
    }
}
