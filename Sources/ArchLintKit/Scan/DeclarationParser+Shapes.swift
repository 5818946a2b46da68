/// Functions and the shape of a type: its members, as the classifier reads them.
extension DeclarationParser {
    // MARK: Functions

    /// `func name<T>(…)`: in a type body it names the member; at file level it declares a
    /// function (reducers are free functions and take roles like types do).
    mutating func parseFunctionHeader() {
        index += 1
        guard index < tokens.count else { return }
        let nameIndex = index
        let nameToken = tokens[index]
        index += 1
        // `func <=`: `<` and `>` are tokens of their own; glue the operator's pieces back. A word
        // (most names) is read in place: a member's is looked up by its bytes.
        var glued: String?
        if nameToken.kind != .identifier && nameToken.kind != .keyword {
            var name = text(of: nameToken)
            while index < tokens.count, tokens[index].start == tokens[index - 1].end, tokens[index].kind != .leftParen,
                  tokens[index].kind != .identifier, tokens[index].kind != .keyword,
                  !(tokens[index].kind == .leftAngle && index + 1 < tokens.count && tokens[index + 1].kind == .identifier) {
                name += text(of: tokens[index])
                index += 1
            }
            glued = name
        }
        let top = scopes.count - 1
        if scopes[top].declaration == -1 && scopes[top].isTypeBody && !scopes[top].isLocal {
            let name = glued ?? text(of: nameToken)
            let declarationIndex = declarations.count
            declarations.append(Declaration(
                kind: .function, name: name, qualifiedName: name,
                location: lines.nearbyLocation(of: Int(nameToken.start)),
                attributes: pendingAttributes.map(\.name)
            ))
            flushPendingAttributes(into: declarationIndex)
            scopes[top].headerDeclaration = declarationIndex
            let generics = parseGenericParameterNames(declaration: declarationIndex)
            declarations[declarationIndex].genericParameters = generics
            scopes[top].memberGenericNames = genericPlace(generics)
        } else if let glued {
            glued.withBytesInPlace { countMethod(named: $0, keywordAt: nameIndex - 1) }
            beginGenericMember(named: .spelling(glued))
        } else {
            countMethod(named: UnsafeBufferPointer(rebasing: bytes[nameRange(of: nameToken)]), keywordAt: nameIndex - 1)
            beginGenericMember(named: .token(nameToken))
        }
    }

    // MARK: Shapes

    /// The declaration whose body the parser is in, directly (not in a member's body).
    mutating func typeBodyDeclaration() -> Int? {
        let top = scopes.count - 1
        guard scopes[top].isTypeBody && !scopes[top].isLocal && brackets.nesting == 0 else { return nil }
        return scopes[top].declaration >= 0 ? scopes[top].declaration : nil
    }

    /// `var`/`let` in a type's body: a stored or computed instance property (see ``TypeShape``).
    /// `namePlace`: the place in ``referenceTexts`` of the name of the token at `name`, looked up
    /// once by the caller.
    mutating func countProperty(isLet: Bool, keywordAt position: Int, nameAt name: Int?, named namePlace: Int32?) {
        guard let owner = typeBodyDeclaration() else { return }
        // `public var`, static or not, unless computed: state any module may change (see
        // ``Declaration/publicVariables``). Only a `var` written public pays for the look-ahead.
        if !isLet, let name, isPubliclySettable(keywordAt: position), !isComputedProperty(after: name) {
            declarations[owner].publicVariables.append(PublicVariable(
                name: namePlace.map { referenceTexts.texts[Int($0)] } ?? text(of: tokens[name]),
                location: lines.nearbyLocation(of: Int(tokens[name].start))))
        }
        guard !isStaticMember(keywordAt: position) else { return }
        if !isLet, let name, isComputedProperty(after: name) {
            declarations[owner].shape.computedProperties.saturatingIncrement()
        } else {
            declarations[owner].shape.storedProperties.saturatingIncrement()
            if let namePlace { declarations[owner].storedProperties.append(referenceTexts.texts[Int(namePlace)]) }
        }
    }

    /// `func` in a type's body: an instance method, unless a protocol's witness for data
    /// (`hash(into:)`, `encode(to:)`, ObjectMapper's `mapping(map:)`); a conversion that takes
    /// nothing (`toDomain()`, `asDTO()`, the mapping methods of Clean layers' records) is a
    /// computed property written as a method. `name`: its bytes, read in place (no string).
    mutating func countMethod(named name: UnsafeBufferPointer<UInt8>, keywordAt position: Int) {
        guard let owner = typeBodyDeclaration(), !Self.spells(name, "hash"), !Self.spells(name, "encode"), !isStaticMember(keywordAt: position)
        else { return }
        let opens = position + 3 < tokens.count && tokens[position + 2].kind == .leftParen
        if opens, tokens[position + 3].kind == .identifier, Self.spells(name, "mapping"), text(of: tokens[position + 3]) == "map" { return }
        if opens, tokens[position + 3].kind == .rightParen, Self.isConversion(name) {
            declarations[owner].shape.computedProperties.saturatingIncrement()
            return
        }
        declarations[owner].shape.methods.saturatingIncrement()
    }

    /// `toDomain`, `asDTO`: `to` or `as` and a capitalized word.
    static func isConversion(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count > 2 else { return false }
        let isTo = name[0] == 0x74 && name[1] == 0x6F, isAs = name[0] == 0x61 && name[1] == 0x73  // to as
        return (isTo || isAs) && name[2] >= 0x41 && name[2] <= 0x5A  // A Z
    }

