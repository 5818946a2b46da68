/// Observable state shared across screens: an `ObservableObject` (or `@Observable` type) that
/// code in several folders besides its own uses — an app-wide state holder, a settings store, a
/// dependency container handed to every screen — is not one screen's view model, whatever it
/// conforms to. A screen's view model is owned by its view and used where that screen is (its
/// folder, and the one that makes it); state that views of many screens read is the app's.
///
/// Such a type takes no role from conforming to `ObservableObject` (nor from `@Observable`): its
/// name may still give it one (`SettingsViewModel` is a ViewModel by `*ViewModel`), and `roles`
/// says why it has none otherwise.
enum SharedState {
    /// How many folders besides its own must use a type for it to be shared: a screen's view
    /// model is used in its screen's folder and from the one presenting it, maybe a parent
    /// screen's and a preview's.
    static let folderThreshold = 4

    /// The supertypes and attributes that make a type observable.
    static func isObservation(_ name: String) -> Bool {
        name == "ObservableObject" || name == "Combine.ObservableObject" || name == "@Observable" || name == "@Observation.Observable"
    }

    static func reason(folders: Int) -> String {
        "observable state shared across screens (used from \(folders) folders besides its own), not one screen's view model"
    }

    /// Per type, how many folders besides its own use it when it is observable and that is at
    /// least ``folderThreshold``, else 0; empty when no type is (most projects without SwiftUI).
    /// `targetFiles` is ``TestCode/targetFiles(of:)``.
    static func folders(of project: Project, uses: TypeUses, targetFiles: [Bool]) -> [Int32] {
        // Read in place, by index: copying a type would retain every string in it.
        let types = project.types
        var observable = [Bool](repeating: false, count: types.count)
        var any = false
        for id in types.indices where types[id].kind == .class || types[id].kind == .actor {
            if types[id].inherits.contains(where: isObservation) || types[id].attributes.contains(where: { $0 == "Observable" || $0 == "Observation.Observable" }) {
                observable[id] = true
                any = true
            }
        }
        guard any else { return [] }
        // Each file's folder, worked out for the files that use such a type only (-2: not yet;
        // -1: test code, whose use says nothing of the app).
        var folderOfFile = [Int32](repeating: -2, count: project.files.count)
        var folderNumbers: [Substring: Int32] = [:]
        func folder(ofFile index: Int) -> Int32 {
            if folderOfFile[index] != -2 { return folderOfFile[index] }
            let path = project.relativePath(ofFileAt: index)
            var number: Int32 = -1
            if !TestCode.isInTestFolder(path), targetFiles.isEmpty || !targetFiles[index] {
                let folder = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
                number = folderNumbers[folder] ?? Int32(folderNumbers.count)
                folderNumbers[folder] = number
            }
            folderOfFile[index] = number
            return number
        }
        // Per observable type, the folders that use it, as (type, folder) pairs.
        var users: [(type: Int32, folder: Int32)] = []
        for index in 0..<uses.count where observable[Int(uses.targets[index])] {
            users.append((uses.targets[index], folder(ofFile: Int(uses.files[index]))))
        }
        var ownFolder = [Int32](repeating: -1, count: types.count)
        for file in project.typesByFile.indices {
            for id in project.typesByFile[file] where observable[id] { ownFolder[id] = folder(ofFile: file) }
        }
        users.sort { ($0.type, $0.folder) < ($1.type, $1.folder) }
        var result = [Int32](repeating: 0, count: types.count)
        var anyShared = false
        var index = 0
        while index < users.count {
            let type = users[index].type
            var count: Int32 = 0
            var last: Int32 = -3
            while index < users.count, users[index].type == type {
                let folder = users[index].folder
                if folder >= 0, folder != last, folder != ownFolder[Int(type)] { count += 1 }
                last = folder
                index += 1
            }
            if count >= folderThreshold {
                result[Int(type)] = count
                anyShared = true
            }
        }
        return anyShared ? result : []
    }
}
