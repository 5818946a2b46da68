/// What a `Package.swift` says about its modules, read as text, never run: the targets of the
/// `Package(…)` call's literal `targets:` list, with their paths, sources, exclusions and
/// dependencies. A manifest that computes its targets (a variable, a `map`, `+`, `append`) is
/// too dynamic to read so, and the reader says where.
package struct PackageManifest: Sendable, Equatable {
    /// The `Package.swift` file, as found.
    package var file: String
    /// The package's folder, standardized.
    package var folder: String
    package var targets: [Target]
    /// Each library or executable product's targets, by product name.
    package var products: [String: [String]]

    package struct Target: Sendable, Equatable {
        package var name: String
        /// `package` for a source target, `test` for a test target.
        package var kind: ModuleKind
        /// The line of the manifest where the target is declared.
        package var line: Int
        /// The target's folder, standardized (`path:`, else `Sources/<name>`, `Tests/<name>`).
        package var path: String
        /// `sources:`, standardized; nil when every file below `path` is a source.
        package var sources: [String]?
        /// `exclude:`, standardized.
        package var exclude: [String]
        /// Targets and products it depends on, by name.
        package var dependencies: [String]
    }

    /// Reads the manifest at `file`; paths are standardized against `workingDirectory`. Through
    /// `parsed`, an unchanged manifest is not parsed again.
    package static func read(
        file: String, workingDirectory: String, parsed: ParsedDescriptions = ParsedDescriptions()
    ) throws(Diagnostic) -> PackageManifest {
        let location = System.standardized(file, workingDirectory: workingDirectory)
        return try parsed.manifest(
            at: location, file: file, folder: System.split(location).folder,
            unreadable: Diagnostic.buildDescription(file: file, line: 1, message: "cannot read the package manifest; its files keep the Sources/<Module>/ layout"))
    }

    /// Reads the text of a manifest (named `file` in warnings) in the package folder `folder`
    /// (standardized).
    package static func parse(_ bytes: [UInt8], file: String, folder: String) throws(Diagnostic) -> PackageManifest {
        var reader = ManifestReader(tokens: ManifestTokens.tokens(of: bytes), folder: folder)
        do {
            let (targets, products) = try reader.read()
            return PackageManifest(file: file, folder: folder, targets: targets, products: products)
        } catch {
            throw Diagnostic.buildDescription(
                file: file, line: error.line,
                message: "package manifest too dynamic to read without running it (\(error.reason)); its files keep the Sources/<Module>/ layout")
        }
    }
}

/// A token of a manifest: what the reader needs of Swift, no more.
struct ManifestToken: Equatable {
    enum Kind: Equatable {
        case identifier
        /// A string literal with no interpolation; `text` is its value.
        case string
        /// A string literal with interpolation: its value is not known without running.
        case computedString
        case punctuation
        case other
    }

    var kind: Kind
    var text: String
    var line: Int
}

