/// Reads declarations, imports and type references from a token stream.
///
/// A light parser, not a syntax tree: one pass over the tokens with an explicit stack of open
/// braces. Each brace records what it opened (a type's body, a member's body, or a plain block),
/// so every reference is attributed to its innermost declaration and member without recursion.
///
/// Helpers that only read state are `mutating` on purpose: an unoptimized build (the SwiftPM
/// plugin runs one) copies the whole struct, retaining every array in it, to call a non-mutating
/// method from a mutating one; passing `self` inout costs nothing. The few helpers asked per
/// token or per reference are `@_transparent`: an unoptimized build then inlines them into their
/// callers in the same file (not across files), where a call would zero their locals each time.
struct DeclarationParser {
    /// Plain values only (names are kept in the parser's tables, by place), so reading a field
    /// of `scopes[top]` in an unoptimized build copies bytes and retains nothing.
    struct Scope {
        /// Index into `declarations`, or -1 at file level.
        var declaration: Int
        /// True for the braces of a type or extension body, where `func`/`var` declare members.
        var isTypeBody: Bool
        /// True for the body of a local type (one declared in a function, closure or accessor):
        /// it reads like a type body (`case a, B` names cases) but declares nothing, and its
        /// references belong to the enclosing declaration and member, whose code it is.
        var isLocal = false
        /// The member whose body this is, or (in a type body) the member being declared now: the
        /// place of its name in ``referenceTexts``, or -1 for none.
        var member: Int32 = -1
        /// True while the member being declared is an enum `case` (its `, Next` names more cases).
        var memberIsCase = false
        /// Generic parameters of the declaration or member that opened the scope: their place in
        /// `genericLists` (0, the empty list, for none).
        var genericNames: Int32 = 0
        /// Generic parameters of the member being declared in a type body (`func f<T>`), as above.
        var memberGenericNames: Int32 = 0
        /// At file level: the top-level function whose signature is being read.
        var headerDeclaration = -1
        /// The scope's ``Brackets`` while a scope inside it is open (the innermost scope's are
        /// the parser's `brackets`).
        var brackets = Brackets()
        /// Whether a scope below this one has generic parameters: then shadowing must be checked
        /// level by level; otherwise (most code) not at all, however deep the nesting.
        var outerGenerics = false
        /// The token of the brace that opened the scope; -1 at file level.
        var open: Int32 = -1
        /// True while the member being declared in a type body is a function, an initializer or
        /// a subscript: a name and a colon in its parentheses declare a parameter.
        var memberIsFunction = false
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// A view of the lexer's tokens: reading it costs no reference counting, even unoptimized.
    let tokens: UnsafeBufferPointer<Token>
    /// How many of the tokens are identifiers (the lexer counts them).
    let identifierCount: Int
    /// The positions of the identifiers that are not capitalized (the lexer lists them).
    let names: UnsafeBufferPointer<Int32>
    var lines: LineTable
    var index = 0
    var scopes: [Scope] = [Scope(declaration: -1, isTypeBody: true)]
    /// The innermost scope's open brackets, kept apart from `scopes`: every `(`, `[`, `)` and `]`
    /// updates them, and a field of the parser costs no uniqueness check as an element does.
    /// A scope's own are saved in it while a scope inside it is open.
    var brackets = Brackets()
    /// The bytes of the chain read last (see ``readChainBytes(at:)``).
    var chainBytes: [UInt8] = []
    /// The generic parameter lists the scopes name, by ``Scope/genericNames``; the first is empty.
    var genericLists: [[String]] = [[]]
    /// Attributes read but not yet given to a declaration: their names, and where their `@` is.
    var pendingAttributes: [(name: String, offset: Int)] = []
    /// Set by `readChain`: the position after the chain's last component.
    var chainEnd = 0
    /// The references those attributes make: a capitalized attribute's name (property wrapper,
    /// result builder, global actor, macro) and the type names in its arguments.
    var pendingAttributeReferences: [(chain: String, token: Token, isArgument: Bool)] = []

    /// References whose use is known only when the block that can mention a name closes (see
    /// ``PendingUse``), innermost last.
    var pendingUses: [PendingUse] = []
    /// The entries a closing scope is settling (see ``settleUses(closing:at:)``).
    var settling: [PendingUse] = []
    /// The identifiers that can mention a name, each linked to the previous and the next of the
    /// same text (built when a pending use is first settled).
    var sameNames = SameNameLinks()
    /// The file-level extensions with a simple name, read once (see ``fileLevelExtensions()``).
    var ownExtensionBodies: [(name: Int32, open: Int32, close: Int32)]?

