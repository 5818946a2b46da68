/// The functions of a Tuist project's `Tuist/ProjectDescriptionHelpers`, read as text, so a
/// `Project.swift` that calls them (`Project.app(name: "Shop", additionalTargets: ["Kit"])`,
/// `.feature(name: "Cart")`) can be read as the targets they make.
///
/// A call is read by putting its arguments in the function's body, as Tuist would run it, for
/// what text can say: a parameter used as a value (`name: name`) or in a string literal
/// (`"Targets/\(name)/Sources/**"`) takes the argument's text; `list.map { … }` and
/// `list.flatMap { … }` over an array literal of strings repeat the closure once per string;
/// a call to another helper in the body is read the same way. Anything else (a loop, a
/// condition, a value computed at run time) stays as written, so a target name or path built
/// from it is not a literal, and the manifest's reader says so at the call's line.
struct TuistHelpers {
    /// One `func`.
    struct Function {
        var name: String
        /// In order: the argument label (nil for `_`), the name in the body, the default's text.
        var parameters: [(label: String?, name: String, defaultValue: ArraySlice<UInt8>?)]
        /// The text between the body's braces.
        var body: ArraySlice<UInt8>
    }

    /// A parameter's argument, as far as text can say.
    enum Value {
        /// A string literal with no interpolation.
        case text(String)
        /// An array literal of such strings.
        case list([String])
        /// Anything else, as written.
        case raw(ArraySlice<UInt8>)
    }

    /// By name; of functions sharing a name (overloads), the first found.
    private(set) var functions: [String: Function] = [:]

    /// Tuist's own calls the manifest reader reads, never taken for a helper of the same name.
    static let tuistCalls: Set<String> = ["target", "project", "external", "package", "sdk", "xcframework", "glob", "init"]
    /// How deep helpers may call helpers, and how long the text read may grow: a helper that
    /// calls itself is read no further.
    static let deepest = 8
    static let longest = 1 << 20

    init() {}

    /// The helpers of the Tuist project whose manifest is in `folder` (standardized): the
    /// `.swift` files below `Tuist/ProjectDescriptionHelpers` of the nearest folder up that has one.
    init(manifestFolder folder: String) {
        var current = folder
        while true {
            let helpers = ProjectPath.join(current, "Tuist/ProjectDescriptionHelpers")
            if System.kind(of: helpers) == .folder {
                let files = (try? SourceDiscovery.swiftFiles(under: [helpers])) ?? []
                for file in files.sorted(by: { $0.location.utf8.lexicographicallyPrecedes($1.location.utf8) }) {
                    guard let bytes = System.contents(of: file.location) else { continue }
                    for function in Self.functions(in: TuistManifest.withoutComments(bytes)) where functions[function.name] == nil {
                        functions[function.name] = function
                    }
                }
                return
            }
            let parent = System.split(current).folder
            if parent == current || parent.isEmpty { return }
            current = parent
        }
    }

    /// Helpers written out in `text` (for tests).
    init(text: String) {
        for function in Self.functions(in: TuistManifest.withoutComments(Array(text.utf8))) where functions[function.name] == nil {
            functions[function.name] = function
        }
    }

    var isEmpty: Bool { functions.isEmpty }

    // MARK: Reading the functions