enum ManifestTokens {
    /// The tokens of a manifest, comments left out. Multi-line (`"""`) and raw (`#"…"#`) string
    /// literals are read whole, so nothing inside a string is taken for code.
    static func tokens(of bytes: [UInt8]) -> [ManifestToken] {
        var tokens: [ManifestToken] = []
        var index = 0
        var line = 1
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1; index += 1; continue }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { index += 1; continue }
            if byte == UInt8(ascii: "/") && at(1) == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*") {
                // Block comments nest in Swift.
                var depth = 0
                repeat {
                    if at(0) == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*") { depth += 1; index += 2; continue }
                    if at(0) == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/") { depth -= 1; index += 2; continue }
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                } while depth > 0 && index < bytes.count
                continue
            }
            if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && (at(1) == UInt8(ascii: "\"") || at(1) == UInt8(ascii: "#"))) {
                tokens.append(string(bytes, &index, &line))
                continue
            }
            if isIdentifierByte(byte) {
                let start = index
                while index < bytes.count && (isIdentifierByte(bytes[index]) || (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9"))) { index += 1 }
                tokens.append(ManifestToken(kind: .identifier, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line))
                continue
            }
            let kind: ManifestToken.Kind = "()[]{},:.+=".utf8.contains(byte) ? .punctuation : .other
            tokens.append(ManifestToken(kind: kind, text: String(decoding: [byte], as: UTF8.self), line: line))
            index += 1
        }
        return tokens
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// A string literal from its first byte (`#`s, then one or three quotes) to its end.
    private static func string(_ bytes: [UInt8], _ index: inout Int, _ line: inout Int) -> ManifestToken {
        let startLine = line
        var hashes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            return ManifestToken(kind: .other, text: "#", line: startLine)
        }
        let quote = UInt8(ascii: "\"")
        let isMultiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        index += isMultiline ? 3 : 1
        var value: [UInt8] = []
        var computed = false
        while index < bytes.count {
            let byte = bytes[index]
            // The closing quotes, with as many `#`s as the opening.
            let quotes = isMultiline ? 3 : 1
            if byte == quote, index + quotes - 1 < bytes.count, (0..<quotes).allSatisfy({ bytes[index + $0] == quote }) {
                var end = index + quotes
                var closing = 0
                while closing < hashes, end < bytes.count, bytes[end] == UInt8(ascii: "#") { closing += 1; end += 1 }
                if closing == hashes {
                    index = end
                    return ManifestToken(kind: computed ? .computedString : .string, text: String(decoding: value, as: UTF8.self), line: startLine)
                }
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                if !isMultiline { break }
            }
            if byte == UInt8(ascii: "\\") {
                // An escape only with as many `#`s after the backslash as the literal has.
                var end = index + 1
                var seen = 0
                while seen < hashes, end < bytes.count, bytes[end] == UInt8(ascii: "#") { seen += 1; end += 1 }
                if seen == hashes, end < bytes.count {
                    let escaped = bytes[end]
                    if escaped == UInt8(ascii: "(") { computed = true }
                    switch escaped {
                    case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                    default: value.append(escaped)
                    }
                    index = end + 1
                    continue
                }
            }
            value.append(byte)
            index += 1
        }
        // Never closed: what follows is not code either.
        return ManifestToken(kind: .other, text: "\"", line: startLine)
    }
}

/// Reads the `Package(…)` call's `targets:` and `products:` from a manifest's tokens.
struct ManifestReader {
    struct Failure: Error {
        var line: Int
        var reason: String
    }

    let tokens: [ManifestToken]
    let folder: String
    private var index = 0

    init(tokens: [ManifestToken], folder: String) {
        self.tokens = tokens
        self.folder = folder
    }

    private var current: ManifestToken? { index < tokens.count ? tokens[index] : nil }
    private var line: Int { current?.line ?? tokens.last?.line ?? 1 }

    private func isPunctuation(_ text: String, at position: Int) -> Bool {
        position < tokens.count && tokens[position].kind == .punctuation && tokens[position].text == text
    }

    private mutating func expect(_ text: String, _ what: String) throws(Failure) {
        guard isPunctuation(text, at: index) else { throw Failure(line: line, reason: "expected \(what)") }
        index += 1
    }

