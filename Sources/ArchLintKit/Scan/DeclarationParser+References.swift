/// Type references: which names a declaration uses, and where.
extension DeclarationParser {
    // MARK: References

    mutating func currentDeclaration() -> Int {
        var level = scopes.count - 1
        while level >= 0 {
            if scopes[level].declaration >= 0 { return scopes[level].declaration }
            level -= 1
        }
        return -1
    }

    /// The declaration and member (the place of its name in ``referenceTexts``, -1 for none) a
    /// reference here belongs to.
    @_transparent mutating func context() -> (declaration: Int, member: Int32) {
        let top = scopes.count - 1
        if scopes[top].declaration == -1 { return (scopes[top].headerDeclaration, -1) }
        return (scopes[top].declaration, scopes[top].member)
    }

    mutating func recordReference(startingAt start: Int) -> Int {
        let token = tokens[start]
        let (name, next) = readChainPlace(at: start)
        let (declaration, member) = context()
        let use = declaration >= 0 && judgesUses ? useOfReference(at: start, next: next) : .now(.use)
        appendReference(place: name, at: token, declaration: declaration, member: member, generics: [], use: use)
        return next
    }

    /// Appends a reference unless a generic parameter in scope shadows its first component.
    mutating func appendReference(
        _ chain: consuming String, at token: Token, declaration: Int, member: Int32, generics: [String], use: UseOfReference = .now(.use)
    ) {
        appendReference(place: referenceTexts.place(of: chain), at: token, declaration: declaration, member: member, generics: generics, use: use)
    }

    /// Appends the reference whose name is at `place` in ``referenceTexts`` unless a generic
    /// parameter in scope shadows its first component. `member`: the place of the member's name
    /// in ``referenceTexts``, -1 for none.
    mutating func appendReference(
        place: Int32, at token: Token, declaration: Int, member: Int32, generics: [String], use: UseOfReference = .now(.use)
    ) {
        // Most code has no generic parameter in scope: then no head string is needed at all.
        // `count`, not `isEmpty`: the latter is generic code in a debug build, asked per reference.
        if generics.count != 0 || hasGenericParameterInScope() {
            let chain = referenceTexts.texts[Int(place)]
            let head = chain[..<(chain.utf8.firstIndex(of: 0x2E) ?? chain.endIndex)]  // .
            if generics.contains(where: { $0 == head }) || isShadowedByGenericParameter(head) { return }
        }
        let location = lines.nearbyLocation(of: Int(token.start))
        guard declaration >= 0 else {
            topLevelReferences.append(Reference(name: referenceTexts.texts[Int(place)], location: location, member: memberName(member)))
            return
        }
        var known = ReferenceUse.use
        switch use {
        case .now(let now):
            known = now
        case .follows(let name, let from, let depth, let ifPassedOn, let ifUnmentioned):
            insertPending(PendingUse(
                declaration: Int32(declaration), reference: Int32(declarations[declaration].references.count),
                name: Int32(name), from: Int32(from), depth: Int32(depth), ifPassedOn: ifPassedOn, ifUnmentioned: ifUnmentioned))
        }
        declarations[declaration].references.append(name: place, member: member, location: location, use: known)
    }

    /// The place of the name of the chain that starts at `start` in ``referenceTexts``, and the
    /// position after it, as ``readChain(at:)`` reads it. Most chains are one name: it is looked
    /// up by its bytes in place, and a name the file wrote before makes no string.
    mutating func readChainPlace(at start: Int) -> (Int32, Int) {
        if isOneName(at: start) {
            chainEnd = start + 1
            return (referenceTexts.place(of: UnsafeBufferPointer(rebasing: bytes[nameRange(of: tokens[start])])), start + 1)
        }
        // A qualified chain is looked up by its bytes too: no string unless it is new.
        let after = readChainBytes(at: start)
        let chain = chainBytes
        return (chain.withUnsafeBufferPointer { referenceTexts.place(of: $0) }, after)
    }

    /// Gives every declaration's references the file's one table of texts, which their places
    /// point into: one buffer, so the model sees that the same place means the same name.
    mutating func shareReferenceTexts() {
        let texts = referenceTexts.texts
        for declaration in declarations.indices where declarations[declaration].references.count != 0 {
            declarations[declaration].references.shareTexts(texts)
        }
    }

