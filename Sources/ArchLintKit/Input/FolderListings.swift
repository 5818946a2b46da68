#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a walk saw in one folder: the names of its Swift files and subfolders (a subfolder's
/// ending in `/`, which no file name can), in walk order. It stays true while the folder keeps
/// its stamp: adding, removing or renaming an entry changes a folder's modification time.
package struct FolderListing: Sendable, Equatable {
    /// A folder's modification time (in nanoseconds) and inode.
    struct Stamp: Sendable, Equatable {
        var modified: Int
        var inode: Int

        init(modified: Int, inode: Int) {
            self.modified = modified
            self.inode = inode
        }

        init(_ info: stat) {
            #if canImport(Darwin)
            modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
            #else
            modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
            #endif
            inode = Int(truncatingIfNeeded: info.st_ino)
        }

        /// Whether the folder last changed long enough ago that another change would give it
        /// another time. File systems stamp with a coarse clock (a tick of a few milliseconds):
        /// a folder listed in the tick it changed in could change again, unseen, with the same
        /// time. Two seconds leaves room for any tick.
        var isSettled: Bool {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            return modified < (Int(now.tv_sec) - 2) * 1_000_000_000 + Int(now.tv_nsec)
        }
    }

    var stamp: Stamp
    var names: [String]
}

/// Folder listings carried from one walk to the next in the facts cache: those of the earlier
/// walk, reused for folders whose stamp is the same (a warm run then reads no folder, it only
/// looks at each one's time), and those this walk records for the next. Folders with links in
/// them and folders that changed in the last seconds are never recorded: they are read afresh
/// every time.
package final class FolderListings {
    enum Outcome {
        case reused
        /// Read afresh; `keep` tells whether the listing may be kept for the next walk.
        case listed(FolderListing, keep: Bool)
    }

    /// By folder path (as opened: the command-line path joined with the path below it).
    let known: [String: FolderListing]
    /// The listings to keep: those read afresh that may be kept, and the known ones reused.
    var found: [String: FolderListing] {
        var found = listed
        for path in reused { found[path] = known[path] }
        return found
    }
    /// Folders read afresh, with the listing to keep for each (not every one is kept).
    private var listed: [String: FolderListing] = [:]
    /// Folders whose known listing was reused: only their paths, as a warm run reuses every
    /// listing and, not writing the cache, never needs them gathered again.
    private var reused: [String] = []
    /// How many folders were read afresh, and how many came from a listing.
    package private(set) var listedCount = 0
    package private(set) var reusedCount = 0
    /// Whether the listings to keep differ from the known ones in some folder's entries.
    private var entriesChanged = false

    package init() {
        known = [:]
    }

    init(known: [String: FolderListing]) {
        self.known = known
    }

    func record(_ outcome: Outcome, at path: String) {
        switch outcome {
        case .reused:
            reusedCount += 1
            reused.append(path)
        case .listed(let listing, let keep):
            listedCount += 1
            // A listing that may not be kept, of entries the known one has too, leaves the known
            // one in place: its time no longer matches, so it is read again next time too, and
            // the cache need not be written again for it.
            let kept = keep ? listing : known[path].flatMap { $0.names == listing.names ? $0 : nil }
            listed[path] = kept
            if kept?.names != known[path]?.names { entriesChanged = true }
        }
    }

    /// Whether the known listings can stay as they are: no folder's entries changed, none
    /// came or went. A folder whose time changed but not its entries (the folder of the cache
    /// file itself, each time the cache is written) does not call for writing the cache again:
    /// it is read afresh until the cache is written for another reason.
    package var isUnchanged: Bool { !entriesChanged && listed.count + reused.count == known.count }
}