    mutating func read() throws(Failure) -> (targets: [PackageManifest.Target], products: [String: [String]]) {
        // Targets changed after the call (`package.targets.append`, `targets +=`) are not in it.
        for position in tokens.indices where tokens[position].kind == .identifier && tokens[position].text == "targets" {
            if position > 0, isPunctuation(".", at: position - 1) {
                throw Failure(line: tokens[position].line, reason: "the targets are changed after the Package(…) call")
            }
        }
        guard let call = tokens.indices.first(where: { tokens[$0].kind == .identifier && tokens[$0].text == "Package" && isPunctuation("(", at: $0 + 1) }) else {
            throw Failure(line: 1, reason: "no Package(…) call")
        }
        index = call + 2
        var targets: [PackageManifest.Target]?
        var products: [String: [String]] = [:]
        // The call's arguments, label by label, at its own depth.
        while let token = current, !isPunctuation(")", at: index) {
            if token.kind == .identifier, isPunctuation(":", at: index + 1) {
                index += 2
                if token.text == "targets" {
                    let start = current?.line ?? token.line
                    guard isPunctuation("[", at: index) else { throw Failure(line: start, reason: "'targets:' is not a literal list") }
                    targets = try targetList()
                    if let next = current, next.kind != .punctuation || (next.text != "," && next.text != ")") {
                        throw Failure(line: next.line, reason: "'targets:' is more than a literal list")
                    }
                    continue
                }
                if token.text == "products", isPunctuation("[", at: index) {
                    let saved = index
                    if let read = try? productList() { products = read } else { index = saved; try skipValue() }
                    continue
                }
            }
            try skipValue()
            if isPunctuation(",", at: index) { index += 1 }
        }
        guard let targets else { throw Failure(line: tokens[call].line, reason: "the Package(…) call has no literal 'targets:' list") }
        return (targets, products)
    }