    /// Whether to judge how the code uses each type it names (see ``ReferenceUse``). Off, every
    /// reference is a use and no pending-use bookkeeping is done: the lint pipeline judges only
    /// the files whose references decide an edge (see ``Pipeline``).
    let judgesUses: Bool

    var declarations: [Declaration] = []
    /// The texts of the declarations' references, one table for the file (see ``shareReferenceTexts()``).
    /// Its lookup table is freed when ``run()`` ends; its texts stay.
    var referenceTexts = ReferenceTexts()
    var imports: [Import] = []
    var topLevelReferences: [Reference] = []

    init(
        bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>, names: UnsafeBufferPointer<Int32>, identifierCount: Int, lines: LineTable,
        judgesUses: Bool = true
    ) {
        self.bytes = bytes
        self.judgesUses = judgesUses
        self.tokens = tokens
        self.names = names
        self.identifierCount = identifierCount
        self.lines = lines
    }

    mutating func run() {
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .keyword:
                handleKeyword(token)
            case .identifier:
                if isTypeLikeName(token) && !follows(.dot) && !isArgumentLabel(at: index) && !isStatementLabel(at: index) {
                    index = recordReference(startingAt: index)
                } else {
                    index += 1
                }
            case .at:
                handleAttribute()
            case .leftBrace:
                flushPendingAttributes()
                openBrace()
                index += 1
                skipClosureParameterNames()
            case .rightBrace:
                flushPendingAttributes()
                closeBrace()
                index += 1
            case .leftParen, .leftBracket:
                brackets.open(isBracket: token.kind == .leftBracket)
                index += 1
            case .rightParen, .rightBracket:
                brackets.close()
                index += 1
            case .comma:
                index += 1
                let top = scopes.count - 1
                if scopes[top].isTypeBody && scopes[top].memberIsCase && brackets.nesting == 0, index < tokens.count,
                   tokens[index].kind == .identifier || tokens[index].kind == .keyword {
                    // `case a, B, c`: further case names, not references.
                    if !scopes[top].isLocal {
                        let declaration = scopes[top].declaration
                        if declaration >= 0 { declarations[declaration].shape.cases.saturatingIncrement() }
                        scopes[scopes.count - 1].member = textPlace(of: tokens[index])
                    }
                    index += 1
                }
            case .poundDirective:
                handleDirective(token)
            default:
                index += 1
            }
        }
        flushPendingAttributes()
        sameNames.deallocate()
        referenceTexts.deallocate()
    }

    // MARK: Keywords

    mutating func handleKeyword(_ token: Token) {
        // Long: one dispatch on the keyword, a few lines per declaration it starts; split, the
        // grammar would be spread over functions that each handle one case.
        // After a dot a keyword is a member name: `Foo.init(…)`, `.default`, `x.class`; before a
        // colon in parentheses it is a label: `f(operator: x, for: y)`.
        if follows(.dot) || isArgumentLabel(at: index) {
            index += 1
            return
        }
        switch token.keyword {
        case .class where nextIsDeclaredName():
            parseTypeDeclaration(.class)
        case .struct where nextIsDeclaredName():
            parseTypeDeclaration(.struct)
        case .enum where nextIsDeclaredName():
            parseTypeDeclaration(.enum)
        case .protocol where nextIsDeclaredName():
            parseTypeDeclaration(.protocol)
        case .actor where nextIsDeclaredName() && contextualKeywordDeclares():
            parseTypeDeclaration(.actor)
        case .extension where nextIsDeclaredName() || (index + 1 < tokens.count && tokens[index + 1].kind == .leftBracket):
            parseTypeDeclaration(.extension)
        case .typealias where nextIsDeclaredName():
            parseTypealias()
        case .associatedtype where nextIsDeclaredName():
            parseAssociatedType()
        case .import:
            parseImport()
        case .func:
            parseFunctionHeader()
        case .`init`, .deinit, .subscript:
            index += 1
            // `init?<C>(…)`, `init!`: failable initializers.
            if index < tokens.count, tokens[index].kind == .questionMark || tokens[index].kind == .exclamationMark,
               tokens[index].start == tokens[index - 1].end {
                index += 1
            }
            // A deinit is lifecycle: whatever has one is more than data.
            if token.keyword == .deinit, let owner = typeBodyDeclaration() { declarations[owner].shape.methods.saturatingIncrement() }
            beginGenericMember(named: .spelling(token.keyword.spelling))
        case .var, .let:
            index += 1
            if scopes[scopes.count - 1].isTypeBody {
                let nameIndex = firstIdentifier(from: index)
                let top = scopes.count - 1
                // A global's or a local type's binding names no member of ours: its name is not
                // read. A member's name is looked up once: the shape's stored properties share
                // the string of its place.
                let isMember = !scopes[top].isLocal && scopes[top].declaration >= 0
                let name = isMember ? nameIndex.map { textPlace(of: tokens[$0]) } : nil
                countProperty(isLet: token.keyword == .let, keywordAt: index - 1, nameAt: nameIndex, named: name)
                let isProperty = isMember && brackets.nesting == 0
                beginMember(named: name.map { .place($0) } ?? .spelling(token.keyword.spelling), property: isProperty ? nameIndex : nil)
            } else {
                flushPendingAttributes()
            }
            skipBindingPattern()
        case .macro where nextIsDeclaredName() && contextualKeywordDeclares():
            index += 1
            let name = tokens[index]
            index += 1
            beginGenericMember(named: .token(name))
        case .operator:
            // `infix operator <>: AdditiveGroup` names a precedence group, not a type.
            pendingAttributes.removeAll()
            pendingAttributeReferences.removeAll()
            index += 1
            while index < tokens.count, !tokens[index].startsLine, tokens[index].kind != .semicolon,
                  tokens[index].kind != .leftBrace, tokens[index].kind != .rightBrace {
                index += 1
            }
        case .precedencegroup:
            // `precedencegroup Name { higherThan: Other }`: names of groups, not types.
            index += 1
            while index < tokens.count, tokens[index].kind != .leftBrace, tokens[index].kind != .rightBrace { index += 1 }
            if index < tokens.count, tokens[index].kind == .leftBrace {
                while index < tokens.count, tokens[index].kind != .rightBrace { index += 1 }
                index += 1
            }
        case .case:
            index += 1
            let top = scopes.count - 1
            let isLocal = scopes[top].isLocal
            let declaration = scopes[top].declaration
            // A case may be named by a contextual keyword: `case any([String])`, `case open`.
            if scopes[top].isTypeBody && (declaration >= 0 || isLocal), index < tokens.count,
               tokens[index].kind == .identifier || tokens[index].kind == .keyword {
                if brackets.nesting == 0 && !isLocal { declarations[declaration].shape.cases.saturatingIncrement() }
                beginMember(named: .token(tokens[index]), isCase: true)
                index += 1
            }
        default:
            index += 1
        }
    }

    /// `class Foo` declares; `class func`, `class var` and `protocol P: class` do not.
    mutating func nextIsDeclaredName() -> Bool {
        guard index + 1 < tokens.count else { return false }
        let name = tokens[index + 1]
        if name.kind == .identifier { return true }
        // A contextual keyword may name a type (`struct any: Sendable`, `enum async {`), but
        // `class func`, `class var` and `class final func` are modifiers, not names: a name is
        // followed by what can follow a declared name on its line.
        guard name.kind == .keyword, index + 2 < tokens.count else { return false }
        let next = tokens[index + 2]
        if next.startsLine { return false }
        switch next.kind {
        case .leftBrace, .colon, .leftAngle, .equal: return true
        case .keyword: return next.keyword == .where
        default: return false
        }
    }

    /// `actor` and `macro` are also plain names (`let actor = actor`, `return actor`): they
    /// declare only with the name on their line, and not where an expression goes on.
    mutating func contextualKeywordDeclares() -> Bool {
        if tokens[index + 1].startsLine { return false }
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .equal, .leftParen, .leftBracket, .comma, .colon, .operator, .arrow, .ampersand, .questionMark, .backslash:
            return false
        case .keyword:
            switch previous.keyword {
            case .let, .var, .return, .in, .try, .await, .is, .as, .case: return false
            default: return true
            }
        default:
            return true
        }
    }

    /// A member (`func`, `init`, `var`, `case`, …) starts: in a type body it names the scope for
    /// the references that follow. Its generic parameters shadow outer types until its body ends.
    mutating func beginMember(named name: MemberName, generics: [String] = [], isCase: Bool = false, property: Int? = nil) {
        let top = scopes.count - 1
        // Parameters of a member with no body (a protocol's requirement) are mentioned nowhere.
        settleUses(closing: top + 1, at: index)
        scopes[top].memberIsFunction = false
        if scopes[top].isLocal {
            // A local type's members are code of the enclosing member, which keeps its name.
            scopes[top].memberIsCase = isCase
        } else if scopes[top].isTypeBody && scopes[top].declaration >= 0 {
            scopes[top].member = textPlace(of: name)
            scopes[top].memberIsCase = isCase
        } else if scopes[top].declaration == -1 && scopes[top].isTypeBody {
            // File level: a global `var`/`let` is not a declaration of ours; its references
            // belong to the file.
            scopes[top].headerDeclaration = -1
        }
        scopes[top].memberGenericNames = genericPlace(generics)
        flushPendingAttributes(property: property)
    }

    /// The place of a member's name in ``referenceTexts``, where its references' member is
    /// looked up: a name the file wrote before (`init`, an overload, a case of another enum)
    /// makes no string.
    mutating func textPlace(of name: MemberName) -> Int32 {
        switch name {
        case .token(let token): return textPlace(of: token)
        case .spelling(let text): return referenceTexts.place(of: text)
        case .place(let place): return place
        }
    }

    /// The place of a token's name in ``referenceTexts``, looked up by its bytes in place.
    mutating func textPlace(of token: Token) -> Int32 {
        referenceTexts.place(of: UnsafeBufferPointer(rebasing: bytes[nameRange(of: token)]))
    }

    /// The member name at `place` in ``referenceTexts``, nil for -1.
    mutating func memberName(_ place: Int32) -> String? {
        place < 0 ? nil : referenceTexts.texts[Int(place)]
    }

    /// The place of a generic parameter list in `genericLists` (0 for an empty one).
    mutating func genericPlace(_ names: [String]) -> Int32 {
        guard !names.isEmpty else { return 0 }
        genericLists.append(names)
        return Int32(genericLists.count - 1)
    }

    /// A member with generic parameters (`func f<T: P>`, `init<C>`, `subscript<K>`): it is named
    /// first, so the references in its constraints know their member.
    mutating func beginGenericMember(named name: MemberName) {
        beginMember(named: name)
        scopes[scopes.count - 1].memberIsFunction = true
        let generics = parseGenericParameterNames()
        scopes[scopes.count - 1].memberGenericNames = genericPlace(generics)
    }

    /// The names a `var`/`let` binds are declarations, not references: `let Foo = …`,
    /// `if let Value = …`, `let (a, B) = …`.
    mutating func skipBindingPattern() {
        guard index < tokens.count else { return }
        // `catch let DecodingError.keyNotFound(key, _)`: a type, then the bound names.
        if tokens[index].kind == .identifier, index + 1 < tokens.count, tokens[index + 1].kind == .dot { return }
        if tokens[index].kind == .dot, index + 2 < tokens.count,
           tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword {
            // `case let .loaded(Value)`: the enum case, then the bound names in parentheses.
            index += 2
        }
        if tokens[index].kind == .identifier {
            index += 1
        } else if tokens[index].kind == .leftParen {
            var depth = 0
            while index < tokens.count {
                switch tokens[index].kind {
                case .leftParen: depth += 1
                case .rightParen: depth -= 1
                case .leftBrace, .rightBrace, .equal, .colon: return
                case .identifier:
                    // Names stand first in their element; anything else (`error as DatabaseError`)
                    // is code.
                    let previous = tokens[index - 1].kind
                    let isName = (previous == .leftParen || previous == .comma)
                        && !(index + 1 < tokens.count && tokens[index + 1].kind == .dot)
                    if !isName && isTypeLikeName(tokens[index]) && !follows(.dot) {
                        index = recordReference(startingAt: index)
                        continue
                    }
                default: break
                }
                index += 1
                if depth == 0 { return }
            }
        }
    }

    // MARK: Token text

    @_transparent mutating func follows(_ kind: TokenKind) -> Bool {
        index > 0 && tokens[index - 1].kind == kind
    }

    mutating func firstIdentifier(from start: Int) -> Int? {
        var position = start
        while position < tokens.count, position < start + 4 {
            if tokens[position].kind == .identifier || tokens[position].kind == .keyword { return position }
            if tokens[position].kind != .leftParen { return nil }
            position += 1
        }
        return nil
    }

    /// Type names start with an uppercase ASCII letter (after an optional backtick); `$0`,
    /// `self` and lowercase names never name a type in practice.
    @_transparent mutating func isTypeLikeName(_ token: Token) -> Bool {
        guard token.kind == .identifier, token.end > token.start else { return false }
        var first = bytes[Int(token.start)]
        if first == 0x60, token.end - token.start > 1 { first = bytes[Int(token.start) + 1] }  // `
        return first >= 0x41 && first <= 0x5A  // A Z
    }

    mutating func text(of token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[nameRange(of: token)]), as: UTF8.self)
    }

    /// The bytes of a token's name: without the backticks of `` `default` ``.
    @_transparent mutating func nameRange(of token: Token) -> Range<Int> {
        var range = token.range
        // `Range.count` is generic code in an unoptimized build; the bounds are read directly.
        if range.upperBound - range.lowerBound >= 2, bytes[range.lowerBound] == 0x60, bytes[range.upperBound - 1] == 0x60 {  // `
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        return range
    }

    /// Whether the token's name starts with `prefix`, read in place: no string is made.
    mutating func text(of token: Token, startsWith prefix: StaticString) -> Bool {
        let range = nameRange(of: token)
        return prefix.withUTF8Buffer { prefix in
            guard range.upperBound - range.lowerBound >= prefix.count else { return false }
            return memoryEqual(prefix, UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<(range.lowerBound + prefix.count)]))
        }
    }

    mutating func textEquals(_ token: Token, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { memoryEqual($0, UnsafeBufferPointer(rebasing: bytes[token.range])) }
    }
}