    /// Takes the scope over, so appending it copies no strings.
    mutating func push(_ scope: consuming Scope) {
        let top = scopes.count - 1
        scope.outerGenerics = scopes[top].outerGenerics || scopes[top].genericNames != 0 || scopes[top].memberGenericNames != 0
        scopes[top].brackets = brackets
        brackets = Brackets()
        scopes.append(scope)
    }

    @_transparent mutating func hasGenericParameterInScope() -> Bool {
        let top = scopes.count - 1
        return scopes[top].outerGenerics || scopes[top].genericNames != 0 || scopes[top].memberGenericNames != 0
    }

    mutating func isShadowedByGenericParameter(_ name: Substring) -> Bool {
        var level = scopes.count - 1
        while level >= 0 {
            if genericLists[Int(scopes[level].genericNames)].contains(where: { $0 == name })
                || genericLists[Int(scopes[level].memberGenericNames)].contains(where: { $0 == name }) {
                return true
            }
            level -= 1
        }
        return false
    }

    /// `A.B.C`: follows dots while the next component is type-like, so a qualified name stays one
    /// chain and `Foo.shared.bar` stops at `Foo`. A member type written after generic arguments
    /// (`StateMachine<S, E>.Handler`) continues the chain too (`StateMachine.Handler`); the
    /// returned position is then still the `<`, so the arguments are read as references, and
    /// `chainEnd` is past the last component.
    mutating func readChain(at start: Int) -> (String, Int) {
        // Most chains are one name: its string is made from the source's bytes directly.
        if isOneName(at: start) {
            chainEnd = start + 1
            return (text(of: tokens[start]), start + 1)
        }
        let next = readChainBytes(at: start)
        return (String(decoding: chainBytes, as: UTF8.self), next)
    }

    /// Whether the chain that starts at `start` is that one name: no `.Name` follows it, nor
    /// generic arguments that a `.Name` follows.
    @_transparent mutating func isOneName(at start: Int) -> Bool {
        let next = start + 1
        if isChainComponent(at: next) { return false }
        let continues = next < tokens.count && tokens[next].kind == .leftAngle && tokens[next].start == tokens[next - 1].end
            && closingAngle(from: next).map { isChainComponent(at: $0 + 1) } == true
        return !continues
    }

    /// ``readChain(at:)``'s chain, its bytes put in `chainBytes` (one buffer kept between
    /// chains, not a string grown by each component); returns the position after it.
    mutating func readChainBytes(at start: Int) -> Int {
        chainBytes.removeAll(keepingCapacity: true)
        appendChainBytes(of: tokens[start])
        var next = start + 1
        while isChainComponent(at: next) {
            chainBytes.append(0x2E)  // .
            appendChainBytes(of: tokens[next + 1])
            next += 2
        }
        chainEnd = next
        while chainEnd < tokens.count, tokens[chainEnd].kind == .leftAngle, tokens[chainEnd].start == tokens[chainEnd - 1].end,
              let close = closingAngle(from: chainEnd), isChainComponent(at: close + 1) {
            chainEnd = close + 1
            while isChainComponent(at: chainEnd) {
                chainBytes.append(0x2E)  // .
                appendChainBytes(of: tokens[chainEnd + 1])
                chainEnd += 2
            }
        }
        return next
    }

    private mutating func appendChainBytes(of token: Token) {
        let range = nameRange(of: token)
        chainBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// `.Name` at `position`, where `Name` may continue a chain (`.Type` and `.Protocol` are
    /// metatypes, not members).
    @_transparent mutating func isChainComponent(at position: Int) -> Bool {
        position + 1 < tokens.count && tokens[position].kind == .dot && tokens[position + 1].kind == .identifier
            && isTypeLikeName(tokens[position + 1])
            && !textEquals(tokens[position + 1], "Type") && !textEquals(tokens[position + 1], "Protocol")
    }

    /// The `>` that closes the generic arguments opened at `open`, if what lies between can only
    /// be types (names, punctuation of types); nil for a comparison such as `a < B && c > d`.
    mutating func closingAngle(from open: Int) -> Int? {
        var depth = 0
        var position = open
        while position < tokens.count, position - open < 128 {
            switch tokens[position].kind {
            case .leftAngle: depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 { return position }
            case .identifier, .keyword, .comma, .dot, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen,
                 .questionMark, .exclamationMark, .arrow, .ampersand, .number:
                break
            default:
                return nil
            }
            position += 1
        }
        return nil
    }
}
