/// Code that is not the app's own: dependencies checked into the tree (`Pods/`, `Carthage/`,
/// `vendor/`), those a build fetched (`.build/`, `SourcePackages/`, `checkouts/`) and generated
/// files (`*.generated.swift`). Never read unless the rules say `check vendored`.
enum Vendored {
    /// Whether a path below the linted root is in a vendored folder or names a generated file.
    /// Compared by bytes, a folder at a time: it runs for every file of every run.
    static func contains(_ relativePath: String) -> Bool {
        var path = relativePath
        return path.withUTF8 { bytes in
            let suffix: StaticString = ".generated.swift"
            if bytes.count >= suffix.utf8CodeUnitCount,
               bytes.has(UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount), at: bytes.count - suffix.utf8CodeUnitCount) {
                return true
            }
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
                if isVendoredFolder(UnsafeBufferPointer(rebasing: bytes[start..<index])) { return true }
                start = index + 1
            }
            return false
        }
    }

    private static func isVendoredFolder(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        // By length first: most folder names have none of these lengths' first bytes.
        switch name.count {
        case 4: return name.elementsEqual("Pods".utf8)
        case 6: return name.elementsEqual(".build".utf8) || name.elementsEqual("vendor".utf8)
        case 8: return name.elementsEqual("Carthage".utf8)
        case 9: return name.elementsEqual("checkouts".utf8)
        case 14: return name.elementsEqual("SourcePackages".utf8)
        default: return false
        }
    }
}
