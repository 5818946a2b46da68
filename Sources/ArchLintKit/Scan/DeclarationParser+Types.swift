/// Type declarations: their names, generic parameters, inheritance and nesting.
extension DeclarationParser {
    // MARK: Types

    mutating func parseTypeDeclaration(_ kind: DeclarationKind) {
        let isFinal = kind == .class && hasFinalModifier(before: index)
        let isFilePrivate = hasFilePrivateModifier(before: index)
        index += 1
        let nameToken = tokens[index]
        var name: String
        if kind == .extension, let sugared = sugaredExtendedType() {
            // `extension [Int]`, `extension [String: Int]`, `extension Model?`: the extended type
            // is the standard one the sugar stands for; what is written inside is read below as
            // references, so the index stays at the sugar.
            name = sugared
        } else {
            name = text(of: nameToken)
            index += 1
            if kind == .extension {
                while index + 1 < tokens.count, tokens[index].kind == .dot,
                      tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword {
                    name += "." + text(of: tokens[index + 1])
                    index += 2
                }
            }
        }
        let owner = declare(kind, name: name, at: nameToken, isFilePrivate: isFilePrivate)
        if !owner.isLocal { declarations[owner.declaration].shape.isFinal = isFinal }
        let generics = kind == .extension ? [] : parseGenericParameterNames(declaration: owner.declared)
        if !owner.isLocal { declarations[owner.declaration].genericParameters = generics }
        var inherits: [String] = []
        var clause = InheritanceClause()
        var depth = 0
        // The header runs to the body's `{`; stop early at a `}` so broken code cannot swallow
        // the rest of the file.
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0 && (token.kind == .leftBrace || token.kind == .rightBrace) { break }
            if depth == 0 && clause.read(token, isCapitalized: isTypeLikeName(token), textIs: { textEquals($0, "~") }) {
                index += 1
                continue
            }
            switch token.kind {
            case .leftAngle, .leftParen, .leftBracket:
                depth += 1
                index += 1
            case .rightAngle, .rightParen, .rightBracket:
                depth = max(0, depth - 1)
                index += 1
            case .identifier where (isTypeLikeName(token) || (depth == 0 && clause.expectsEntry)) && !follows(.dot):
                // An entry of the clause is a type whatever its case: `_LeafSyntaxNodeProtocol`,
                // `iOSTagManager`, a template's `___VARIABLE_name___Input`.
                let (chain, next) = readChain(at: index)
                if depth == 0 && clause.takeEntry() {
                    inherits.append(chain)
                    appendReference(chain, at: token, declaration: owner.declaration, member: owner.member, generics: generics)
                } else if isTypeLikeName(token) {
                    appendReference(chain, at: token, declaration: owner.declaration, member: owner.member, generics: generics)
                }
                index = next
            default:
                if depth == 0 { clause.expectingEntry = false }
                index += 1
            }
        }
        if !owner.isLocal { declarations[owner.declaration].inherits = inherits }
        if index < tokens.count, tokens[index].kind == .leftBrace {
            push(Scope(
                declaration: owner.declaration, isTypeBody: true, isLocal: owner.isLocal, member: owner.member,
                genericNames: genericPlace(generics), open: Int32(index)))
            index += 1
        }
    }

    /// Where a declaration's own references go: to itself, or, for a local type, to the
    /// enclosing declaration and member.
    struct Owner {
        var declaration: Int
        /// The place of the member's name in ``referenceTexts`` (-1 for none).
        var member: Int32 = -1
        var isLocal: Bool

        /// The declaration, when one was made (`nil` for a local type).
        var declared: Int? { isLocal ? nil : declaration }
    }

    /// Records a type, extension, alias or associated type, unless it is local: one declared in
    /// a function, closure or accessor is code of that member, not a part of the architecture
    /// (and has no qualified name). A local type's name shadows outer types of that name until
    /// its block ends, as a generic parameter does, so its uses are not taken for them.
    /// `isFilePrivate`: written `private` or `fileprivate`; then the declaration, and whatever is
    /// declared inside it, is seen from its own file only (``Declaration/isFileScoped``).
    mutating func declare(_ kind: DeclarationKind, name: String, at nameToken: Token, isFilePrivate: Bool = false) -> Owner {
        let top = scopes.count - 1
        if !scopes[top].isTypeBody || scopes[top].isLocal {
            if kind != .extension {
                scopes[top].genericNames = genericPlace(genericLists[Int(scopes[top].genericNames)] + [name])
            }
            let (declaration, member) = context()
            flushPendingAttributes()
            return Owner(declaration: declaration, member: member, isLocal: true)
        }
        let parent = currentDeclaration()
        let qualifiedName = kind == .extension || parent < 0 ? name : declarations[parent].qualifiedName + "." + name
        let declarationIndex = declarations.count
        declarations.append(Declaration(
            kind: kind, name: name, qualifiedName: qualifiedName,
            location: lines.nearbyLocation(of: Int(nameToken.start)),
            attributes: pendingAttributes.map(\.name),
            parent: parent < 0 ? nil : parent,
            isFileScoped: isFilePrivate || (parent >= 0 && declarations[parent].isFileScoped)
        ))
        flushPendingAttributes(into: declarationIndex)
        return Owner(declaration: declarationIndex, isLocal: false)
    }

    /// The standard type an extension's sugar stands for, with `index` on the token after
    /// `extension`: `[T]` is `Array`, `[K: V]` is `Dictionary`, `T?` and `A.B?` are `Optional`.
    mutating func sugaredExtendedType() -> String? {
        if tokens[index].kind == .leftBracket {
            var position = index + 1
            var depth = 1
            while position < tokens.count {
                switch tokens[position].kind {
                case .leftBracket, .leftParen, .leftAngle: depth += 1
                case .rightBracket, .rightParen, .rightAngle:
                    depth -= 1
                    if depth == 0 { return "Array" }
                case .colon where depth == 1: return "Dictionary"
                case .leftBrace, .rightBrace: return nil
                default: break
                }
                position += 1
            }
            return nil
        }
        var position = index + 1
        while position + 1 < tokens.count, tokens[position].kind == .dot, tokens[position + 1].kind == .identifier {
            position += 2
        }
        guard position < tokens.count else { return nil }
        let next = tokens[position]
        return (next.kind == .questionMark || next.kind == .exclamationMark) && next.start == tokens[position - 1].end
            ? "Optional" : nil
    }

    /// `typealias EntryPoint = AnyView & UIViewController`: the named parts become `inherits`, so
    /// a composition resolves to its parts. An alias of anything else (a function type, an
    /// optional, an array, a metatype) names no parts.
    mutating func parseTypealias() {
        let isFilePrivate = hasFilePrivateModifier(before: index)
        index += 1
        let nameToken = tokens[index]
        let name = text(of: nameToken)
        index += 1
        let owner = declare(.typealias, name: name, at: nameToken, isFilePrivate: isFilePrivate)
        let generics = parseGenericParameterNames(declaration: owner.declared)
        if !owner.isLocal { declarations[owner.declaration].genericParameters = generics }
        var parts: [String] = []
        var isComposition = true
        var expectingPart = false
        var sawEqual = false
        var inWhereClause = false
        var depth = 0
        // The end of the last part read: `.Continuation` of `AsyncStream<String>.Continuation`
        // belongs to the part.
        var partEnd = 0
        while index < tokens.count {
            let token = tokens[index]
            if depth == 0 && endsStatement(token) && token.kind != .equal && !expectingPart { break }
            let inAlias = depth == 0 && sawEqual && !inWhereClause
            switch token.kind {
            case .equal where depth == 0 && !sawEqual:
                sawEqual = true
                expectingPart = true
            case .ampersand where inAlias:
                expectingPart = true
            case .keyword where depth == 0 && token.keyword == .where:
                inWhereClause = true
            case .keyword where inAlias && token.keyword == .any:
                break
            case .leftAngle:
                depth += 1
            case .leftParen, .leftBracket:
                if inAlias {
                    isComposition = false
                    expectingPart = false
                }
                depth += 1
            case .rightAngle, .rightParen, .rightBracket:
                depth = max(0, depth - 1)
            case .identifier where isTypeLikeName(token) && !follows(.dot):
                let (chain, next) = readChain(at: index)
                if inAlias {
                    if expectingPart { parts.append(chain) } else { isComposition = false }
                    expectingPart = false
                    partEnd = chainEnd
                }
                appendReference(chain, at: token, declaration: owner.declaration, member: owner.member, generics: generics)
                index = next
                continue
            default:
                if inAlias && index >= partEnd {
                    isComposition = false
                    expectingPart = false
                }
            }
            index += 1
        }
        if !owner.isLocal { declarations[owner.declaration].inherits = isComposition ? parts : [] }
    }

    /// A statement ends at `;`, a brace, or a token that starts a new line (unless that token
    /// can only continue an expression: `&`, `.`, `->`).
    mutating func endsStatement(_ token: Token) -> Bool {
        switch token.kind {
        case .semicolon, .leftBrace, .rightBrace: return true
        case .ampersand, .dot, .arrow, .comma, .colon, .equal: return false
        case .keyword where token.keyword == .where || token.keyword == .throws || token.keyword == .async
            || token.keyword == .rethrows:
            return false
        default:
            guard token.startsLine else { return false }
            // A line break after `where`, `,`, `:`, `&`, `==` continues the declaration.
            let previous = tokens[index - 1]
            switch previous.kind {
            case .comma, .colon, .ampersand, .equal, .arrow, .leftAngle, .leftParen: return false
            case .keyword: return previous.keyword != .where
            case .operator: return false
            default: return true
            }
        }
    }

    /// `f(Label: x)`, `func f(socket Handle: Int)`, `(Name: String, Age: Int)`: a name before a
    /// colon inside parentheses labels an argument, parameter or tuple element.
    mutating func isArgumentLabel(at position: Int) -> Bool {
        guard brackets.nesting > 0, brackets.openerKinds & 1 == 0,
              position > 0, position + 1 < tokens.count else { return false }
        let previous = tokens[position - 1].kind
        let next = tokens[position + 1]
        if next.kind == .colon && (next.start == tokens[position].end || tokens[position].kind == .identifier) {
            return previous == .leftParen || previous == .comma || previous == .identifier
        }
        // `func f(CurveType _: Curve.Type)`, `func register(enum e: Descriptor)`: an argument
        // label before the parameter name.
        if next.kind == .identifier, position + 2 < tokens.count, tokens[position + 2].kind == .colon {
            return previous == .leftParen || previous == .comma
        }
        return false
    }

    /// `OUTER: while …`, `break OUTER`, `continue OUTER`: statement labels name no types.
    mutating func isStatementLabel(at position: Int) -> Bool {
        if position > 0, tokens[position - 1].kind == .identifier, !tokens[position].startsLine,
           textEquals(tokens[position - 1], "break") || textEquals(tokens[position - 1], "continue") {
            return true
        }
        guard tokens[position].startsLine, position + 2 < tokens.count, tokens[position + 1].kind == .colon
        else { return false }
        let next = tokens[position + 2]
        guard next.kind == .identifier, !next.startsLine else { return false }
        return textEquals(next, "while") || textEquals(next, "for") || textEquals(next, "repeat")
            || textEquals(next, "do") || textEquals(next, "if") || textEquals(next, "switch")
    }

    /// `{ first, Second in …}`: a closure's parameter names are not references.
    mutating func skipClosureParameterNames() {
        if index < tokens.count, tokens[index].kind == .leftParen {
            skipParenthesizedClosureParameterNames()
            return
        }
        var position = index
        while position + 1 < tokens.count, tokens[position].kind == .identifier {
            let next = tokens[position + 1]
            if next.kind == .keyword && next.keyword == .in {
                index = position + 1
                return
            }
            if next.kind == .arrow {
                // `{ value -> Bool in …}`: names, then a return type the main loop reads.
                var scan = position + 2
                while scan < tokens.count, !tokens[scan].startsLine, tokens[scan].kind != .leftBrace,
                      tokens[scan].kind != .rightBrace {
                    if tokens[scan].kind == .keyword && tokens[scan].keyword == .in {
                        index = position + 1
                        return
                    }
                    scan += 1
                }
                return
            }
            guard next.kind == .comma else { return }
            position += 2
        }
    }

    /// `{ (first, Second: Model) -> Result in …}`: the names in parentheses are not references,
    /// their types are. Only when `in` follows on the same line is this a parameter list and not
    /// a parenthesized expression.
    mutating func skipParenthesizedClosureParameterNames() {
        var close = index
        var depth = 0
        while close < tokens.count {
            let kind = tokens[close].kind
            if kind == .leftBrace || kind == .rightBrace { return }
            if kind == .leftParen { depth += 1 }
            if kind == .rightParen {
                depth -= 1
                if depth == 0 { break }
            }
            close += 1
        }
        var scan = close + 1
        var isSignature = false
        while scan < tokens.count, !tokens[scan].startsLine, tokens[scan].kind != .leftBrace, tokens[scan].kind != .rightBrace {
            if tokens[scan].kind == .keyword && tokens[scan].keyword == .in {
                isSignature = true
                break
            }
            scan += 1
        }
        guard isSignature, close < tokens.count else { return }
        depth = 0
        var inType = 0  // inside `<…>` or `[…]`, where a comma separates types, not parameters
        while index <= close {
            let token = tokens[index]
            switch token.kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .leftAngle, .leftBracket: inType += 1
            case .rightAngle, .rightBracket: inType -= 1
            case .identifier where depth == 1 && inType == 0
                && (tokens[index - 1].kind == .leftParen || tokens[index - 1].kind == .comma):
                // The name, and a second name after a label (`_ value`).
                index += 1
                if tokens[index].kind == .identifier { index += 1 }
                continue
            case .identifier where isTypeLikeName(token) && !follows(.dot):
                index = recordReference(startingAt: index)
                continue
            default: break
            }
            index += 1
        }
    }

    mutating func parseAssociatedType() {
        index += 1
        let nameToken = tokens[index]
        let name = text(of: nameToken)
        index += 1
        let owner = declare(.associatedtype, name: name, at: nameToken)
        var inherits: [String] = []
        var clause = InheritanceClause()
        var depth = 0
        while index < tokens.count, !endsStatement(tokens[index]) {
            let token = tokens[index]
            if depth == 0 && token.kind == .equal { clause.ended = true }
            if depth == 0 && clause.read(token, isCapitalized: isTypeLikeName(token), textIs: { textEquals($0, "~") }) {
                index += 1
                continue
            }
            switch token.kind {
            case .leftAngle, .leftParen, .leftBracket:
                depth += 1
            case .rightAngle, .rightParen, .rightBracket:
                depth = max(0, depth - 1)
            case .identifier where (isTypeLikeName(token) || (depth == 0 && clause.expectsEntry)) && !follows(.dot):
                let (chain, next) = readChain(at: index)
                let isEntry = depth == 0 && clause.takeEntry()
                if isEntry { inherits.append(chain) }
                if isEntry || isTypeLikeName(token) {
                    appendReference(chain, at: token, declaration: owner.declaration, member: owner.member, generics: [])
                }
                index = next
                continue
            default:
                if depth == 0 { clause.expectingEntry = false }
            }
            index += 1
        }
        if !owner.isLocal { declarations[owner.declaration].inherits = inherits }
    }
}