    /// Whether a name's bytes are those of `word`.
    static func spells(_ name: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { memoryEqual($0, name) }
    }

    /// Whether the modifiers before a member's keyword make it static (`static`, `class`,
    /// `private(set) static`); they are read backwards, a few tokens at most.
    mutating func isStaticMember(keywordAt position: Int) -> Bool {
        var at = position - 1
        while at >= 0, at > position - 8 {
            let token = tokens[at]
            if token.kind == .rightParen, at >= 3, tokens[at - 2].kind == .leftParen {
                at -= 3 // `private(set)`
                continue
            }
            guard token.kind == .keyword else { return false }
            if token.keyword == .static || token.keyword == .class { return true }
            guard token.keyword.rawValue >= Keyword.public.rawValue && token.keyword.rawValue <= Keyword.infix.rawValue else { return false }
            at -= 1
        }
        return false
    }

    /// Whether the modifiers before `var` make its setter public: `public` or `open` among them
    /// and no narrower setter (`public private(set) var`, `open internal(set) var`).
    mutating func isPubliclySettable(keywordAt position: Int) -> Bool {
        var at = position - 1
        var isPublic = false
        while at >= 0, at > position - 10 {
            let token = tokens[at]
            if token.kind == .rightParen, at >= 3, tokens[at - 2].kind == .leftParen {
                // `private(set)` narrows the setter; `nonisolated(unsafe)` says nothing of it.
                if tokens[at - 1].kind == .keyword && tokens[at - 1].keyword == .set { return false }
                at -= 3
                continue
            }
            guard token.kind == .keyword, token.keyword.startsDeclaration, token.keyword.rawValue >= Keyword.public.rawValue else { break }
            if token.keyword == .public || token.keyword == .open { isPublic = true }
            at -= 1
        }
        return isPublic
    }

    /// `final class`, `public final class`: `final` among the modifiers before the keyword.
    mutating func hasFinalModifier(before position: Int) -> Bool {
        hasModifier(before: position) { $0 == .final }
    }

    /// `private` or `fileprivate` among the modifiers before a declaration keyword: the
    /// declaration is seen from its own file only.
    mutating func hasFilePrivateModifier(before position: Int) -> Bool {
        hasModifier(before: position) { $0 == .private || $0 == .fileprivate }
    }

    mutating func hasModifier(before position: Int, where matches: (Keyword) -> Bool) -> Bool {
        var at = position - 1
        while at >= 0, at > position - 6, tokens[at].kind == .keyword {
            let keyword = tokens[at].keyword
            if matches(keyword) { return true }
            guard keyword.rawValue >= Keyword.public.rawValue && keyword.rawValue <= Keyword.infix.rawValue else { return false }
            at -= 1
        }
        return false
    }

    /// After a property's name: whether a body follows its type (`var x: Int { … }`) rather than
    /// an initial value, observers (`{ didSet … }`) or nothing. Looks ahead without moving.
    mutating func isComputedProperty(after name: Int) -> Bool {
        var at = name + 1, depth = 0
        while at < tokens.count, at < name + 64 {
            let token = tokens[at]
            switch token.kind {
            case .leftParen, .leftBracket, .leftAngle:
                depth += 1
            case .rightParen, .rightBracket, .rightAngle:
                depth -= 1
            case .leftBrace where depth <= 0:
                guard at + 1 < tokens.count, tokens[at + 1].kind == .keyword else { return true }
                return tokens[at + 1].keyword != .willSet && tokens[at + 1].keyword != .didSet
            case .equal where depth <= 0, .rightBrace, .semicolon:
                return false
            default:
                if depth <= 0 && token.startsLine { return false }
            }
            at += 1
        }
        return false
    }

    /// Reads `<T: Constraint, U>` and returns the parameter names; constraints are references of
    /// `declaration` (or of the current context).
    mutating func parseGenericParameterNames(declaration: Int? = nil) -> [String] {
        guard index < tokens.count, tokens[index].kind == .leftAngle else { return [] }
        var names: [String] = []
        var depth = 0
        var expectingName = true
        var constraints: [(String, Token)] = []
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .leftAngle:
                depth += 1
                expectingName = depth == 1
            case .rightAngle:
                depth -= 1
            case .comma where depth == 1:
                expectingName = true
            case .identifier where expectingName && depth == 1 && textEquals(token, "each"):
                // `<each T>`: a parameter pack; the name follows.
                break
            case .keyword where expectingName && depth == 1 && token.keyword == .let:
                // `<let count: Int>`: a value parameter; the name follows.
                break
            case .identifier:
                if expectingName && depth == 1 {
                    names.append(text(of: token))
                    expectingName = false
                } else if isTypeLikeName(token) && !follows(.dot) {
                    let (chain, next) = readChain(at: index)
                    constraints.append((chain, token))
                    index = next
                    continue
                }
            case .leftBrace, .rightBrace, .semicolon:
                depth = 0
            default:
                expectingName = false
            }
            index += 1
            if depth <= 0 { break }
        }
        for (chain, token) in constraints where !names.contains(chain) {
            if let declaration {
                appendReference(chain, at: token, declaration: declaration, member: -1, generics: names)
            } else {
                let (target, member) = context()
                appendReference(chain, at: token, declaration: target, member: member, generics: names)
            }
        }
        return names
    }
}