/// A member's name as its declaration gives it: looked up in ``DeclarationParser/referenceTexts``
/// only where the member names a scope's references (not for a local function's, say).
enum MemberName {
    /// The name of a token, read in place.
    case token(Token)
    /// A keyword's spelling (`init`, `var` for a pattern), an operator glued from its pieces.
    case spelling(String)
    /// Looked up already.
    case place(Int32)
}

/// Reads an inheritance clause (`: Base, P & Q, ~Copyable, @unchecked Sendable where …`) one
/// token at a time and says which names are its entries.
struct InheritanceClause {
    /// After the clause's `:`.
    var started = false
    /// At `where` (or an associated type's `=`): no more entries.
    var ended = false
    var expectingEntry = false
    /// After `~`: the next name is a suppressed conformance, not an entry.
    var suppressed = false
    /// After `@`: the next name is an attribute (`unchecked`, `retroactive`, `MainActor`).
    var afterAt = false
    var attributeName = false

    /// Consumes the clause's punctuation; returns true when `token` was consumed. `isTilde`
    /// tells a `~` operator from others.
    /// Whether the next name is an entry, so that it is read whatever its case.
    var expectsEntry: Bool { expectingEntry && !suppressed && !ended && !attributeName }

    mutating func read(_ token: Token, isCapitalized: Bool, textIs isTilde: (Token) -> Bool) -> Bool {
        if afterAt {
            afterAt = false
            if token.kind == .identifier || token.kind == .keyword {
                // A capitalized attribute is still a reference: the caller records it.
                attributeName = isCapitalized
                return !isCapitalized
            }
        }
        guard !ended else { return false }
        switch token.kind {
        case .colon where !started:
            started = true
            expectingEntry = true
        case .comma where started, .ampersand where started:
            expectingEntry = true
        case .keyword where token.keyword == .where:
            ended = true
            expectingEntry = false
        case .operator where started && isTilde(token):
            suppressed = true
        case .keyword where started && (token.keyword == .nonisolated || token.keyword == .isolated):
            // `nonisolated Sendable`: an isolation modifier on a conformance.
            break
        case .at where started:
            afterAt = true
        default:
            return false
        }
        return true
    }

    /// Whether the name just read is an entry of the clause.
    mutating func takeEntry() -> Bool {
        if attributeName {
            attributeName = false
            return false
        }
        defer {
            expectingEntry = false
            suppressed = false
        }
        return expectingEntry && !suppressed && !ended
    }
}

/// The `(` and `[` open inside one scope, so `case a, b` is told apart from call arguments.
struct Brackets {
    /// How many are open.
    var nesting = 0
    /// One bit per open `(` (0) or `[` (1), innermost in the lowest bit: a name before a colon
    /// labels an argument in parentheses but is a key in a dictionary literal. A register, not
    /// a stack, so it costs no allocation; past 64 levels the kinds are forgotten.
    var openerKinds: UInt64 = 0

    mutating func open(isBracket: Bool) {
        nesting += 1
        openerKinds = openerKinds << 1 | (isBracket ? 1 : 0)
    }

    mutating func close() {
        nesting -= 1
        openerKinds >>= 1
    }
}
