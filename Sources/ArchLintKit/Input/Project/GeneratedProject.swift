/// Projects a generator writes from a description kept in the repository — XcodeGen's
/// `project.yml`, Tuist's `Project.swift` — whose `.xcodeproj` is not checked in. Each is read
/// statically, as the targets it declares: their names, product types, source folders and files
/// (with their exclusions) and the targets and products they depend on, so the modules are the
/// ones the generator will make. A description a generator must run to know its targets (Tuist
/// helpers that build targets in code, a target name that is not a literal) is a warning, and
/// its folder keeps the layout rule. Where the generated `.xcodeproj` is found beside it, that
/// project is read instead: it is what Xcode builds.
enum GeneratedProject {
    /// The names of Tuist's manifests (`Tuist.swift` configures Tuist itself).
    static let tuistManifests = ["Project.swift", "Workspace.swift", "Tuist.swift"]

    /// Whether a file found by the walk is a generator's description: `project.yml`, or one of
    /// Tuist's manifests that imports `ProjectDescription` (an app may have a `Project.swift`
    /// of its own: a model named Project).
    static func isDescription(name: String, text: () -> [UInt8]?) -> Bool {
        if name == "project.yml" { return true }
        guard tuistManifests.contains(name), let bytes = text() else { return false }
        return String(decoding: bytes.prefix(4096), as: UTF8.self).contains("import ProjectDescription")
    }

    /// The project `file` describes (paths standardized against `workingDirectory`).
    static func read(file: String, workingDirectory: String) throws(Diagnostic) -> XcodeProject {
        let location = System.standardized(file, workingDirectory: workingDirectory)
        let folder = System.split(location).folder
        guard let bytes = System.contents(of: location) else {
            throw Diagnostic.buildDescription(file: file, line: 1, message: "cannot read the project description; its files keep the Sources/<Module>/ layout")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if file.hasSuffix(".yml") {
            return try XcodeGenSpec.project(text, file: file, folder: folder)
        }
        return try TuistManifest.project(text, file: file, folder: folder, helpers: TuistHelpers(manifestFolder: folder))
    }

    /// A source path of a description as a file or a folder: a glob (`Sources/**`,
    /// `App/**/*.swift`) is the folder before its first wildcard.
    /// `excluded` paths are relative to `excludedFrom` (Tuist: the manifest's folder), else to
    /// the source's own folder (XcodeGen).
    static func source(_ path: String, in folder: String, target: inout XcodeTarget, excluded: [String] = [], excludedFrom: String? = nil) {
        var components: [Substring] = []
        var isGlob = false
        for component in path.split(separator: "/") {
            if component.contains(where: { "*?{[".contains($0) }) {
                isGlob = true
                break
            }
            components.append(component)
        }
        let joined = ProjectPath.join(folder, components.joined(separator: "/"))
        let standardized = System.standardized(joined, workingDirectory: folder)
        if !isGlob, standardized.hasSuffix(".swift") {
            target.sourceFiles.append(standardized)
            return
        }
        let root = standardized
        let exclusions = excluded.compactMap { exclusion -> String? in
            var kept: [Substring] = []
            for component in exclusion.split(separator: "/") {
                if component.contains(where: { "*?{[".contains($0) }) { break }
                kept.append(component)
            }
            guard !kept.isEmpty else { return nil }
            let base = excludedFrom ?? root
            return System.standardized(ProjectPath.join(base, kept.joined(separator: "/")), workingDirectory: base)
        }
        target.synchronizedFolders.append(XcodeProject.SynchronizedFolder(path: root, excluded: exclusions))
    }

    static func target(name: String, moduleName: String?, productType: String, line: Int) -> XcodeTarget {
        XcodeTarget(
            name: name, moduleName: ProjectPath.moduleName(moduleName ?? name), productType: productType,
            kind: ModuleKind(productType: productType), line: line, sourceFiles: [], synchronizedFolders: [],
            dependencies: [], linkedFrameworks: [])
    }
}

// MARK: - XcodeGen

/// XcodeGen's `project.yml`: `targets:` maps each target's name to its `type`, `sources` (a path,
/// or a list of paths and `{path, excludes}`) and `dependencies` (`- target: Name`,
/// `- package: Name`, `- framework: Name.framework`); `packages:` names local packages by `path`.
enum XcodeGenSpec {
    static func project(_ text: String, file: String, folder: String) throws(Diagnostic) -> XcodeProject {
        let root: YAML
        do {
            root = try YAML.parse(text)
        } catch {
            throw Diagnostic.buildDescription(file: file, line: error.line, message: "cannot read the XcodeGen spec (\(error.message)); its files keep the Sources/<Module>/ layout")
        }
        guard let targets = root["targets"]?.entries else {
            throw Diagnostic.buildDescription(file: file, line: 1, message: "the XcodeGen spec declares no targets here (an 'include:' or a template may); its files keep the Sources/<Module>/ layout")
        }
        var project = XcodeProject(file: file, targets: [], localPackages: [])
        for entry in targets {
            let spec = withTemplates(entry.value, target: entry.key, templates: root["targetTemplates"])
            let type = spec["type"]?.scalar ?? "application"
            let settings = spec["settings"]?["base"] ?? spec["settings"]
            let moduleName = settings?["PRODUCT_MODULE_NAME"]?.scalar ?? spec["productName"]?.scalar ?? settings?["PRODUCT_NAME"]?.scalar
            var target = GeneratedProject.target(name: entry.key, moduleName: moduleName, productType: type, line: entry.line)
            let sources = spec["sources"].map { $0.items ?? [$0] } ?? []
            for source in sources {
                if let path = source.scalar {
                    GeneratedProject.source(path, in: folder, target: &target)
                } else if let path = source["path"]?.scalar {
                    let excludes = (source["excludes"]?.items ?? []).compactMap(\.scalar)
                    GeneratedProject.source(path, in: folder, target: &target, excluded: excludes)
                }
            }
            for dependency in spec["dependencies"]?.items ?? [] {
                if let name = dependency["target"]?.scalar {
                    // `Project/Target` names a target of another project: the module is the target's.
                    target.dependencies.append(String(name.split(separator: "/").last ?? Substring(name)))
                } else if let name = dependency["package"]?.scalar {
                    target.dependencies.append(dependency["product"]?.scalar ?? name)
                } else if let name = dependency["framework"]?.scalar ?? dependency["carthage"]?.scalar {
                    let base = String(name.split(separator: "/").last ?? Substring(name))
                    target.linkedFrameworks.append(base.hasSuffix(".framework") ? String(base.dropLast(".framework".count)) : base)
                }
            }
            project.targets.append(target)
        }
        for entry in root["packages"]?.entries ?? [] {
            if let path = entry.value["path"]?.scalar {
                project.localPackages.append(System.standardized(ProjectPath.join(folder, path), workingDirectory: folder))
            }
        }
        return project
    }

