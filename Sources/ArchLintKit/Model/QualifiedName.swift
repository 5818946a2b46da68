#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading dotted names (`Search.FetchRepositories.ViewModel`) by their bytes, in place. The
/// generic searches of a string's UTF-8 view and `split`, which walks it as characters, cost
/// several to thousands of instructions a name; these stages read millions of names.
enum QualifiedName {
    /// By `memchr`: one call in an unoptimized build too, where a loop costs calls per byte.
    static func isDotted(_ name: String) -> Bool {
        let found = name.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(UInt8(ascii: ".")), bytes.count) != nil
        }
        return found ?? name.utf8.contains(UInt8(ascii: "."))
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

    /// The text of `name` between two byte offsets (which the byte searches here found at ASCII
    /// separators, so they are character boundaries).
    static func text(of name: String, bytes range: Range<Int>) -> Substring {
        let utf8 = name.utf8
        return name[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
    }

    /// Whether `name` is nested in `outer` (`outer.Inner`, `outer.Inner.Deeper`): compared by
    /// bytes in place, where `hasPrefix(outer + ".")` makes a string per call.
    static func isNested(_ name: String, in outer: String) -> Bool {
        let count = outer.utf8.count
        guard name.utf8.count > count, name.utf8.starts(with: outer.utf8) else { return false }
        return name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: count)] == UInt8(ascii: ".")
    }

    /// The last component of a dotted name (`Inner` of `Outer.Inner`), or the name itself.
    static func lastComponent(_ name: String) -> String {
        components(name).last.map(String.init) ?? name
    }

    /// The dot-separated components, empty ones left out, as `split(separator: ".")` gives them.
    static func components(_ name: String) -> [Substring] {
        var components: [Substring] = []
        var end = name.utf8.count
        // From the last dot back: the offsets `lastDot` finds, then the text between them.
        while true {
            let dot = lastDot(in: name, before: end)
            let start = dot.map { $0 + 1 } ?? 0
            if end > start { components.append(text(of: name, bytes: start..<end)) }
            guard let dot else { break }
            end = dot
        }
        return components.reversed()
    }
}
