/// Which module a file belongs to, read from the SwiftPM layout (`Sources/<Module>/…`,
/// `Tests/<Module>/…`) of its path below the linted root. This is the default for
/// ``ProjectBuilder/build(_:relativePaths:modules:)`` until modules come from the build
/// description; a path outside that layout (an Xcode project's folders) has no module.
package enum ModuleLayout {
    /// The component after the last `Sources` or `Tests` folder that has a file below it.
    package static func module(ofRelativePath path: String) -> String? {
        // By bytes, in place: splitting every path into strings (and, in an unoptimized build,
        // through generic collection code) cost more than all else done per cached file.
        let found = path.utf8.withContiguousStorageIfAvailable { moduleRange(in: $0) }
        guard let range = found ?? moduleRange(in: Array(path.utf8)) else { return nil }
        return String(QualifiedName.text(of: path, bytes: range))
    }

    private static let layoutFolders: [[UInt8]] = [Array("Sources".utf8), Array("Tests".utf8)]

    /// The byte range of the module's name in a path's bytes, as `module(ofRelativePath:)` defines it.
    private static func moduleRange(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        // The components from the last, empty ones left out (`a//b`, a trailing slash), with no
        // list of them made: a module folder needs a component after it and a file below that,
        // so the first layout folder with two components after it, from the end, decides.
        let slash = UInt8(ascii: "/")
        var position = bytes.count
        var seen = 0
        var after: Range<Int>?
        while position > 0 {
            while position > 0 && bytes[position - 1] == slash { position -= 1 }
            if position == 0 { break }
            let end = position
            while position > 0 && bytes[position - 1] != slash { position -= 1 }
            let component = position..<end
            if seen >= 2, isLayoutFolder(component, in: bytes) { return after }
            after = component
            seen += 1
        }
        return nil
    }

    private static func moduleRange(in bytes: [UInt8]) -> Range<Int>? {
        bytes.withUnsafeBufferPointer { moduleRange(in: $0) }
    }

    private static func isLayoutFolder(_ component: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var folder = 0
        while folder < layoutFolders.count {
            let name = layoutFolders[folder]
            if name.count == component.count {
                var offset = 0
                while offset < name.count && bytes[component.lowerBound + offset] == name[offset] { offset += 1 }
                if offset == name.count { return true }
            }
            folder += 1
        }
        return false
    }
}