    /// A target's spec with the `targetTemplates` its `templates:` name merged under it, as
    /// XcodeGen does: templates in order (each with its own templates first), then the target;
    /// mappings merged key by key, lists appended, a scalar the later one; `${target_name}` and
    /// `$target_name` the target's name. A template naming itself is read no deeper.
    static func withTemplates(_ spec: YAML, target: String, templates: YAML?, depth: Int = 0) -> YAML {
        guard let names = spec["templates"]?.items?.compactMap(\.scalar), !names.isEmpty, let templates, depth < 8 else {
            return spec
        }
        var merged = YAML.map([])
        for name in names {
            guard let template = templates[name] else { continue }
            merged = merged.merging(withTemplates(template, target: target, templates: templates, depth: depth + 1))
        }
        merged = merged.merging(spec)
        return depth == 0 ? merged.replacing(["${target_name}", "$target_name"], with: target) : merged
    }
}

/// The part of YAML a project spec uses: block mappings and sequences by indentation, flow
/// sequences and mappings (`[a, b]`, `{path: A}`), plain and quoted scalars, comments. Block
/// scalars (`|`, `>`) and anchors are read as text; nothing else is needed to find targets.
indirect enum YAML {
    case scalar(String)
    case list([YAML])
    case map([(key: String, value: YAML, line: Int)])

    struct Failure: Error {
        var line: Int
        var message: String
    }

    var scalar: String? { if case .scalar(let text) = self { return text } else { return nil } }
    var items: [YAML]? { if case .list(let items) = self { return items } else { return nil } }
    var entries: [(key: String, value: YAML, line: Int)]? { if case .map(let entries) = self { return entries } else { return nil } }
    subscript(key: String) -> YAML? { entries?.first { $0.key == key }?.value }

    /// `other` laid over this node: mappings key by key, lists one after the other, else `other`.
    func merging(_ other: YAML) -> YAML {
        switch (self, other) {
        case (.map(var entries), .map(let over)):
            for entry in over {
                if let index = entries.firstIndex(where: { $0.key == entry.key }) {
                    entries[index].value = entries[index].value.merging(entry.value)
                } else {
                    entries.append(entry)
                }
            }
            return .map(entries)
        case (.list(let items), .list(let more)): return .list(items + more)
        default: return other
        }
    }

    /// Every scalar with each of `names` replaced by `value`.
    func replacing(_ names: [String], with value: String) -> YAML {
        switch self {
        case .scalar(var text):
            for name in names where text.contains(name) { text = text.replacing(name, with: value) }
            return .scalar(text)
        case .list(let items): return .list(items.map { $0.replacing(names, with: value) })
        case .map(let entries): return .map(entries.map { ($0.key, $0.value.replacing(names, with: value), $0.line) })
        }
    }

    private struct Line {
        var number: Int
        var indent: Int
        var text: Substring
    }

    static func parse(_ text: String) throws(Failure) -> YAML {
        var lines: [Line] = []
        var blockIndent: Int?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let indent = line.prefix { $0 == " " }.count
            let content = withoutComment(line.dropFirst(indent))
            if let block = blockIndent {
                // The lines of a block scalar (`key: |`) are text, however they look.
                if content.isEmpty || indent > block { continue }
                blockIndent = nil
            }
            if content.isEmpty || content == "---" || content.hasPrefix("%") { continue }
            lines.append(Line(number: index + 1, indent: indent, text: content))
            if content.hasSuffix("|") || content.hasSuffix(">") || content.hasSuffix("|-") || content.hasSuffix(">-") { blockIndent = indent }
        }
        var position = 0
        guard !lines.isEmpty else { return .map([]) }
        return try block(lines, &position, indent: lines[0].indent)
    }