    /// Skips one argument's value: to the next `,` or `)` at this depth.
    private mutating func skipValue() throws(Failure) {
        var depth = 0
        while let token = current {
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    if depth == 0 {
                        if token.text == ")" { return }
                        throw Failure(line: token.line, reason: "an unbalanced '\(token.text)'")
                    }
                    depth -= 1
                case ",":
                    if depth == 0 { return }
                default: break
                }
            }
            index += 1
        }
        throw Failure(line: line, reason: "the Package(…) call is never closed")
    }

    private mutating func targetList() throws(Failure) -> [PackageManifest.Target] {
        try expect("[", "'['")
        var targets: [PackageManifest.Target] = []
        while !isPunctuation("]", at: index) {
            guard isPunctuation(".", at: index), let kindToken = tokens[safe: index + 1], kindToken.kind == .identifier, isPunctuation("(", at: index + 2) else {
                throw Failure(line: line, reason: "a target that is not written as .target(…)")
            }
            index += 3
            let arguments = try callArguments()
            if let target = try target(kind: kindToken.text, arguments: arguments, line: kindToken.line) { targets.append(target) }
            if isPunctuation(",", at: index) { index += 1 } else if !isPunctuation("]", at: index) {
                throw Failure(line: line, reason: "expected ',' or ']' in the targets")
            }
        }
        index += 1
        return targets
    }

    private mutating func productList() throws(Failure) -> [String: [String]] {
        try expect("[", "'['")
        var products: [String: [String]] = [:]
        while !isPunctuation("]", at: index) {
            guard isPunctuation(".", at: index), isPunctuation("(", at: index + 2) else { throw Failure(line: line, reason: "a product not written as .library(…)") }
            index += 3
            let arguments = try callArguments()
            if let name = try arguments["name"].map(literal) { products[name] = try arguments["targets"].map(literals) ?? [] }
            if isPunctuation(",", at: index) { index += 1 }
        }
        index += 1
        return products
    }

    /// A call's labelled arguments, each as its tokens, after the `(`, up to and past the `)`.
    private mutating func callArguments() throws(Failure) -> [String: ArraySlice<ManifestToken>] {
        var arguments: [String: ArraySlice<ManifestToken>] = [:]
        while !isPunctuation(")", at: index) {
            guard let label = current else { throw Failure(line: line, reason: "a call that is never closed") }
            var name = ""
            if label.kind == .identifier, isPunctuation(":", at: index + 1) {
                name = label.text
                index += 2
            }
            let start = index
            try skipValue()
            arguments[name] = tokens[start..<index]
            if isPunctuation(",", at: index) { index += 1 }
        }
        index += 1
        return arguments
    }

    private func literal(_ value: ArraySlice<ManifestToken>) throws(Failure) -> String {
        guard value.count == 1, let token = value.first, token.kind == .string else {
            throw Failure(line: value.first?.line ?? line, reason: "a value that is not a string literal")
        }
        return token.text
    }

    /// `["a", "b"]`
    private func literals(_ value: ArraySlice<ManifestToken>) throws(Failure) -> [String] {
        guard let first = value.first, first.kind == .punctuation, first.text == "[", let last = value.last, last.text == "]" else {
            throw Failure(line: value.first?.line ?? line, reason: "a list that is not a literal")
        }
        var strings: [String] = []
        for token in value.dropFirst().dropLast() {
            switch token.kind {
            case .string: strings.append(token.text)
            case .punctuation where token.text == ",": continue
            default: throw Failure(line: token.line, reason: "a list that is not of string literals")
            }
        }
        return strings
    }

    /// `["A", .target(name: "B"), .product(name: "C", package: "d"), .byName(name: "E")]`:
    /// the names, with any `condition:`.
    private func dependencyNames(_ value: ArraySlice<ManifestToken>) throws(Failure) -> [String] {
        guard let first = value.first, first.text == "[", value.last?.text == "]" else {
            throw Failure(line: value.first?.line ?? line, reason: "dependencies that are not a literal list")
        }
        var names: [String] = []
        var depth = 0
        var position = value.startIndex + 1
        while position < value.endIndex - 1 {
            let token = value[position]
            if token.kind == .punctuation {
                if "([{".contains(token.text) { depth += 1 }
                if ")]}".contains(token.text) { depth -= 1 }
            }
            if depth == 0, token.kind == .string {
                names.append(token.text)
            } else if depth == 1, token.kind == .identifier, token.text == "name", position + 2 < value.endIndex,
                      value[position + 1].text == ":", value[position + 2].kind == .string {
                names.append(value[position + 2].text)
            } else if depth == 0, token.kind != .punctuation, token.kind != .string {
                // `.target(…)`, `.product(…)`: the identifier after the dot; anything else is computed.
                let previous = value[position - 1]
                guard token.kind == .identifier, previous.text == "." else {
                    throw Failure(line: token.line, reason: "a dependency that is not a literal")
                }
            } else if depth == 0, token.kind == .computedString {
                throw Failure(line: token.line, reason: "a dependency named by an interpolated string")
            }
            position += 1
        }
        return names
    }

    private func target(kind: String, arguments: [String: ArraySlice<ManifestToken>], line: Int) throws(Failure) -> PackageManifest.Target? {
        guard let nameValue = arguments["name"] else { throw Failure(line: line, reason: "a target with no name") }
        let name = try literal(nameValue)
        // Binary and system library targets have no Swift sources of the package.
        guard ["target", "executableTarget", "testTarget", "macro", "plugin"].contains(kind) else { return nil }
        // SwiftPM looks for a target in the first of its predefined folders the package has:
        // a package of `Source/Browser/` is no package of no files.
        let folders = kind == "testTarget" ? ["Tests", "Sources", "Source", "src", "srcs"] : (kind == "plugin" ? ["Plugins"] : ["Sources", "Source", "src", "srcs"])
        let defaultFolder = folders.first { System.kind(of: ProjectPath.join(folder, $0)) == .folder } ?? folders[0]
        let relative = try arguments["path"].map(literal) ?? defaultFolder + "/" + name
        let path = System.standardized(ProjectPath.join(folder, relative), workingDirectory: "/")
        let sources = try arguments["sources"].map(literals)?.map { System.standardized(ProjectPath.join(path, $0), workingDirectory: "/") }
        let exclude = try (arguments["exclude"].map(literals) ?? []).map { System.standardized(ProjectPath.join(path, $0), workingDirectory: "/") }
        let dependencies = try arguments["dependencies"].map(dependencyNames) ?? []
        return PackageManifest.Target(
            name: name, kind: kind == "testTarget" ? .test : .package, line: line, path: path,
            sources: sources, exclude: exclude, dependencies: dependencies)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { index >= 0 && index < count ? self[index] : nil }
}
