/// The working tree's run again, at another revision: the same linted folders, their files read
/// from git's objects, never from the working tree.
package enum RevisionLint {
    /// A revision a diff compares with: what the user called it and the commit it named.
    package struct Revision: Sendable, Equatable {
        /// `main`, `HEAD~3`, or the default branch whose merge base it is.
        package var name: String
        package var commit: String

        package init(name: String, commit: String) {
            self.name = name
            self.commit = commit
        }
    }

    /// What git says of a revision before its files are read: its tree, the working tree's
    /// files that differ from it, and the text of its rules file. Read beside the working
    /// tree's run (``read(_:in:rulesFile:)`` on a thread of its own), so git's time hides
    /// behind the scan's.
    package struct Snapshot: Sendable {
        package var revision: Revision
        package var tree: [GitRepository.TreeEntry]
        /// Paths from the top folder of the revision's Swift files that the working tree may not
        /// have as they were there (all that differ, perhaps more: see ``GitIndex``).
        package var changed: Set<String>
        /// The rules file's text at the revision; nil when it has none there.
        package var rulesText: String?

        /// `rulesFile`: the rules file's path as the working tree's run names it.
        package static func read(_ revision: Revision, in repository: GitRepository, rulesFile: String?) -> Result<Snapshot, GitRepository.Failure> {
            // The index says which files the working tree has as the revision had them, with no
            // `git diff` walking the tree; when it cannot be read, git says.
            let index = GitIndex(repositoryRoot: repository.root)
            let changing = index != nil ? nil : Background { () -> Result<Set<String>, GitRepository.Failure> in
                Result { () throws(GitRepository.Failure) in try repository.changedPaths(since: revision.commit, includingUntracked: false) }
            }
            do throws(GitRepository.Failure) {
                let tree = try repository.tree(revision.commit)
                var rulesText: String?
                if let rulesFile, let path = repository.repositoryPath(of: rulesFile), let entry = tree.first(where: { $0.path == path }) {
                    if let index, index.fileHasContent(ofBlob: entry.blob, path: path, root: repository.root), let text = System.text(of: rulesFile) {
                        rulesText = text
                    } else {
                        rulesText = try repository.blobs([entry.blob]).first.map { String(decoding: $0, as: UTF8.self) }
                    }
                }
                let changed: Set<String>
                if let index {
                    changed = Set(tree.lazy.filter { RevisionLint.isSource($0.path) && !index.fileHasContent(ofBlob: $0.blob, path: $0.path, root: repository.root) }.map(\.path))
                } else {
                    changed = try changing!.value.get()
                }
                return .success(Snapshot(revision: revision, tree: tree, changed: changed, rulesText: rulesText))
            } catch {
                _ = changing?.value
                return .failure(error)
            }
        }
    }

    /// The files of the snapshot's revision that a working-tree run over `roots` would read,
    /// linted with `rules` (the revision's own). `head` is that working-tree run, and
    /// `headFiles` what it read: a file whose content has not changed since the revision is
    /// not read again, its scan is taken from `head` (which the facts cache may have given),
    /// and it keeps the module, test and context facts the build descriptions gave it.
    package static func lint(
        _ snapshot: Snapshot, in repository: GitRepository, roots: [String], head: LintResult, headFiles: [SourceFile], rules: RuleSet
    ) throws(GitRepository.Failure) -> LintResult {
        let tree = snapshot.tree
        let changed = snapshot.changed
        var headFileByPath: [String: SourceFile] = [:]
        for file in headFiles {
            if let path = repository.repositoryPath(of: file.location) { headFileByPath[path] = file }
        }
        var headScanByPath: [String: ScannedFile] = [:]
        for scanned in head.project.files { headScanByPath[scanned.path] = scanned }
        let folders = roots.compactMap { root -> (root: String, prefix: String)? in
            guard System.kind(of: root) != .file else { return nil }
            let absolute = System.standardized(root)
            if absolute == repository.root { return (root, "") }
            return repository.repositoryPath(of: root).map { (root, $0 + "/") }
        }

        var files: [SourceFile] = []
        var scans: [ScannedFile?] = []
        var unread: [(index: Int, blob: String)] = []
        for entry in tree where isSource(entry.path) {
            var file = headFileByPath[entry.path]
            if file == nil, let folder = folders.first(where: { entry.path.hasPrefix($0.prefix) }) {
                let relative = String(entry.path.dropFirst(folder.prefix.count))
                let location = join(folder.root, relative)
                file = SourceFile(location: location, displayPath: folder.root == "." || folder.root == "./" ? relative : location, relativePath: relative)
            }
            guard let file else { continue }
            let reused = changed.contains(entry.path) ? nil : headScanByPath[file.displayPath]
            if reused == nil { unread.append((files.count, entry.blob)) }
            files.append(file)
            scans.append(reused)
        }
        let contents = try repository.blobs(unread.map(\.blob))
        let paths = unread.map { files[$0.index].displayPath }
        let read = Parallel.map(paths.count) { item in
            contents[item].withUnsafeBufferPointer { Scanner.scan(bytes: $0, path: paths[item]) }
        }
        for (item, scanned) in read.enumerated() { scans[unread[item].index] = scanned }
        return Pipeline.run(scanned: scans.map { $0! }, files: files, rules: rules)
    }

    /// A Swift file discovery would read: no manifest, nothing in a hidden folder.
    private static func isSource(_ path: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        let components = path.split(separator: "/")
        guard let name = components.last, name != "Package.swift", !name.hasPrefix("Package@swift") else { return false }
        return !components.contains { $0.hasPrefix(".") }
    }

    private static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }
}