    private static func withoutComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" || index == text.startIndex { quote = character }
            } else if character == "#", previous == " " || index == text.startIndex {
                return trimmed(text[..<index])
            }
            previous = character
        }
        return trimmed(text)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        return text
    }

    private static func isItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

    /// The node whose lines start at `position`, indented `indent`.
    private static func block(_ lines: [Line], _ position: inout Int, indent: Int) throws(Failure) -> YAML {
        if isItem(lines[position].text) {
            var items: [YAML] = []
            while position < lines.count, lines[position].indent == indent, isItem(lines[position].text) {
                let line = lines[position]
                let rest = trimmed(line.text.dropFirst())
                position += 1
                if rest.isEmpty {
                    items.append(position < lines.count && lines[position].indent > indent ? try block(lines, &position, indent: lines[position].indent) : .scalar(""))
                } else if keyValue(rest) != nil, !rest.hasPrefix("[") && !rest.hasPrefix("{") && !rest.hasPrefix("\"") && !rest.hasPrefix("'") {
                    // `- key: value` and the keys below it: a mapping indented where `key` is.
                    let itemIndent = indent + (line.text.count - rest.count)
                    var shifted = lines
                    shifted[position - 1] = Line(number: line.number, indent: itemIndent, text: rest)
                    position -= 1
                    items.append(try mapping(shifted, &position, indent: itemIndent))
                } else {
                    items.append(try value(rest, line: line.number))
                }
            }
            return .list(items)
        }
        return try mapping(lines, &position, indent: indent)
    }

    private static func mapping(_ lines: [Line], _ position: inout Int, indent: Int) throws(Failure) -> YAML {
        var entries: [(key: String, value: YAML, line: Int)] = []
        while position < lines.count, lines[position].indent == indent, !isItem(lines[position].text) {
            let line = lines[position]
            guard let (key, rest) = keyValue(line.text) else { throw Failure(line: line.number, message: "expected 'key: value'") }
            position += 1
            if !rest.isEmpty {
                entries.append((key, try value(rest, line: line.number), line.number))
            } else if position < lines.count, lines[position].indent > indent || (lines[position].indent == indent && isItem(lines[position].text)) {
                entries.append((key, try block(lines, &position, indent: lines[position].indent), line.number))
            } else {
                entries.append((key, .scalar(""), line.number))
            }
        }
        if position < lines.count, lines[position].indent > indent {
            throw Failure(line: lines[position].number, message: "unexpected indentation")
        }
        return .map(entries)
    }

    /// `key: rest` (`rest` may be empty), the key unquoted; nil for a line that is no entry.
    private static func keyValue(_ text: Substring) -> (String, Substring)? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if (character == "\"" || character == "'") && index == text.startIndex {
                quote = character
            } else if character == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " {
                    return (unquoted(trimmed(text[..<index])), trimmed(text[next...]))
                }
            } else if (character == "[" || character == "{") && index == text.startIndex {
                // A flow collection; inside a plain key a bracket is text
                // (`ENABLE_HARDENED_RUNTIME[sdk=macosx*]: YES`).
                return nil
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func unquoted(_ text: Substring) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return String(text)
    }

    /// A value on the line of its key or item: a flow collection or a scalar.
    private static func value(_ text: Substring, line: Int) throws(Failure) -> YAML {
        guard text.first == "[" || text.first == "{" else { return .scalar(unquoted(text)) }
        var index = text.startIndex
        let node = try flow(text, &index, line: line)
        return node
    }

    private static func flow(_ text: Substring, _ index: inout Substring.Index, line: Int) throws(Failure) -> YAML {
        func skipSpaces() { while index < text.endIndex, text[index] == " " { index = text.index(after: index) } }
        skipSpaces()
        guard index < text.endIndex else { throw Failure(line: line, message: "unfinished flow collection") }
        let open = text[index]
        if open == "[" || open == "{" {
            let close: Character = open == "[" ? "]" : "}"
            index = text.index(after: index)
            var items: [YAML] = []
            var entries: [(key: String, value: YAML, line: Int)] = []
            while true {
                skipSpaces()
                guard index < text.endIndex else { throw Failure(line: line, message: "'\(open)' is not closed") }
                if text[index] == close {
                    index = text.index(after: index)
                    return open == "[" ? .list(items) : .map(entries)
                }
                if open == "{" {
                    let start = index
                    while index < text.endIndex, text[index] != ":" { index = text.index(after: index) }
                    guard index < text.endIndex else { throw Failure(line: line, message: "expected 'key: value' in '{…}'") }
                    let key = unquoted(trimmed(text[start..<index]))
                    index = text.index(after: index)
                    entries.append((key, try flow(text, &index, line: line), line))
                } else {
                    items.append(try flow(text, &index, line: line))
                }
                skipSpaces()
                if index < text.endIndex, text[index] == "," { index = text.index(after: index) }
            }
        }
        let start = index
        var quote: Character? = (open == "\"" || open == "'") ? open : nil
        if quote != nil { index = text.index(after: index) }
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "," || character == "]" || character == "}" {
                break
            }
            index = text.index(after: index)
        }
        return .scalar(unquoted(trimmed(text[start..<index])))
    }
}

