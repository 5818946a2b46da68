/// Splits `key=value` lines; a library, so detection names no pattern.
public struct Parser {
    public init() {}

    public func parse(_ text: String) -> [String: String] {
        var pairs: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { pairs[String(parts[0])] = String(parts[1]) }
        }
        return pairs
    }
}
