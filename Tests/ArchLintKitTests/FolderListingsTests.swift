import Foundation
import Testing
@testable import ArchLintKit

/// A warm walk reuses the listings of folders that have not changed and reads every other one:
/// a file added, removed or renamed is never missed, and folders whose listing could be stale
/// unseen (changed in the last seconds, holding links) are read every time.
@Suite struct FolderListingsTests {
    private let manager = FileManager.default

    private func makeTree(_ files: [String]) throws -> String {
        let root = NSTemporaryDirectory() + "archlint-folders-" + UUID().uuidString
        for relative in files {
            let path = root + "/" + relative
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "struct \((relative as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")) {}\n"
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// Sets every folder's modification time an hour back, as a project's folders are between
    /// two runs (a folder written this very second is never trusted).
    private func settle(_ root: String, _ folders: [String]) throws {
        let anHourAgo = Date(timeIntervalSinceNow: -3600)
        for folder in folders {
            try manager.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: folder.isEmpty ? root : root + "/" + folder)
        }
    }

    /// A walk through the listings of the one before; returns the files and the listings.
    private func walk(_ root: String, after earlier: FolderListings?) throws -> (files: [String], listings: FolderListings) {
        let listings = FolderListings(known: earlier?.found ?? [:])
        let files = try SourceDiscovery.swiftFiles(under: [root], folders: listings)
        return (files.map(\.relativePath), listings)
    }

    @Test func unchangedFoldersAreNotReadAgainAndGiveTheSameFiles() throws {
        let root = try makeTree(["App/Scenes/Login/LoginView.swift", "App/Scenes/Login/LoginPresenter.swift", "App/AppDelegate.swift", "Core/User.swift"])
        defer { try? manager.removeItem(atPath: root) }
        let folders = ["", "App", "App/Scenes", "App/Scenes/Login", "Core"]
        try settle(root, folders)

        let cold = try walk(root, after: nil)
        #expect(cold.listings.listedCount == folders.count && cold.listings.reusedCount == 0)
        #expect(cold.listings.found.count == folders.count)
        #expect(!cold.listings.isUnchanged)

        let warm = try walk(root, after: cold.listings)
        #expect(warm.files == cold.files)
        #expect(warm.files == (try SourceDiscovery.swiftFiles(under: [root])).map(\.relativePath))
        #expect(warm.listings.listedCount == 0 && warm.listings.reusedCount == folders.count)
        #expect(warm.listings.isUnchanged)
    }

    @Test func addedRemovedAndRenamedFilesAndNewFoldersAreFound() throws {
        let root = try makeTree(["App/Scenes/Login/LoginView.swift", "App/AppDelegate.swift", "Core/User.swift", "Core/Session.swift"])
        defer { try? manager.removeItem(atPath: root) }
        try settle(root, ["", "App", "App/Scenes", "App/Scenes/Login", "Core"])
        let cold = try walk(root, after: nil)

        try "struct LoginRouter {}\n".write(toFile: root + "/App/Scenes/Login/LoginRouter.swift", atomically: true, encoding: .utf8)
        try manager.removeItem(atPath: root + "/Core/Session.swift")
        try manager.moveItem(atPath: root + "/App/AppDelegate.swift", toPath: root + "/App/SceneDelegate.swift")
        try manager.createDirectory(atPath: root + "/App/Scenes/Cart", withIntermediateDirectories: false)
        try "struct CartView {}\n".write(toFile: root + "/App/Scenes/Cart/CartView.swift", atomically: true, encoding: .utf8)

        let after = try walk(root, after: cold.listings)
        let expected = ["App/SceneDelegate.swift", "App/Scenes/Cart/CartView.swift", "App/Scenes/Login/LoginRouter.swift",
                        "App/Scenes/Login/LoginView.swift", "Core/User.swift"]
        #expect(after.files == expected)
        #expect(after.files == (try SourceDiscovery.swiftFiles(under: [root])).map(\.relativePath))
        // Only the root is as it was; the changed folders are read, and not kept while their
        // change is seconds old.
        #expect(after.listings.reusedCount == 1)
        #expect(after.listings.listedCount == 5)
        #expect(after.listings.found.keys.sorted() == [root])
        #expect(!after.listings.isUnchanged)
    }

    @Test func aFolderChangedSecondsAgoIsReadEveryTime() throws {
        let root = try makeTree(["App/View.swift"])
        defer { try? manager.removeItem(atPath: root) }
        try settle(root, [""])
        let first = try walk(root, after: nil)
        // `App` was written a moment ago: a change within the same clock tick could leave its
        // time as it is, so its listing is not kept.
        #expect(first.listings.found.keys.sorted() == [root])
        let second = try walk(root, after: first.listings)
        #expect(second.listings.listedCount == 1 && second.listings.reusedCount == 1)
        #expect(second.files == ["App/View.swift"])
    }

    @Test func aFolderWhoseTimeAloneChangedCallsForNoNewCache() throws {
        let root = try makeTree(["App/View.swift"])
        defer { try? manager.removeItem(atPath: root) }
        try settle(root, ["", "App"])
        let first = try walk(root, after: nil)
        // What writing a cache file in the root does: a new time, the same Swift entries.
        try "cache".write(toFile: root + "/.archlint-cache", atomically: true, encoding: .utf8)
        try manager.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: root)
        let second = try walk(root, after: first.listings)
        #expect(second.listings.listedCount == 1 && second.listings.reusedCount == 1)
        #expect(second.listings.isUnchanged)
        #expect(second.files == ["App/View.swift"])
    }

    /// The same within the seconds a new time is not trusted (runs one after another, with the
    /// cache file in the linted folder): the folder is read, and the cache still need not change.
    @Test func aFolderWhoseTimeChangedSecondsAgoButNotItsEntriesCallsForNoNewCache() throws {
        let root = try makeTree(["App/View.swift"])
        defer { try? manager.removeItem(atPath: root) }
        try settle(root, ["", "App"])
        let first = try walk(root, after: nil)
        try "cache".write(toFile: root + "/.archlint-cache", atomically: true, encoding: .utf8)
        let second = try walk(root, after: first.listings)
        #expect(second.listings.listedCount == 1 && second.listings.reusedCount == 1)
        #expect(second.listings.isUnchanged)
        // Its listing stays the old one, whose time no longer matches: read again next time.
        let third = try walk(root, after: second.listings)
        #expect(third.listings.listedCount == 1 && third.files == ["App/View.swift"])
        // A file added meanwhile is found, and does change the cache.
        try "struct Model {}".write(toFile: root + "/Model.swift", atomically: true, encoding: .utf8)
        let fourth = try walk(root, after: third.listings)
        #expect(fourth.files == ["App/View.swift", "Model.swift"])
        #expect(!fourth.listings.isUnchanged)
    }

    @Test func aFolderWithALinkInItIsReadEveryTime() throws {
        let root = try makeTree(["App/View.swift", "Shared/Model.swift"])
        defer { try? manager.removeItem(atPath: root) }
        // A link's target can come and go with no change to the link's folder.
        try manager.createSymbolicLink(atPath: root + "/App/Model.swift", withDestinationPath: root + "/Shared/Model.swift")
        try settle(root, ["", "App", "Shared"])
        let first = try walk(root, after: nil)
        #expect(first.files == ["App/Model.swift", "App/View.swift", "Shared/Model.swift"])
        #expect(first.listings.found.keys.sorted() == [root, root + "/Shared"])

        try manager.removeItem(atPath: root + "/Shared/Model.swift")
        try settle(root, ["Shared"])
        let second = try walk(root, after: first.listings)
        #expect(second.files == ["App/View.swift"])
    }

    @Test func listingsSurviveTheCacheFile() throws {
        let root = try makeTree(["App/Scenes/LoginView.swift", "App/AppDelegate.swift"])
        defer { try? manager.removeItem(atPath: root) }
        try settle(root, ["", "App", "App/Scenes"])
        let listings = FolderListings()
        let files = try SourceDiscovery.swiftFiles(under: [root], folders: listings)
        var cache = ParallelScan.scan(files, cache: FactsCache(salt: "test")).cache
        cache.keepFolders(listings)
        // Beside the tree, not in it: writing it in the root would change the root.
        let cachePath = root + ".facts-cache"
        defer { try? manager.removeItem(atPath: cachePath) }
        try cache.save(to: cachePath)

        let loaded = FactsCache.load(from: cachePath, salt: "test").folderListings
        #expect(loaded.known == listings.found)
        #expect(loaded.known.count == 3)
        let warm = try SourceDiscovery.swiftFiles(under: [root], folders: loaded)
        #expect(warm == files)
        #expect(loaded.reusedCount == 3 && loaded.isUnchanged)
    }
}