// MARK: - Tuist

/// Tuist's `Project.swift`, read as text: each `.target(…)` or `Target(…)` call with a literal
/// `name:`, its `product:`, the string literals of its `sources:` (less `excluding:`) and its
/// `dependencies:` (`.target(name:)`, `.project(target:path:)`, `.external(name:)`,
/// `.package(product:)`). A call whose name is not a literal, or a project with no such call
/// (its targets made by helpers), cannot be read without running Tuist.
enum TuistManifest {
    static func project(_ text: String, file: String, folder: String, helpers: TuistHelpers = TuistHelpers()) throws(Diagnostic) -> XcodeProject {
        let bytes = withoutComments(Array(text.utf8))
        var project = XcodeProject(file: file, targets: [], localPackages: [])
        func lineOf(_ index: Int) -> Int { 1 + bytes[..<index].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
        var index = 0
        while index < bytes.count {
            // A helper's call stands for the targets its body makes with the call's arguments,
            // each declared at the call's line.
            if let call = helpers.call(at: index, in: bytes) {
                let line = lineOf(index)
                let expanded = helpers.expand(call.function, arguments: bytes[(call.open + 1)..<max(call.open + 1, call.end - 1)])
                var found = 0
                var inner = 0
                while inner < expanded.count {
                    guard let targetCall = targetCall(at: inner, in: expanded) else {
                        inner += 1
                        continue
                    }
                    let made = try target(of: targetCall, in: expanded, line: line, file: file, folder: folder, through: call.function.name)
                    // A target put in a list and the list used again reads twice: one target.
                    if !project.targets.contains(where: { $0.name == made.name && $0.line == line }) { project.targets.append(made) }
                    found += 1
                    inner = targetCall.end
                }
                if found == 0 {
                    throw Diagnostic.buildDescription(file: file, line: line, message: "'\(call.function.name)(…)' of Tuist/ProjectDescriptionHelpers makes no target its text shows; Tuist must run to know the targets, so the files keep the Sources/<Module>/ layout")
                }
                index = call.end
                continue
            }
            guard let call = targetCall(at: index, in: bytes) else {
                index += 1
                continue
            }
            project.targets.append(try target(of: call, in: bytes, line: lineOf(index), file: file, folder: folder))
            index = call.end
        }
        guard !project.targets.isEmpty else {
            // Say which expression makes the project, where it is.
            if let made = madeBy(bytes) {
                throw Diagnostic.buildDescription(file: file, line: lineOf(made.index), message: "the project is made by '\(made.expression)', code Tuist must run to know the targets (no helper of Tuist/ProjectDescriptionHelpers read here makes it), so the files keep the Sources/<Module>/ layout")
            }
            throw Diagnostic.buildDescription(file: file, line: 1, message: "no target with a literal name; Tuist must run to know the targets (helpers make them), so the files keep the Sources/<Module>/ layout")
        }
        return project
    }

    /// Where `let project = …` is, and its expression up to its first `(` or line end.
    private static func madeBy(_ bytes: [UInt8]) -> (index: Int, expression: String)? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let declaration = text.firstRange(of: "let project =") else { return nil }
        let rest = text[declaration.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        let expression = String(rest.prefix { $0 != "(" && $0 != "\n" }).trimmingSpaces
        guard !expression.isEmpty, expression != "Project" else { return nil }
        return (text.utf8.distance(from: text.startIndex, to: rest.startIndex), rest.hasPrefix(expression + "(") ? expression + "(…)" : expression)
    }

    /// The target a `.target(…)` or `Target(…)` call declares, at `line` (made by the helper
    /// `through`, if any).
    private static func target(of call: (open: Int, end: Int), in bytes: [UInt8], line: Int, file: String, folder: String, through helper: String? = nil) throws(Diagnostic) -> XcodeTarget {
        let arguments = labeledArguments(bytes, from: call.open)
        guard let nameText = arguments["name"], let name = onlyLiteral(nameText) else {
            let made = helper.map { " ('\($0)(…)' of Tuist/ProjectDescriptionHelpers makes it from more than its arguments)" } ?? ""
            throw Diagnostic.buildDescription(file: file, line: line, message: "a target's name is not a literal\(made); Tuist must run to know the targets, so the files keep the Sources/<Module>/ layout")
        }
        let product = arguments["product"].map { String(decoding: $0, as: UTF8.self).trimmingSpaces } ?? ".app"
        var target = GeneratedProject.target(
            name: name, moduleName: arguments["productName"].flatMap(onlyLiteral), productType: productType(product), line: line)
        if let sources = arguments["sources"] {
            let (paths, excluded) = sourceLiterals(sources)
            for path in paths { GeneratedProject.source(path, in: folder, target: &target, excluded: excluded, excludedFrom: folder) }
        }
        // Tuist 4's buildable folders are Xcode 16 synchronized folders: every file below each.
        if let folders = arguments["buildableFolders"] {
            let (paths, excluded) = sourceLiterals(folders)
            for path in paths { GeneratedProject.source(path, in: folder, target: &target, excluded: excluded, excludedFrom: folder) }
        }
        if let dependencies = arguments["dependencies"] {
            target.dependencies = dependencyNames(dependencies)
        }
        // Tuist writes resource accessors into Derived/Sources, one file of each kind per
        // target, named after it without its other characters, and compiles them with it.
        let suffix = String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
        for kind in derivedKinds {
            target.sourceFiles.append(System.standardized(ProjectPath.join(folder, "Derived/Sources/Tuist\(kind)+\(suffix).swift"), workingDirectory: folder))
        }
        return target
    }

    /// The accessors Tuist synthesizes (`TuistAssets+App.swift`, …).
    static let derivedKinds = ["Assets", "Bundle", "CoreData", "Files", "Fonts", "JSON", "Plists", "Strings", "YAML"]

    /// The text with its comments blanked (newlines kept, so lines still count): a target
    /// commented out is no target, a dependency in a comment no dependency.
    static func withoutComments(_ bytes: [UInt8]) -> [UInt8] {
        var text = bytes
        var index = 0
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n")
        while index < text.count {
            let byte = text[index]
            if byte == quote {
                index += 1
                while index < text.count, text[index] != quote, text[index] != newline {
                    if text[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
                index += 1
            } else if byte == slash, index + 1 < text.count, text[index + 1] == slash {
                while index < text.count, text[index] != newline {
                    text[index] = UInt8(ascii: " ")
                    index += 1
                }
            } else if byte == slash, index + 1 < text.count, text[index + 1] == star {
                var depth = 0
                repeat {
                    if text[index] == slash, index + 1 < text.count, text[index + 1] == star {
                        depth += 1
                        text[index] = UInt8(ascii: " ")
                        text[index + 1] = UInt8(ascii: " ")
                        index += 2
                    } else if text[index] == star, index + 1 < text.count, text[index + 1] == slash {
                        depth -= 1
                        text[index] = UInt8(ascii: " ")
                        text[index + 1] = UInt8(ascii: " ")
                        index += 2
                    } else {
                        if text[index] != newline { text[index] = UInt8(ascii: " ") }
                        index += 1
                    }
                } while depth > 0 && index < text.count
            } else {
                index += 1
            }
        }
        return text
    }

    /// `.target(` or `Target(` (not part of a longer name) at `index`: where its `(` is and
    /// where the call ends.
    private static func targetCall(at index: Int, in bytes: [UInt8]) -> (open: Int, end: Int)? {
        let patterns: [[UInt8]] = [Array(".target(".utf8), Array("Target(".utf8)]
        for pattern in patterns where index + pattern.count <= bytes.count && Array(bytes[index..<index + pattern.count]) == pattern {
            if pattern.first == UInt8(ascii: "T"), index > 0, isWordByte(bytes[index - 1]) { continue }
            // A dependency `.target(name: "A")` holds only a name: not a target declaration.
            let open = index + pattern.count - 1
            let end = closing(bytes, open)
            let arguments = labeledArguments(bytes, from: open)
            guard arguments["product"] != nil || arguments["sources"] != nil || arguments["bundleId"] != nil else { return nil }
            return (open, end)
        }
        return nil
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// The index after the bracket that closes the one at `open`, strings skipped.
    static func closing<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ open: Int) -> Int where Bytes.Element == UInt8, Bytes.Index == Int {
        var depth = 0
        var index = open
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return bytes.endIndex
    }

    /// The index after the string literal whose `"` is at `open` (an interpolation's brackets
    /// and the strings in them included).
    static func endOfString<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ open: Int) -> Int where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = open + 1
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") {
                if index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "(") {
                    index = closing(bytes, index + 1)
                    continue
                }
                index += 1
            }
            index += 1
        }
        return min(index + 1, bytes.endIndex)
    }

    /// The top-level `label: value` arguments of the call whose `(` is at `open`.
    private static func labeledArguments(_ bytes: [UInt8], from open: Int) -> [String: ArraySlice<UInt8>] {
        let end = closing(bytes, open) - 1
        var arguments: [String: ArraySlice<UInt8>] = [:]
        var start = open + 1
        var index = open + 1
        func add(_ slice: ArraySlice<UInt8>) {
            guard let colon = slice.firstIndex(of: UInt8(ascii: ":")) else { return }
            let label = String(decoding: slice[..<colon], as: UTF8.self).trimmingSpaces
            guard !label.isEmpty, label.utf8.allSatisfy(isWordByte) else { return }
            arguments[label] = slice[(colon + 1)...]
        }
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if bytes[index] == UInt8(ascii: "\"") {
                    index += 1
                    while index < end, bytes[index] != UInt8(ascii: "\"") {
                        if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                        index += 1
                    }
                    index += 1
                } else {
                    index = closing(bytes, index)
                }
                continue
            case UInt8(ascii: ","):
                add(bytes[start..<index])
                start = index + 1
            default: break
            }
            index += 1
        }
        add(bytes[start..<max(start, end)])
        return arguments
    }

    /// The string literals of `text`, in order, each with whether an `excluding:` precedes it
    /// within its call.
    private static func literals(_ text: ArraySlice<UInt8>) -> [(text: String, excluded: Bool, interpolated: Bool)] {
        var found: [(String, Bool, Bool)] = []
        var index = text.startIndex
        var excludingDepth: Int?
        var depth = 0
        let excluding = Array("excluding:".utf8)
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                var literal: [UInt8] = []
                var interpolated = false
                index += 1
                while index < text.endIndex, text[index] != UInt8(ascii: "\"") {
                    if text[index] == UInt8(ascii: "\\") {
                        interpolated = true
                        index += 1
                    }
                    if index < text.endIndex { literal.append(text[index]) }
                    index += 1
                }
                found.append((String(decoding: literal, as: UTF8.self), excludingDepth != nil, interpolated))
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                if let level = excludingDepth, depth <= level { excludingDepth = nil }
                depth -= 1
            } else if byte == UInt8(ascii: "e"), index + excluding.count <= text.endIndex, Array(text[index..<index + excluding.count]) == excluding {
                excludingDepth = depth
            }
            index += 1
        }
        return found
    }

    private static func onlyLiteral(_ text: ArraySlice<UInt8>) -> String? {
        let trimmed = String(decoding: text, as: UTF8.self).trimmingSpaces
        guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), trimmed.count >= 2 else { return nil }
        let found = literals(text)
        guard found.count == 1, !found[0].interpolated else { return nil }
        return found[0].text
    }

    private static func sourceLiterals(_ text: ArraySlice<UInt8>) -> (paths: [String], excluded: [String]) {
        let found = literals(text).filter { !$0.interpolated }
        return (found.filter { !$0.excluded }.map(\.text), found.filter(\.excluded).map(\.text))
    }

    /// The targets and products a `dependencies:` array names.
    private static func dependencyNames(_ text: ArraySlice<UInt8>) -> [String] {
        let source = String(decoding: text, as: UTF8.self)
        var names: [(offset: Int, name: String)] = []
        for (call, label) in [(".target(", "name:"), (".project(", "target:"), (".external(", "name:"), (".package(", "product:")] {
            var rest = Substring(source)
            while let found = rest.firstRange(of: call) {
                let offset = source.distance(from: source.startIndex, to: found.lowerBound)
                rest = rest[found.upperBound...]
                // The label may be on the next line: `.project(\n    target: "Core",`.
                let labelled = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
                guard labelled.hasPrefix(label) else { continue }
                rest = labelled.dropFirst(label.count)
                let after = rest.drop { $0 == " " }
                guard after.first == "\"", let close = after.dropFirst().firstIndex(of: "\"") else { continue }
                names.append((offset, String(after[after.index(after: after.startIndex)..<close])))
            }
        }
        return names.sorted { $0.offset < $1.offset }.map(\.name)
    }

    /// Tuist's `Product` as an Xcode product type.
    static func productType(_ product: String) -> String {
        let name = product.hasPrefix(".") ? String(product.dropFirst()) : product
        switch name {
        case "app", "watch2App", "appClip", "macro": return name == "appClip" ? "app-clip" : "application"
        case "commandLineTool": return "tool"
        case "framework": return "framework"
        case "staticFramework": return "framework.static"
        case "unitTests": return "bundle.unit-test"
        case "uiTests": return "bundle.ui-testing"
        case "staticLibrary": return "library.static"
        case "dynamicLibrary": return "library.dynamic"
        case "bundle": return "bundle"
        default: return name.lowercased().contains("extension") ? "app-extension" : name
        }
    }
}

extension String {
    /// The text without the spaces, tabs and newlines around it (a manifest's values as written).
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\n" || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\n" || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
