/// The folders whose screens follow another pattern than the app's: each is reported with the
/// preset its screens point to, so a rules file can say `use PRESET in PATH/**` there.
enum Areas {
    /// A folder is an area when at least `minimumScreens` of its screens vote, `minimumShare` of
    /// them for one pattern that is not the app's; the outermost such folder is reported. A
    /// screen another screen of the folder shows (a tab, a child, a subview) is part of that
    /// one and casts no vote of its own: one screen and its parts are no area. A module's folder
    /// (a feature target a build description declares) is a boundary the project drew itself:
    /// there one screen of its own is enough.
    static let minimumScreens = 3
    static let minimumShare = 0.75

    static func find(votes: [String: [ScreenFacts.Screen]], main: String, coordinatorFolders: [String],
                     moduleFolders: Set<String> = []) -> [Detection.Area] {
        // Per folder (and each folder above it): how many of its screens vote for each pattern.
        var tally: [String: [String: Int]] = [:]
        for (preset, screens) in votes {
            for screen in screens where !screen.isPartOfAnother {
                for folder in ancestors(of: screen.folder) { tally[folder, default: [:]][preset, default: 0] += 1 }
            }
        }
        var areas: [Detection.Area] = []
        for folder in tally.keys.sorted() where !folder.isEmpty {
            if areas.contains(where: { folder.hasPrefix($0.path + "/") }) { continue }
            let counts = tally[folder]!
            let screens = counts.values.reduce(0, +)
            guard screens >= (moduleFolders.contains(folder) ? 1 : minimumScreens), let top = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { continue }
            let share = Double(top.value) / Double(screens)
            guard share >= minimumShare, family(top.key) != family(main) else { continue }
            // A folder's view models are MVVM-C only where its coordinators are.
            var pattern = top.key
            if pattern == "mvvm-c", !coordinatorFolders.contains(where: { $0 == folder || $0.hasPrefix(folder + "/") }) { pattern = "mvvm" }
            areas.append(Detection.Area(
                path: folder, pattern: pattern, confidence: share,
                evidence: [(screens == 1 ? "its one screen points" : "\(top.value) of its \(screens) screens point") + " to \(top.key), the rest of the app to \(main)"]))
        }
        return areas
    }

    /// The folder of each module that holds part of the app: the deepest folder holding all its
    /// files. Test targets and a module at the root (a single-target app) draw no boundary.
    static func moduleFolders(_ project: Project, kinds: [String: ModuleKind]) -> Set<String> {
        var folders: [String: [String]] = [:]
        for type in project.types {
            guard let module = type.module, kinds[module] != .test else { continue }
            folders[module, default: []].append(ScreenFacts.folder(of: type.relativePath))
        }
        guard folders.count > 1 else { return [] }
        return Set(folders.values.compactMap { commonFolder($0) }.filter { !$0.isEmpty })
    }

    /// `mvvm` and `mvvm-c` screens look alike; a coordinator is the app's, not a folder's.
    static func family(_ preset: String) -> String {
        preset == "mvvm-c" ? "mvvm" : preset
    }

    /// `A/B/C` → `A`, `A/B`, `A/B/C`; the root is "".
    static func ancestors(of folder: String) -> [String] {
        guard !folder.isEmpty else { return [""] }
        var result = [""]
        var current = ""
        for component in folder.split(separator: "/") {
            current += current.isEmpty ? String(component) : "/" + component
            result.append(current)
        }
        return result
    }

    /// The folders of a Presentation layer: the deepest one holding all its screens, or, when
    /// that one holds Domain or Data code too, each folder below it that holds screens.
    static func presentation(_ screenFolders: [String], avoiding layerFolders: [String]) -> [String] {
        guard let root = commonFolder(screenFolders) else { return [] }
        let mixed = layerFolders.contains { root.isEmpty || $0 == root || $0.hasPrefix(root + "/") }
        guard mixed else { return [root] }
        var below: Set<String> = []
        for folder in screenFolders {
            let rest = root.isEmpty ? folder : String(folder.dropFirst(root.count + 1))
            guard let first = rest.split(separator: "/").first else { continue }
            below.insert(root.isEmpty ? String(first) : root + "/" + first)
        }
        return below.sorted().filter { candidate in !layerFolders.contains { $0 == candidate || $0.hasPrefix(candidate + "/") } }
    }

    /// The deepest folder holding all of `folders`.
    static func commonFolder(_ folders: [String]) -> String? {
        guard var common = folders.first?.split(separator: "/").map(String.init) else { return nil }
        for folder in folders.dropFirst() {
            let components = folder.split(separator: "/").map(String.init)
            var length = 0
            while length < min(common.count, components.count) && common[length] == components[length] { length += 1 }
            common = Array(common.prefix(length))
        }
        return common.joined(separator: "/")
    }
}