    /// Every `func name(…) … { … }` of the text.
    static func functions(in bytes: [UInt8]) -> [Function] {
        var found: [Function] = []
        let keyword = Array("func".utf8)
        var index = 0
        while index + keyword.count < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                index = TuistManifest.endOfString(bytes, index)
                continue
            }
            guard bytes[index] == keyword[0], bytes[index..<index + keyword.count].elementsEqual(keyword),
                  index == 0 || !TuistManifest.isWordByte(bytes[index - 1]),
                  !TuistManifest.isWordByte(bytes[index + keyword.count]) else {
                index += 1
                continue
            }
            var cursor = skipSpaces(bytes, index + keyword.count)
            let nameStart = cursor
            while cursor < bytes.count, TuistManifest.isWordByte(bytes[cursor]) { cursor += 1 }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
            cursor = skipSpaces(bytes, cursor)
            // Generic parameters, `<T>`, are passed over.
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<") {
                while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                cursor = skipSpaces(bytes, cursor + 1)
            }
            guard !name.isEmpty, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") else {
                index = cursor
                continue
            }
            let parametersEnd = TuistManifest.closing(bytes, cursor)
            let parameters = arguments(bytes[(cursor + 1)..<max(cursor + 1, parametersEnd - 1)]).compactMap(parameter)
            // The body: the first `{` after the signature (`-> [Target]`, `throws`, `where …`).
            var open = parametersEnd
            while open < bytes.count, bytes[open] != UInt8(ascii: "{") { open += 1 }
            guard open < bytes.count else { break }
            let close = TuistManifest.closing(bytes, open)
            found.append(Function(name: name, parameters: parameters, body: bytes[(open + 1)..<max(open + 1, close - 1)]))
            index = close
        }
        return found
    }

    /// `label name: Type = default`, `name: Type`, `_ name: Type`.
    private static func parameter(_ argument: (label: String?, value: ArraySlice<UInt8>)) -> (label: String?, name: String, defaultValue: ArraySlice<UInt8>?)? {
        guard let names = argument.label else { return nil }
        let words = names.split(separator: " ").map(String.init)
        guard let name = words.last, let first = words.first, words.count <= 2 else { return nil }
        var defaultValue: ArraySlice<UInt8>?
        var depth = 0
        var index = argument.value.startIndex
        while index < argument.value.endIndex {
            switch argument.value[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: "=") where depth == 0:
                defaultValue = argument.value[(index + 1)...]
                index = argument.value.endIndex - 1
            default: break
            }
            index += 1
        }
        return (first == "_" ? nil : first, name, defaultValue)
    }

    /// The top-level, comma-separated items of an argument or parameter list, each with its
    /// label (the words before a top-level `:`), if any.
    static func arguments(_ text: ArraySlice<UInt8>) -> [(label: String?, value: ArraySlice<UInt8>)] {
        var items: [(label: String?, value: ArraySlice<UInt8>)] = []
        var start = text.startIndex
        var index = text.startIndex
        var colon: Int?
        func add(_ end: Int) {
            let item = text[start..<end]
            guard item.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\t") }) else { return }
            if let colon {
                let label = String(decoding: text[start..<colon], as: UTF8.self).trimmingSpaces
                if !label.isEmpty, label.utf8.allSatisfy({ TuistManifest.isWordByte($0) || $0 == UInt8(ascii: " ") }) {
                    items.append((label, text[(colon + 1)..<end]))
                    return
                }
            }
            items.append((nil, item))
        }
        while index < text.endIndex {
            switch text[index] {
            case UInt8(ascii: "\""):
                index = TuistManifest.endOfString(text, index)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                index = TuistManifest.closing(text, index)
                continue
            case UInt8(ascii: ":") where colon == nil:
                colon = index
            case UInt8(ascii: ","):
                add(index)
                start = index + 1
                colon = nil
            default: break
            }
            index += 1
        }
        add(text.endIndex)
        return items
    }

    private static func skipSpaces(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")].contains(bytes[index]) { index += 1 }
        return index
    }

    // MARK: Reading a call

    /// A call of a helper at `index` (its name, after a `.` or at a word's start): the
    /// function, and where the call's `(` is and where it ends.
    func call(at index: Int, in bytes: [UInt8]) -> (function: Function, open: Int, end: Int)? {
        guard !functions.isEmpty, TuistManifest.isWordByte(bytes[index]), index == 0 || !TuistManifest.isWordByte(bytes[index - 1]) else { return nil }
        var end = index
        while end < bytes.count, TuistManifest.isWordByte(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "(") else { return nil }
        let name = String(decoding: bytes[index..<end], as: UTF8.self)
        guard !Self.tuistCalls.contains(name), let function = functions[name] else { return nil }
        // `func name(` is the definition, not a call.
        let before = bytes[..<index].reversed().drop { $0 == UInt8(ascii: " ") }
        if before.starts(with: Array("cnuf".utf8)) { return nil }
        return (function, end, TuistManifest.closing(bytes, end))
    }

    /// The text a call stands for: the function's body with the call's arguments in place of
    /// its parameters, the helpers it calls read in turn.
    func expand(_ function: Function, arguments text: ArraySlice<UInt8>, depth: Int = 0) -> [UInt8] {
        var bindings: [String: Value] = [:]
        var unlabeled = Self.arguments(text).filter { $0.label == nil }.map(\.value)[...]
        let labeled = Self.arguments(text).filter { $0.label != nil }
        for parameter in function.parameters {
            let argument: ArraySlice<UInt8>?
            if let label = parameter.label {
                argument = labeled.first { $0.label == label }?.value
            } else {
                argument = unlabeled.popFirst()
            }
            if let value = argument ?? parameter.defaultValue { bindings[parameter.name] = Self.value(of: value) }
        }
        return expandCalls(in: substitute(function.body, bindings: bindings), depth: depth + 1)
    }

    /// The text with every helper call in it replaced by what it stands for.
    func expandCalls(in bytes: [UInt8], depth: Int) -> [UInt8] {
        guard depth <= Self.deepest else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                let end = TuistManifest.endOfString(bytes, index)
                output += bytes[index..<end]
                index = end
            } else if let call = call(at: index, in: bytes) {
                let expanded = expand(call.function, arguments: bytes[(call.open + 1)..<max(call.open + 1, call.end - 1)], depth: depth)
                guard output.count + expanded.count <= Self.longest else { return output + bytes[index...] }
                output += [UInt8(ascii: "[")] + expanded + [UInt8(ascii: "]")]
                index = call.end
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }

    /// What an argument's text says, as far as text can.
    static func value(of text: ArraySlice<UInt8>) -> Value {
        let trimmed = String(decoding: text, as: UTF8.self).trimmingSpaces
        if let literal = literal(trimmed) { return .text(literal) }
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
            let items = arguments(Array(trimmed.utf8).dropFirst().dropLast())
            let literals = items.compactMap { $0.label == nil ? literal(String(decoding: $0.value, as: UTF8.self).trimmingSpaces) : nil }
            if literals.count == items.count { return .list(literals) }
        }
        return .raw(text)
    }

    /// The text of a string literal with no interpolation, escape or second literal.
    private static func literal(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("\""), !inner.contains("\\") else { return nil }
        return String(inner)
    }

    /// The body with each bound parameter used as a value, or interpolated in a string
    /// literal, replaced by its argument; `list.map { … }` and `list.flatMap { … }` over a
    /// bound list become an array of the closure's text once per string.
    func substitute(_ body: ArraySlice<UInt8>, bindings: [String: Value]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(body.count)
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            if byte == UInt8(ascii: "\"") {
                let end = TuistManifest.endOfString(body, index)
                output += interpolating(body[index..<end], bindings: bindings)
                index = end
                continue
            }
            let startsWord = TuistManifest.isWordByte(byte) || byte == UInt8(ascii: "$")
            guard startsWord, index == body.startIndex || !(TuistManifest.isWordByte(body[index - 1]) || body[index - 1] == UInt8(ascii: "$")) else {
                output.append(byte)
                index += 1
                continue
            }
            var end = index + 1
            while end < body.endIndex, TuistManifest.isWordByte(body[end]) { end += 1 }
            let name = String(decoding: body[index..<end], as: UTF8.self)
            let isMember = index > body.startIndex && body[index - 1] == UInt8(ascii: ".")
            var after = end
            while after < body.endIndex, body[after] == UInt8(ascii: " ") { after += 1 }
            let isLabel = after < body.endIndex && body[after] == UInt8(ascii: ":")
            guard !isMember, !isLabel, let value = bindings[name] else {
                output += body[index..<end]
                index = end
                continue
            }
            if case .list(let items) = value, let mapped = mapping(items, in: body, after: end, bindings: bindings) {
                output += mapped.text
                index = mapped.end
                continue
            }
            switch value {
            case .text(let text): output += Array("\"\(text)\"".utf8)
            case .list(let items): output += Array("[\(items.map { "\"\($0)\"" }.joined(separator: ", "))]".utf8)
            case .raw(let text): output += text
            }
            index = end
        }
        return output
    }

    /// `.map { … }`, `.flatMap({ … })` (and `compactMap`) right after a list: the closure's
    /// text once per item, `$0` (or the closure's parameter) bound to it, as an array.
    private func mapping(_ items: [String], in body: ArraySlice<UInt8>, after start: Int, bindings: [String: Value]) -> (text: [UInt8], end: Int)? {
        var index = start
        for method in [".map", ".flatMap", ".compactMap"] {
            let bytes = Array(method.utf8)
            if index + bytes.count <= body.endIndex, body[index..<index + bytes.count].elementsEqual(bytes) {
                index += bytes.count
                break
            }
            if method == ".compactMap" { return nil }
        }
        while index < body.endIndex, body[index] == UInt8(ascii: " ") { index += 1 }
        var parenthesized = false
        if index < body.endIndex, body[index] == UInt8(ascii: "(") {
            parenthesized = true
            index += 1
            while index < body.endIndex, body[index] == UInt8(ascii: " ") { index += 1 }
        }
        guard index < body.endIndex, body[index] == UInt8(ascii: "{") else { return nil }
        let close = TuistManifest.closing(body, index)
        var closure = body[(index + 1)..<max(index + 1, close - 1)]
        var parameter = "$0"
        // `{ name in … }`
        let words = String(decoding: closure.prefix(64), as: UTF8.self).trimmingSpaces.split(separator: " ", maxSplits: 2)
        if words.count >= 2, words[1] == "in" || words[1].hasPrefix("in\n"), words[0].utf8.allSatisfy(TuistManifest.isWordByte),
           let range = closure.firstRange(of: Array(" in".utf8)) {
            parameter = String(words[0])
            closure = closure[range.upperBound...]
        }
        var end = close
        if parenthesized {
            while end < body.endIndex, body[end] == UInt8(ascii: " ") { end += 1 }
            guard end < body.endIndex, body[end] == UInt8(ascii: ")") else { return nil }
            end += 1
        }
        var text = Array("[".utf8)
        for (position, item) in items.enumerated() {
            var itemBindings = bindings
            itemBindings[parameter] = .text(item)
            if position > 0 { text += Array(", ".utf8) }
            text += substitute(closure, bindings: itemBindings)
        }
        text += Array("]".utf8)
        return (text, end)
    }

    /// A string literal with each `\(name)` of a bound string replaced by the string.
    private func interpolating(_ literal: ArraySlice<UInt8>, bindings: [String: Value]) -> [UInt8] {
        var output: [UInt8] = []
        var index = literal.startIndex
        while index < literal.endIndex {
            if literal[index] == UInt8(ascii: "\\"), index + 1 < literal.endIndex, literal[index + 1] == UInt8(ascii: "(") {
                let close = TuistManifest.closing(literal, index + 1)
                let name = String(decoding: literal[(index + 2)..<max(index + 2, close - 1)], as: UTF8.self).trimmingSpaces
                if case .text(let text)? = bindings[name] {
                    output += Array(text.utf8)
                    index = close
                    continue
                }
                output += literal[index..<close]
                index = close
                continue
            }
            output.append(literal[index])
            index += 1
        }
        return output
    }
}
