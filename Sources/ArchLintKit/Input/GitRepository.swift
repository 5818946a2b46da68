/// A git repository, read through the `git` command: a revision's files from the object store,
/// and which files of the working tree differ from it. Nothing in the working tree or the index
/// is written, so a diff can run beside an editor or a build.
package struct GitRepository: Sendable {
    /// The repository's top folder, reached from the path it was found from (`Sources/..`
    /// standardized), so it compares textually with the paths of the files found there.
    package var root: String

    /// Why a repository or a revision cannot be read: each says what to do.
    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case gitNotFound
        case notARepository(String)
        case unknownRevision(String)
        case noDefaultBranch
        case failed(command: String, message: String)

        package var description: String {
            switch self {
            case .gitNotFound:
                return Diagnostic(message: "git was not found on the PATH; 'archlint diff' and '--changed-since' read revisions with it").description
            case .notARepository(let path):
                return Diagnostic(file: path, location: nil, message: "not in a git repository; 'archlint diff' compares with a revision of one").description
            case .unknownRevision(let ref):
                return Diagnostic(message: "unknown revision '\(ref)': give a branch, tag or commit that 'git rev-parse' knows").description
            case .noDefaultBranch:
                return Diagnostic(message: "no default branch to compare with (no origin/HEAD, main or master); give one with --base REF").description
            case .failed(let command, let message):
                return Diagnostic(message: "'\(command)' failed: \(message)").description
            }
        }
    }

    /// One file of a revision's tree.
    package struct TreeEntry: Sendable, Hashable {
        /// The path from the repository's top folder.
        package var path: String
        /// The blob's object name.
        package var blob: String
    }

    /// The repository `path` (a file or a folder) is in.
    package static func containing(_ path: String) throws(Failure) -> GitRepository {
        try containing(path, revision: nil).repository
    }

    /// The same, and the commit `revision` names there: one `git rev-parse` for both.
    package static func containing(_ path: String, revision: String?) throws(Failure) -> (repository: GitRepository, commit: String?) {
        let folder = System.kind(of: path) == .file ? System.split(path).folder : path
        let start = folder.isEmpty ? "." : folder
        if let revision, revision.hasPrefix("-") { throw Failure.unknownRevision(revision) }
        let outcome = try run(["git", "-C", start, "rev-parse", "--show-cdup"] + (revision.map { ["--verify", "--quiet", $0 + "^{commit}"] } ?? []))
        // Outside a repository git stops at once (128); an unknown revision is 1, after the cdup line.
        guard outcome.status == 0 || (outcome.status == 1 && revision != nil) else { throw Failure.notARepository(path) }
        let lines = text(outcome.output).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let up = lines.first ?? ""
        let repository = GitRepository(root: System.standardized(up.isEmpty ? start : start + "/" + up))
        guard let revision else { return (repository, nil) }
        guard outcome.status == 0, lines.count > 1, !lines[1].isEmpty else { throw Failure.unknownRevision(revision) }
        return (repository, lines[1])
    }

    /// The commit `ref` names (a branch, a tag, `HEAD~3`, an object name).
    package func commit(_ ref: String) throws(Failure) -> String {
        guard !ref.hasPrefix("-") else { throw Failure.unknownRevision(ref) }
        let outcome = try git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"])
        guard outcome.status == 0 else { throw Failure.unknownRevision(ref) }
        return text(outcome.output).trimmingNewlines
    }

    /// Where a pull request's change starts: the merge base of `HEAD` with the default branch
    /// (`origin/HEAD`, else `origin/main`, `origin/master`, `main`, `master`), and that branch.
    package func defaultBase() throws(Failure) -> (branch: String, commit: String) {
        var candidates = ["origin/main", "origin/master", "main", "master"]
        let remoteHead = try git(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"])
        if remoteHead.status == 0 { candidates.insert(text(remoteHead.output).trimmingNewlines, at: 0) }
        for branch in candidates {
            guard (try? commit(branch)) != nil else { continue }
            let base = try git(["merge-base", "HEAD", branch])
            guard base.status == 0 else { continue }
            return (branch, text(base.output).trimmingNewlines)
        }
        throw Failure.noDefaultBranch
    }

    /// Every file of `commit`'s tree (symbolic links and submodules left out).
    package func tree(_ commit: String) throws(Failure) -> [TreeEntry] {
        let outcome = try checked(["ls-tree", "-r", "-z", "--full-tree", commit])
        var entries: [TreeEntry] = []
        // `MODE SP TYPE SP NAME TAB PATH NUL`, one per file.
        for record in outcome.output.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count == 3, fields[0].elementsEqual("100644".utf8) || fields[0].elementsEqual("100755".utf8) else { continue }
            entries.append(TreeEntry(path: text(record[(tab + 1)...]), blob: text(fields[2])))
        }
        return entries
    }

    /// The paths (from the top folder) of the working tree's files that differ from `commit`:
    /// changed, added, deleted, and new files git does not ignore.
    ///
    /// `includingUntracked: false` leaves out the new files: a revision's run reads only what
    /// the revision has, and listing them walks every folder git does not ignore.
    package func changedPaths(since commit: String, includingUntracked: Bool = true) throws(Failure) -> Set<String> {
        let changed = try checked(["diff", "--name-only", "-z", "--no-renames", commit, "--"])
        let untracked = includingUntracked ? try checked(["ls-files", "--others", "--exclude-standard", "-z"]).output : []
        return Set((changed.output.split(separator: 0) + untracked.split(separator: 0)).map { text($0) })
    }

    /// The contents of blobs, in the order asked, through one `git cat-file --batch`.
    package func blobs(_ names: [String]) throws(Failure) -> [[UInt8]] {
        guard !names.isEmpty else { return [] }
        let input = Array(names.map { $0 + "\n" }.joined().utf8)
        let outcome = try checked(["cat-file", "--batch"], input: input)
        // `NAME SP TYPE SP SIZE LF CONTENTS LF` per blob.
        var contents: [[UInt8]] = []
        contents.reserveCapacity(names.count)
        let bytes = outcome.output
        var index = 0
        for name in names {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw Failure.failed(command: "git cat-file --batch", message: "the output ended before \(name)")
            }
            let header = bytes[index..<newline].split(separator: UInt8(ascii: " "))
            guard header.count == 3, let size = Int(text(header[2])), newline + 1 + size <= bytes.count else {
                throw Failure.failed(command: "git cat-file --batch", message: "no blob \(name): \(text(bytes[index..<newline]))")
            }
            contents.append(Array(bytes[(newline + 1)..<(newline + 1 + size)]))
            index = newline + 1 + size + 1
        }
        return contents
    }

    /// The path from the top folder of a file found below it (`path` as discovery gives it:
    /// relative to the working directory or absolute); nil outside the repository.
    package func repositoryPath(of path: String) -> String? {
        let absolute = System.standardized(path)
        let prefix = root == "/" ? "/" : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : nil
    }

    private func git(_ arguments: [String], input: [UInt8] = []) throws(Failure) -> Subprocess.Outcome {
        // No optional locks: `git diff` would otherwise write the index's refreshed file times.
        try Self.run(["git", "--no-optional-locks", "-C", root] + arguments, input: input)
    }

    private func checked(_ arguments: [String], input: [UInt8] = []) throws(Failure) -> Subprocess.Outcome {
        let outcome = try git(arguments, input: input)
        guard outcome.status == 0 else {
            throw Failure.failed(command: "git " + arguments.joined(separator: " "), message: outcome.errorText.trimmingNewlines)
        }
        return outcome
    }

    private static func run(_ arguments: [String], input: [UInt8] = []) throws(Failure) -> Subprocess.Outcome {
        guard let outcome = Subprocess.run(arguments, input: input) else { throw Failure.gitNotFound }
        return outcome
    }

    private func text<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String { Self.text(bytes) }

    private static func text<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String { String(decoding: bytes, as: UTF8.self) }
}

extension String {
    /// The text without the line breaks a command's output ends with.
    var trimmingNewlines: String {
        var text = Substring(self)
        while let last = text.last, last == "\n" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
