/// The functions of a Tuist project's `Tuist/ProjectDescriptionHelpers`, read as text, so a
/// `Project.swift` that calls them (`Project.app(name: "Shop", additionalTargets: ["Kit"])`,
/// `.feature(name: "Cart")`) can be read as the targets they make.
///
/// A call is read by putting its arguments in the function's body, as Tuist would run it, for
/// what text can say: a parameter used as a value (`name: name`) or in a string literal
/// (`"Targets/\(name)/Sources/**"`) takes the argument's text; `list.map { … }` and
/// `list.flatMap { … }` over an array literal of strings repeat the closure once per string;
/// a call to another helper in the body is read the same way; `if options.contains(.tests)`
/// over a parameter listing its members keeps the branch Tuist would take. Anything else (a
/// loop, another condition, a value computed at run time) stays as written, so a target name or path built
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
            var cursor = skipSpaces(bytes[...], from: index + keyword.count)
            let nameStart = cursor
            while cursor < bytes.count, TuistManifest.isWordByte(bytes[cursor]) { cursor += 1 }
            let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
            cursor = skipSpaces(bytes[...], from: cursor)
            // Generic parameters, `<T>`, are passed over.
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<") {
                while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                cursor = skipSpaces(bytes[...], from: cursor + 1)
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

    /// Where the spaces, tabs and line breaks from `start` on end.
    private static func skipSpaces(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.endIndex, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")].contains(bytes[index]) { index += 1 }
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
        // A method of a value (`dependency.targetDependencies()`, often a `switch self`): which
        // value is known only when Tuist runs, and every branch is not what it makes.
        if index >= 2, bytes[index - 1] == UInt8(ascii: "."), let receiver = bytes[..<(index - 1)].last,
           receiver == UInt8(ascii: ")") || receiver == UInt8(ascii: "]") || (TuistManifest.isWordByte(receiver) && {
               var start = index - 2
               while start > 0, TuistManifest.isWordByte(bytes[start - 1]) { start -= 1 }
               return !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start])
           }()) {
            return nil
        }
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
        return expandCalls(in: Self.inliningLists(substitute(function.body, bindings: bindings)), depth: depth + 1)
    }

    /// The text with each use of a local array built in the body (`var dependencies = […]`,
    /// then `dependencies.append(…)` and `.append(contentsOf: …)`) replaced by everything put
    /// in it, so `dependencies: dependencies` names them: the order of statements is not
    /// followed, every append counts.
    static func inliningLists(_ bytes: [UInt8]) -> [UInt8] {
        var (contents, declared) = declaredLists(in: bytes)
        guard !contents.isEmpty else { return bytes }
        addAppends(in: bytes, to: &contents)
        let append = Array(".append(".utf8)
        return rewriting(bytes) { index, output in
            if let end = declared[index] {
                output += bytes[index..<end]
                return end
            }
            guard let (name, end) = word(at: index, in: bytes), let parts = contents[name],
                  index == 0 || bytes[index - 1] != UInt8(ascii: "."),
                  !(end + append.count <= bytes.count && bytes[end..<end + append.count].elementsEqual(append)),
                  !(end < bytes.count && bytes[end] == UInt8(ascii: ":")) else { return nil }
            output += Array("[".utf8)
            for (position, part) in parts.enumerated() {
                if position > 0 { output += Array(", ".utf8) }
                output += part
            }
            output += Array("]".utf8)
            return end
        }
    }

    /// `bytes` rewritten left to right: string literals are copied as written; at any other
    /// index `rewrite` either appends what stands there instead and says where to go on, or
    /// returns nil and the byte is copied.
    private static func rewriting(_ bytes: [UInt8], _ rewrite: (Int, inout [UInt8]) -> Int?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                let end = TuistManifest.endOfString(bytes, index)
                output += bytes[index..<end]
                index = end
            } else if let next = rewrite(index, &output) {
                index = next
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }

    /// The word starting at `index`, and where it ends; nil inside a word or off one.
    private static func word(at index: Int, in bytes: [UInt8]) -> (String, Int)? {
        guard index < bytes.count, TuistManifest.isWordByte(bytes[index]), index == 0 || !TuistManifest.isWordByte(bytes[index - 1]) else { return nil }
        var end = index
        while end < bytes.count, TuistManifest.isWordByte(bytes[end]) { end += 1 }
        return (String(decoding: bytes[index..<end], as: UTF8.self), end)
    }

    /// Each `var name: [T] = […]` (or `let`): the list's first contents, and where each
    /// declaration's name is (start → end), to be left as written.
    private static func declaredLists(in bytes: [UInt8]) -> (contents: [String: [ArraySlice<UInt8>]], declared: [Int: Int]) {
        var contents: [String: [ArraySlice<UInt8>]] = [:]
        var declared: [Int: Int] = [:]
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                index = TuistManifest.endOfString(bytes, index)
                continue
            }
            guard let (keyword, afterKeyword) = word(at: index, in: bytes), keyword == "var" || keyword == "let",
                  let (name, afterName) = word(at: skipSpaces(bytes[...], from: afterKeyword), in: bytes) else {
                index += 1
                continue
            }
            var equals = afterName
            while equals < bytes.count, bytes[equals] != UInt8(ascii: "="), bytes[equals] != UInt8(ascii: "\n") {
                if bytes[equals] == UInt8(ascii: "[") || bytes[equals] == UInt8(ascii: "(") { equals = TuistManifest.closing(bytes, equals) } else { equals += 1 }
            }
            let open = skipSpaces(bytes[...], from: equals + 1)
            guard equals < bytes.count, bytes[equals] == UInt8(ascii: "="), open < bytes.count, bytes[open] == UInt8(ascii: "[") else {
                index = afterName
                continue
            }
            let close = TuistManifest.closing(bytes, open)
            contents[name, default: []].append(bytes[open..<close])
            declared[afterKeyword] = afterName
            index = close
        }
        return (contents, declared)
    }

    /// What `name.append(…)` and `name.append(contentsOf: …)` put in each list, anywhere.
    private static func addAppends(in bytes: [UInt8], to contents: inout [String: [ArraySlice<UInt8>]]) {
        let append = Array(".append(".utf8)
        let label = Array("contentsOf:".utf8)
        var index = 0
        while index < bytes.count {
            if let (name, end) = word(at: index, in: bytes), contents[name] != nil, end + append.count <= bytes.count,
               bytes[end..<end + append.count].elementsEqual(append) {
                let close = TuistManifest.closing(bytes, end + append.count - 1)
                var argument = bytes[(end + append.count)..<max(end + append.count, close - 1)]
                let trimmed = skipSpaces(argument, from: argument.startIndex)
                if trimmed + label.count <= argument.endIndex, argument[trimmed..<trimmed + label.count].elementsEqual(label) {
                    argument = argument[(trimmed + label.count)...]
                }
                contents[name]!.append(argument)
                index = close
                continue
            }
            index += 1
        }
    }

    /// The text with every helper call in it replaced by what it stands for.
    func expandCalls(in bytes: [UInt8], depth: Int) -> [UInt8] {
        guard depth <= Self.deepest else { return bytes }
        return Self.rewriting(bytes) { index, output in
            guard let call = call(at: index, in: bytes) else { return nil }
            let expanded = expand(call.function, arguments: bytes[(call.open + 1)..<max(call.open + 1, call.end - 1)], depth: depth)
            // Past the longest text read, the rest stays as written.
            guard output.count + expanded.count <= Self.longest else {
                output += bytes[index...]
                return bytes.count
            }
            output += [UInt8(ascii: "[")] + expanded + [UInt8(ascii: "]")]
            return call.end
        }
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
            if name == "if", let condition = condition(in: body, after: end, bindings: bindings) {
                output += substitute(condition.kept, bindings: bindings)
                index = condition.end
                continue
            }
            if name == "for", let loop = loop(in: body, after: end, bindings: bindings) {
                output += loop.text
                index = loop.end
                continue
            }
            let isMember = index > body.startIndex && body[index - 1] == UInt8(ascii: ".")
            var after = end
            while after < body.endIndex, body[after] == UInt8(ascii: " ") { after += 1 }
            let isLabel = after < body.endIndex && body[after] == UInt8(ascii: ":")
            guard !isMember, !isLabel, let value = bindings[name] else {
                output += body[index..<end]
                index = end
                continue
            }
            if case .raw(let argument) = value, let choice = choice(in: body, after: end, argument: argument) {
                output += substitute(choice.kept, bindings: bindings)
                index = choice.end
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

    /// `if name.contains(.member) { … } else { … }` where `name` is a parameter whose argument
    /// lists its members (`Set([.framework, .tests])`, the default if the call gives none): the
    /// branch Tuist would take, and where the statement ends. Nil where text cannot say.
    private func condition(in body: ArraySlice<UInt8>, after start: Int, bindings: [String: Value]) -> (kept: ArraySlice<UInt8>, end: Int)? {
        var index = Self.skipSpaces(body, from: start)
        let nameStart = index
        while index < body.endIndex, TuistManifest.isWordByte(body[index]) { index += 1 }
        let name = String(decoding: body[nameStart..<index], as: UTF8.self)
        guard case .raw(let argument)? = bindings[name], let test = Self.containsTest(in: body, at: index) else { return nil }
        index = Self.skipSpaces(body, from: test.end)
        guard index < body.endIndex, body[index] == UInt8(ascii: "{") else { return nil }
        let members = Self.members(of: argument)
        guard !members.isEmpty else { return nil }
        let close = TuistManifest.closing(body, index)
        let then = body[(index + 1)..<max(index + 1, close - 1)]
        var end = close
        var otherwise = body[close..<close]
        let elseStart = Self.skipSpaces(body, from: close)
        let keyword = Array("else".utf8)
        if elseStart + keyword.count < body.endIndex, body[elseStart..<elseStart + keyword.count].elementsEqual(keyword) {
            let open = Self.skipSpaces(body, from: elseStart + keyword.count)
            guard open < body.endIndex, body[open] == UInt8(ascii: "{") else { return nil }
            end = TuistManifest.closing(body, open)
            otherwise = body[(open + 1)..<max(open + 1, end - 1)]
        }
        return (members.contains(test.member) ? then : otherwise, end)
    }

    /// `.contains(.member)` at `index`: the member, and where the test ends.
    private static func containsTest(in body: ArraySlice<UInt8>, at start: Int) -> (member: [UInt8], end: Int)? {
        let call = Array(".contains(.".utf8)
        guard start + call.count < body.endIndex, body[start..<start + call.count].elementsEqual(call) else { return nil }
        var index = start + call.count
        let memberStart = index
        while index < body.endIndex, TuistManifest.isWordByte(body[index]) { index += 1 }
        let member = Array(body[memberStart..<index])
        guard !member.isEmpty, index < body.endIndex, body[index] == UInt8(ascii: ")") else { return nil }
        return (member, index + 1)
    }

    /// The members an argument lists, `.name` each (`Set([.framework, .tests])`); none for an
    /// argument computed otherwise.
    static func members(of argument: ArraySlice<UInt8>) -> [[UInt8]] {
        var members: [[UInt8]] = []
        var cursor = argument.startIndex
        while cursor < argument.endIndex {
            if argument[cursor] == UInt8(ascii: "."), cursor + 1 < argument.endIndex, TuistManifest.isWordByte(argument[cursor + 1]),
               cursor == argument.startIndex || !TuistManifest.isWordByte(argument[cursor - 1]) {
                var end = cursor + 1
                while end < argument.endIndex, TuistManifest.isWordByte(argument[end]) { end += 1 }
                // `Set([…])`'s own words are no members: only those before `,` or `]`.
                let after = argument[end...].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
                if after == UInt8(ascii: ",") || after == UInt8(ascii: "]") { members.append(Array(argument[(cursor + 1)..<end])) }
                cursor = end
                continue
            }
            cursor += 1
        }
        return members
    }

    /// `name.contains(.member) ? [A] : [B]` right after a bound `name` whose argument lists its
    /// members: the array Tuist would take, and where the expression ends.
    private func choice(in body: ArraySlice<UInt8>, after start: Int, argument: ArraySlice<UInt8>) -> (kept: ArraySlice<UInt8>, end: Int)? {
        guard let test = Self.containsTest(in: body, at: start) else { return nil }
        let index = Self.skipSpaces(body, from: test.end)
        guard index < body.endIndex, body[index] == UInt8(ascii: "?") else { return nil }
        let thenStart = Self.skipSpaces(body, from: index + 1)
        guard thenStart < body.endIndex, body[thenStart] == UInt8(ascii: "[") else { return nil }
        let thenEnd = TuistManifest.closing(body, thenStart)
        let colon = Self.skipSpaces(body, from: thenEnd)
        guard colon < body.endIndex, body[colon] == UInt8(ascii: ":") else { return nil }
        let elseStart = Self.skipSpaces(body, from: colon + 1)
        guard elseStart < body.endIndex, body[elseStart] == UInt8(ascii: "[") else { return nil }
        let elseEnd = TuistManifest.closing(body, elseStart)
        let members = Self.members(of: argument)
        guard !members.isEmpty else { return nil }
        return (members.contains(test.member) ? body[thenStart..<thenEnd] : body[elseStart..<elseEnd], elseEnd)
    }

    /// `for name in list { … }` over a bound list of strings: the body once per string.
    private func loop(in body: ArraySlice<UInt8>, after start: Int, bindings: [String: Value]) -> (text: [UInt8], end: Int)? {
        func word(_ index: Int) -> (String, Int) {
            let start = Self.skipSpaces(body, from: index)
            var index = start
            while index < body.endIndex, TuistManifest.isWordByte(body[index]) { index += 1 }
            return (String(decoding: body[start..<index], as: UTF8.self), index)
        }
        let (name, afterName) = word(start)
        let (keyword, afterIn) = word(afterName)
        let (list, afterList) = word(afterIn)
        guard !name.isEmpty, keyword == "in", case .list(let items)? = bindings[list] else { return nil }
        var open = afterList
        while open < body.endIndex, body[open] == UInt8(ascii: " ") { open += 1 }
        guard open < body.endIndex, body[open] == UInt8(ascii: "{") else { return nil }
        let close = TuistManifest.closing(body, open)
        let loopBody = body[(open + 1)..<max(open + 1, close - 1)]
        var text: [UInt8] = []
        for item in items {
            var itemBindings = bindings
            itemBindings[name] = .text(item)
            text += substitute(loopBody, bindings: itemBindings) + [UInt8(ascii: "\n")]
        }
        return (text, close)
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
