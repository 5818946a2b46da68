/// Reading dotted names (`Search.FetchRepositories.ViewModel`) by their bytes, in place. The
/// generic searches of a string's UTF-8 view and `split`, which walks it as characters, cost
/// several to thousands of instructions a name; these stages read millions of names.
enum QualifiedName {
    static func isDotted(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ".")) } ?? name.utf8.contains(UInt8(ascii: "."))
    }

    /// The offset of the last `.` in the first `end` bytes of `name`.
    static func lastDot(in name: String, before end: Int) -> Int? {
        let found = name.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var index = end - 1
            while index >= 0 {
                if bytes[index] == UInt8(ascii: ".") { return index }
                index -= 1
            }
            return nil
        }
        if let found { return found }
        return name.utf8.prefix(end).lastIndex(of: UInt8(ascii: ".")).map { name.utf8.distance(from: name.startIndex, to: $0) }
    }

    /// The dot-separated components, empty ones left out, as `split(separator: ".")` gives them.
    static func components(_ name: String) -> [Substring] {
        var components: [Substring] = []
        var start = name.startIndex
        while let dot = name.utf8[start...].firstIndex(of: UInt8(ascii: ".")) {
            if dot > start { components.append(name[start..<dot]) }
            start = name.utf8.index(after: dot)
        }
        if start < name.endIndex { components.append(name[start...]) }
        return components
    }
}
