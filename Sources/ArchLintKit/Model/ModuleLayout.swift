/// Which module a file belongs to, read from the SwiftPM layout (`Sources/<Module>/…`,
/// `Tests/<Module>/…`) of its path below the linted root. This is the default for
/// ``ProjectBuilder/build(_:relativePaths:modules:)`` until modules come from the build
/// description; a path outside that layout (an Xcode project's folders) has no module.
public enum ModuleLayout {
    public static func module(ofRelativePath path: String) -> String? {
        // Most paths name neither folder: tell by bytes, before splitting into strings.
        let named = path.utf8.split(separator: UInt8(ascii: "/")).contains { $0.elementsEqual("Sources".utf8) || $0.elementsEqual("Tests".utf8) }
        guard named else { return nil }
        let components = path.split(separator: "/")
        guard components.count >= 3,
              let index = components.dropLast(2).lastIndex(where: { $0 == "Sources" || $0 == "Tests" }) else { return nil }
        return String(components[index + 1])
    }
}
