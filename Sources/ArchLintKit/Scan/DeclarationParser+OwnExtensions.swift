/// A type's own code beyond its body, in its own file: what its extensions there do with one of
/// its properties, and the cells and views its code dequeues to configure.
extension DeclarationParser {
    /// The extensions written at file level in this file with a simple name
    /// (`extension ListViewController: UITableViewDataSource { … }`): the name's token and the
    /// body's braces. Read once per file, the first time a type's property needs them.
    mutating func fileLevelExtensions() -> [(name: Int32, open: Int32, close: Int32)] {
        if let found = ownExtensionBodies { return found }
        var found: [(name: Int32, open: Int32, close: Int32)] = []
        var depth = 0
        var position = 0
        var pending: (name: Int, open: Int)? = nil
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case .leftBrace:
                if depth == 0, let declared = pending, declared.open < 0 { pending = (declared.name, position) }
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0, let declared = pending, declared.open >= 0 {
                    found.append((Int32(declared.name), Int32(declared.open), Int32(position)))
                    pending = nil
                }
                if depth < 0 { depth = 0 }
            case .keyword where depth == 0 && token.keyword == .extension:
                // `extension Outer.Inner` extends a nested type, which is not read here.
                let name = position + 1
                if name + 1 < tokens.count, tokens[name].kind == .identifier, tokens[name + 1].kind != .dot {
                    pending = (name, -1)
                } else {
                    pending = nil
                }
            default: break
            }
            position += 1
        }
        ownExtensionBodies = found
        return found
    }

    /// What the extensions of the file-level type whose body is the scope at `depth` do with its
    /// property named at `name` (see ``fileLevelExtensions()``), counted as
    /// ``settleUses(closing:at:)`` counts: 0 unmentioned, 1 passed on, 2 used. A property only
    /// handed on there (`cell.configure(with: item, loader: loader)` in the table's data source)
    /// stays handed on; a nested type's extensions are not read (nil: the caller decides), and a
    /// name whose occurrences are not linked is taken as used where the type has extensions here.
    mutating func mentionInOwnExtensions(of name: Int, isLinked: Bool, typeBodyAt depth: Int, ifPassedOn: ReferenceUse) -> UInt8? {
        let declaration = scopes[depth].declaration
        guard declaration >= 0, declarations[declaration].parent == nil, declarations[declaration].kind != .extension else { return nil }
        let extensions = fileLevelExtensions()
        guard !extensions.isEmpty else { return 0 }
        let typeName = declarations[declaration].name
        var bodies: [(open: Int, close: Int)] = []
        for found in extensions where isText(of: Int(found.name), typeName) {
            bodies.append((Int(found.open), Int(found.close)))
        }
        guard !bodies.isEmpty else { return 0 }
        guard isLinked else { return 2 }
        var mentioned: UInt8 = 0
        var position = name
        while sameNames.previous(position) >= 0 { position = sameNames.previous(position) }
        while position >= 0, mentioned < 2 {
            if bodies.contains(where: { $0.open < position && position < $0.close }) {
                switch mention(at: position) {
                case .none, .stored: break
                case .passedOn: mentioned = max(mentioned, 1)
                case .passedToSelf, .passedToMethod: mentioned = max(mentioned, ifPassedOn == .construction ? 1 : 2)
                case .rebound, .used: mentioned = 2
                }
            }
            position = sameNames.next(position)
        }
        return mentioned
    }

    /// Whether the token at `position` is written `text`, read in place (no string is made).
    /// Compared as two buffers, as ``textEquals(_:_:)`` does: `elementsEqual` over a slice is
    /// a generic call per byte in the debug build the command plugin runs.
    private mutating func isText(of position: Int, _ text: String) -> Bool {
        let token = UnsafeBufferPointer(rebasing: bytes[tokens[position].range])
        var text = text
        return text.withUTF8 { memoryEqual($0, token) }
    }

    /// Whether the receiver named at `receiver` is a local the same code bound to a cell or a
    /// view it dequeued (`let cell = tableView.dequeueReusableCell(…) as! CafeCell`): the code
    /// sets up a reusable view to show, and what it gives the view's methods is handed to the
    /// view, as a value stored into its property is.
    mutating func isDequeuedView(_ receiver: Int) -> Bool {
        guard tokens[receiver].kind == .identifier else { return false }
        var binding = receiver
        var steps = 0
        while true {
            binding = sameNames.previous(binding)
            steps += 1
            guard binding > 0, steps < 32 else { return false }
            let before = tokens[binding - 1]
            if before.kind == .keyword, before.keyword == .let || before.keyword == .var { break }
        }
        var at = binding + 1
        while at < tokens.count, at - binding < 32 {
            let token = tokens[at]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { return false }
            if at > binding + 1, token.startsLine, token.kind != .dot { return false }
            if token.kind == .identifier, text(of: token, startsWith: "dequeue") { return true }
            at += 1
        }
        return false
    }
}
