/// Reads declarations, imports and type references from a token stream.
///
/// A light parser, not a syntax tree: one pass over the tokens with an explicit stack of open
/// braces. Each brace records what it opened (a type's body, a member's body, or a plain block),
/// so every reference is attributed to its innermost declaration and member without recursion.
///
/// Helpers that only read state are `mutating` on purpose: an unoptimized build (the SwiftPM
/// plugin runs one) copies the whole struct, retaining every array in it, to call a non-mutating
/// method from a mutating one; passing `self` inout costs nothing.
struct DeclarationParser {
    private struct Scope {
        /// Index into `declarations`, or -1 at file level.
        var declaration: Int
        /// True for the braces of a type or extension body, where `func`/`var` declare members.
        var isTypeBody: Bool
        /// True for the body of a local type (one declared in a function, closure or accessor):
        /// it reads like a type body (`case a, B` names cases) but declares nothing, and its
        /// references belong to the enclosing declaration and member, whose code it is.
        var isLocal = false
        /// The member whose body this is, or (in a type body) the member being declared now.
        var member: String?
        /// True while the member being declared is an enum `case` (its `, Next` names more cases).
        var memberIsCase = false
        /// Generic parameters of the declaration or member that opened the scope.
        var genericNames: [String] = []
        /// Generic parameters of the member being declared in a type body (`func f<T>`).
        var memberGenericNames: [String] = []
        /// At file level: the top-level function whose signature is being read.
        var headerDeclaration = -1
        /// Open `(` and `[` inside this scope, so `case a, b` is told apart from call arguments.
        var nesting = 0
        /// One bit per open `(` (0) or `[` (1), innermost in the lowest bit: a name before a colon
        /// labels an argument in parentheses but is a key in a dictionary literal. A register, not
        /// a stack, so it costs no allocation; past 64 levels the kinds are forgotten.
        var openerKinds: UInt64 = 0
        /// Whether a scope below this one has generic parameters: then shadowing must be checked
        /// level by level; otherwise (most code) not at all, however deep the nesting.
        var outerGenerics = false
        /// The token of the brace that opened the scope; -1 at file level.
        var open: Int32 = -1
        /// True while the member being declared in a type body is a function, an initializer or
        /// a subscript: a name and a colon in its parentheses declare a parameter.
        var memberIsFunction = false
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// A view of the lexer's tokens: reading it costs no reference counting, even unoptimized.
    private let tokens: UnsafeBufferPointer<Token>
    private var lines: LineTable
    private var index = 0
    private var scopes: [Scope] = [Scope(declaration: -1, isTypeBody: true)]
    /// Attributes read but not yet given to a declaration: their names, and where their `@` is.
    private var pendingAttributes: [(name: String, offset: Int)] = []
    /// Set by `readChain`: the position after the chain's last component.
    private var chainEnd = 0
    /// The references those attributes make: a capitalized attribute's name (property wrapper,
    /// result builder, global actor, macro) and the type names in its arguments.
    private var pendingAttributeReferences: [(chain: String, token: Token, isArgument: Bool)] = []

    /// References whose use is known only when the block that can mention a name closes (see
    /// ``PendingUse``), innermost last.
    private var pendingUses: [PendingUse] = []

    private(set) var declarations: [Declaration] = []
    private(set) var imports: [Import] = []
    private(set) var topLevelReferences: [Reference] = []

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>, lines: LineTable) {
        self.bytes = bytes
        self.tokens = tokens
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
                scopes[scopes.count - 1].nesting += 1
                scopes[scopes.count - 1].openerKinds = scopes[scopes.count - 1].openerKinds << 1 | (token.kind == .leftBracket ? 1 : 0)
                index += 1
            case .rightParen, .rightBracket:
                scopes[scopes.count - 1].nesting -= 1
                scopes[scopes.count - 1].openerKinds >>= 1
                index += 1
            case .comma:
                index += 1
                let scope = scopes[scopes.count - 1]
                if scope.isTypeBody && scope.memberIsCase && scope.nesting == 0, index < tokens.count,
                   tokens[index].kind == .identifier || tokens[index].kind == .keyword {
                    // `case a, B, c`: further case names, not references.
                    if !scope.isLocal {
                        if scope.declaration >= 0 { declarations[scope.declaration].shape.cases.saturatingIncrement() }
                        scopes[scopes.count - 1].member = text(of: tokens[index])
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
    }

    // MARK: Keywords

    private mutating func handleKeyword(_ token: Token) {
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
            beginGenericMember(named: token.keyword.spelling)
        case .var, .let:
            index += 1
            if scopes[scopes.count - 1].isTypeBody {
                let nameIndex = firstIdentifier(from: index)
                countProperty(isLet: token.keyword == .let, keywordAt: index - 1, nameAt: nameIndex)
                let name = nameIndex.map { text(of: tokens[$0]) }
                let top = scopes.count - 1
                let isProperty = !scopes[top].isLocal && scopes[top].declaration >= 0 && scopes[top].nesting == 0
                beginMember(named: name ?? token.keyword.spelling, property: isProperty ? nameIndex : nil)
            } else {
                flushPendingAttributes()
            }
            skipBindingPattern()
        case .macro where nextIsDeclaredName() && contextualKeywordDeclares():
            index += 1
            let name = text(of: tokens[index])
            index += 1
            beginGenericMember(named: name)
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
            let scope = scopes[scopes.count - 1]
            // A case may be named by a contextual keyword: `case any([String])`, `case open`.
            if scope.isTypeBody && (scope.declaration >= 0 || scope.isLocal), index < tokens.count,
               tokens[index].kind == .identifier || tokens[index].kind == .keyword {
                if scope.nesting == 0 && !scope.isLocal { declarations[scope.declaration].shape.cases.saturatingIncrement() }
                beginMember(named: text(of: tokens[index]), isCase: true)
                index += 1
            }
        default:
            index += 1
        }
    }

    /// `class Foo` declares; `class func`, `class var` and `protocol P: class` do not.
    private mutating func nextIsDeclaredName() -> Bool {
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
    private mutating func contextualKeywordDeclares() -> Bool {
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
    private mutating func beginMember(named name: String, generics: [String] = [], isCase: Bool = false, property: Int? = nil) {
        let top = scopes.count - 1
        // Parameters of a member with no body (a protocol's requirement) are mentioned nowhere.
        settleUses(closing: top + 1, at: index)
        scopes[top].memberIsFunction = false
        if scopes[top].isLocal {
            // A local type's members are code of the enclosing member, which keeps its name.
            scopes[top].memberIsCase = isCase
        } else if scopes[top].isTypeBody && scopes[top].declaration >= 0 {
            scopes[top].member = name
            scopes[top].memberIsCase = isCase
        } else if scopes[top].declaration == -1 && scopes[top].isTypeBody {
            // File level: a global `var`/`let` is not a declaration of ours; its references
            // belong to the file.
            scopes[top].headerDeclaration = -1
        }
        scopes[top].memberGenericNames = generics
        flushPendingAttributes(property: property)
    }

    /// A member with generic parameters (`func f<T: P>`, `init<C>`, `subscript<K>`): it is named
    /// first, so the references in its constraints know their member.
    private mutating func beginGenericMember(named name: String) {
        beginMember(named: name)
        scopes[scopes.count - 1].memberIsFunction = true
        let generics = parseGenericParameterNames()
        scopes[scopes.count - 1].memberGenericNames = generics
    }

    /// The names a `var`/`let` binds are declarations, not references: `let Foo = …`,
    /// `if let Value = …`, `let (a, B) = …`.
    private mutating func skipBindingPattern() {
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

    // MARK: Types

    private mutating func parseTypeDeclaration(_ kind: DeclarationKind) {
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
                genericNames: generics, open: Int32(index)))
            index += 1
        }
    }

    /// Where a declaration's own references go: to itself, or, for a local type, to the
    /// enclosing declaration and member.
    private struct Owner {
        var declaration: Int
        var member: String?
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
    private mutating func declare(_ kind: DeclarationKind, name: String, at nameToken: Token, isFilePrivate: Bool = false) -> Owner {
        let top = scopes.count - 1
        if !scopes[top].isTypeBody || scopes[top].isLocal {
            if kind != .extension { scopes[top].genericNames.append(name) }
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
        return Owner(declaration: declarationIndex, member: nil, isLocal: false)
    }

    /// The standard type an extension's sugar stands for, with `index` on the token after
    /// `extension`: `[T]` is `Array`, `[K: V]` is `Dictionary`, `T?` and `A.B?` are `Optional`.
    private mutating func sugaredExtendedType() -> String? {
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
    private mutating func parseTypealias() {
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
    private mutating func endsStatement(_ token: Token) -> Bool {
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
    private mutating func isArgumentLabel(at position: Int) -> Bool {
        guard scopes[scopes.count - 1].nesting > 0, scopes[scopes.count - 1].openerKinds & 1 == 0,
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
    private mutating func isStatementLabel(at position: Int) -> Bool {
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
    private mutating func skipClosureParameterNames() {
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
    private mutating func skipParenthesizedClosureParameterNames() {
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

    private mutating func parseAssociatedType() {
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

    // MARK: Functions

    /// `func name<T>(…)`: in a type body it names the member; at file level it declares a
    /// function (reducers are free functions and take roles like types do).
    private mutating func parseFunctionHeader() {
        index += 1
        guard index < tokens.count else { return }
        let nameIndex = index
        let nameToken = tokens[index]
        var name = text(of: nameToken)
        index += 1
        // `func <=`: `<` and `>` are tokens of their own; glue the operator's pieces back.
        while nameToken.kind != .identifier && nameToken.kind != .keyword, index < tokens.count,
              tokens[index].start == tokens[index - 1].end, tokens[index].kind != .leftParen,
              tokens[index].kind != .identifier, tokens[index].kind != .keyword,
              !(tokens[index].kind == .leftAngle && index + 1 < tokens.count && tokens[index + 1].kind == .identifier) {
            name += text(of: tokens[index])
            index += 1
        }
        let top = scopes.count - 1
        if scopes[top].declaration == -1 && scopes[top].isTypeBody && !scopes[top].isLocal {
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
            scopes[top].memberGenericNames = generics
        } else {
            countMethod(named: name, keywordAt: nameIndex - 1)
            beginGenericMember(named: name)
        }
    }

    // MARK: Shapes

    /// The declaration whose body the parser is in, directly (not in a member's body).
    private mutating func typeBodyDeclaration() -> Int? {
        let top = scopes[scopes.count - 1]
        return top.isTypeBody && !top.isLocal && top.declaration >= 0 && top.nesting == 0 ? top.declaration : nil
    }

    /// `var`/`let` in a type's body: a stored or computed instance property (see ``TypeShape``).
    private mutating func countProperty(isLet: Bool, keywordAt position: Int, nameAt name: Int?) {
        guard let owner = typeBodyDeclaration(), !isStaticMember(keywordAt: position) else { return }
        if !isLet, let name, isComputedProperty(after: name) {
            declarations[owner].shape.computedProperties.saturatingIncrement()
        } else {
            declarations[owner].shape.storedProperties.saturatingIncrement()
        }
    }

    /// `func` in a type's body: an instance method, unless a protocol's witness for data
    /// (`hash(into:)`, `encode(to:)`, ObjectMapper's `mapping(map:)`); a conversion that takes
    /// nothing (`toDomain()`, `asDTO()`, the mapping methods of Clean layers' records) is a
    /// computed property written as a method.
    private mutating func countMethod(named name: String, keywordAt position: Int) {
        guard let owner = typeBodyDeclaration(), name != "hash", name != "encode", !isStaticMember(keywordAt: position) else { return }
        let opens = position + 3 < tokens.count && tokens[position + 2].kind == .leftParen
        if name == "mapping", opens, tokens[position + 3].kind == .identifier, text(of: tokens[position + 3]) == "map" { return }
        if opens, tokens[position + 3].kind == .rightParen, Self.isConversion(name) {
            declarations[owner].shape.computedProperties.saturatingIncrement()
            return
        }
        declarations[owner].shape.methods.saturatingIncrement()
    }

    /// `toDomain`, `asDTO`: `to` or `as` and a capitalized word.
    static func isConversion(_ name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.count > 2, name.hasPrefix("to") || name.hasPrefix("as") else { return false }
        let third = bytes[bytes.index(bytes.startIndex, offsetBy: 2)]
        return third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
    }

    /// Whether the modifiers before a member's keyword make it static (`static`, `class`,
    /// `private(set) static`); they are read backwards, a few tokens at most.
    private mutating func isStaticMember(keywordAt position: Int) -> Bool {
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

    /// `final class`, `public final class`: `final` among the modifiers before the keyword.
    private mutating func hasFinalModifier(before position: Int) -> Bool {
        hasModifier(before: position) { $0 == .final }
    }

    /// `private` or `fileprivate` among the modifiers before a declaration keyword: the
    /// declaration is seen from its own file only.
    private mutating func hasFilePrivateModifier(before position: Int) -> Bool {
        hasModifier(before: position) { $0 == .private || $0 == .fileprivate }
    }

    private mutating func hasModifier(before position: Int, where matches: (Keyword) -> Bool) -> Bool {
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
    private mutating func isComputedProperty(after name: Int) -> Bool {
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
    private mutating func parseGenericParameterNames(declaration: Int? = nil) -> [String] {
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
                appendReference(chain, at: token, declaration: declaration, member: nil, generics: names)
            } else {
                let (target, member) = context()
                appendReference(chain, at: token, declaration: target, member: member, generics: names)
            }
        }
        return names
    }

    // MARK: Imports

    /// `@testable import App`, `@_spi(Internal) import Core`, `public import struct Foundation.URL`,
    /// `import func Module.+`.
    private mutating func parseImport() {
        let importToken = tokens[index]
        let attributes = pendingAttributes.map(\.name)
        let start = pendingAttributes.first?.offset ?? Int(importToken.start)
        pendingAttributes.removeAll()
        pendingAttributeReferences.removeAll()
        index += 1
        var kind: String?
        if index < tokens.count, tokens[index].kind == .keyword, tokens[index].keyword != .none,
           index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
            kind = tokens[index].keyword.spelling
            index += 1
        }
        guard index < tokens.count, tokens[index].kind == .identifier || tokens[index].kind == .keyword else { return }
        let module = text(of: tokens[index])
        var path = module
        index += 1
        while index + 1 < tokens.count, tokens[index].kind == .dot, !tokens[index].startsLine,
              tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword || tokens[index + 1].kind == .operator {
            path += "." + text(of: tokens[index + 1])
            index += 2
        }
        imports.append(Import(
            module: module, path: path, kind: kind, attributes: attributes, location: lines.nearbyLocation(of: start)))
    }

    // MARK: Attributes and directives

    /// `@Name(…)`: a capitalized attribute (property wrapper, result builder, global actor, macro)
    /// may name a project type, and so may the types in its arguments; both are kept for the
    /// declaration that follows. The arguments of lowercase built-ins (`@objc(Name)`,
    /// `@available(…)`, `@_spi(Name)`) are skipped, since they name no types.
    private mutating func handleAttribute() {
        let atToken = tokens[index]
        index += 1
        guard index < tokens.count, tokens[index].kind == .identifier || tokens[index].kind == .keyword else { return }
        let nameToken = tokens[index]
        if isTypeLikeName(nameToken) && !isBuiltinAttribute(nameToken) {
            let (chain, next) = readChain(at: index)
            pendingAttributes.append((chain, Int(atToken.start)))
            pendingAttributeReferences.append((chain, nameToken, false))
            index = next
            if index < tokens.count, tokens[index].kind == .leftAngle, tokens[index].start == tokens[index - 1].end {
                // `@OptionSet<UInt8>`: generic arguments of an attached macro.
                collectAttributeArgumentReferences(open: .leftAngle, close: .rightAngle)
            }
            if index < tokens.count, tokens[index].kind == .leftParen, tokens[index].start == tokens[index - 1].end {
                collectAttributeArgumentReferences(open: .leftParen, close: .rightParen)
            }
        } else {
            pendingAttributes.append((text(of: nameToken), Int(atToken.start)))
            index += 1
            // `@escaping` and `@autoclosure` take no arguments: a parenthesis right after them
            // opens the function type they mark (`@escaping(Status, String?) -> Void`).
            if index < tokens.count, tokens[index].kind == .leftParen, tokens[index].start == nameToken.end,
               !textEquals(nameToken, "escaping"), !textEquals(nameToken, "autoclosure") {
                skipBalanced()
            }
        }
        // An attribute on a type or a closure (`@Sendable () -> Void`, `{ @MainActor in … }`)
        // belongs to the context here, not to the next declaration.
        if index < tokens.count {
            let next = tokens[index]
            if next.kind != .at && !(next.kind == .keyword && next.keyword.startsDeclaration) {
                flushPendingAttributes()
            }
        }
    }

    /// The capitalized attributes the compiler defines for Interface Builder, Core Data,
    /// Objective-C and app entry points: they name no type.
    private mutating func isBuiltinAttribute(_ token: Token) -> Bool {
        switch bytes[Int(token.start)] {
        case 0x49:  // I
            return textEquals(token, "IBOutlet") || textEquals(token, "IBAction") || textEquals(token, "IBInspectable")
                || textEquals(token, "IBDesignable") || textEquals(token, "IBSegueAction")
        case 0x4E:  // N
            return textEquals(token, "NSManaged") || textEquals(token, "NSCopying") || textEquals(token, "NSApplicationMain")
        case 0x55:  // U
            return textEquals(token, "UIApplicationMain")
        case 0x47:  // G
            return textEquals(token, "GKInspectable")
        default:
            return false
        }
    }

    /// The type names inside `@Attribute(…)` or `@Attribute<…>`; a closure argument is left to
    /// the main loop.
    private mutating func collectAttributeArgumentReferences(open: TokenKind, close: TokenKind) {
        var depth = 0
        var braces = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case open:
                depth += 1
            case close:
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            case .leftBrace:
                // A closure argument (`@Suite(.dependencies { … })`): its names still belong to
                // the declaration the attribute is on.
                braces += 1
            case .rightBrace:
                braces -= 1
                if braces < 0 { return }
            case .poundDirective where textEquals(token, "#if") || textEquals(token, "#elseif"):
                index += 1
                skipCondition()
                continue
            case .identifier where isTypeLikeName(token) && !follows(.dot):
                let (chain, next) = readChain(at: index)
                pendingAttributeReferences.append((chain, token, true))
                index = next
                continue
            default:
                break
            }
            index += 1
        }
    }

    /// Attributes not followed by a declaration (`@MainActor` on a closure, `@Published var`)
    /// count as references of the current context.
    /// `property`: the name token of the property the attributes are on; the types named in
    /// their arguments (`@Environment(Client.self) var client`) are used as the property is.
    private mutating func flushPendingAttributes(into declaration: Int? = nil, property: Int? = nil) {
        pendingAttributes.removeAll()
        guard !pendingAttributeReferences.isEmpty else { return }
        let (target, member) = declaration.map { ($0, nil as String?) } ?? context()
        for (chain, token, isArgument) in pendingAttributeReferences {
            if isArgument, let property, target >= 0 {
                let top = scopes.count - 1
                appendReference(chain, at: token, declaration: target, member: member, generics: [], use: .follows(
                    name: property, from: Int(scopes[top].open) + 1, depth: top, ifPassedOn: .handOff, ifUnmentioned: .use))
            } else {
                appendReference(chain, at: token, declaration: target, member: member, generics: [])
            }
        }
        pendingAttributeReferences.removeAll()
    }

    /// `#if`/`#elseif` conditions name platforms and modules, not types: skip to the end of the
    /// line. Every branch's code is scanned.
    private mutating func handleDirective(_ token: Token) {
        index += 1
        if textEquals(token, "#if") || textEquals(token, "#elseif") {
            skipCondition()
        } else if textEquals(token, "#sourceLocation") || textEquals(token, "#available") || textEquals(token, "#unavailable")
                    || textEquals(token, "#selector") || textEquals(token, "#keyPath"),
                  index < tokens.count, tokens[index].kind == .leftParen {
            // File names, line numbers and platform names (`OSX`), never types. A selector or an
            // Objective-C key path is a message's or a property's name, resolved at run time:
            // `#selector(EditorViewController.save(_:))` sent to a nil target goes up the responder
            // chain, the way a Cocoa view reports to its controller; it makes no instance and calls
            // nothing, so the type that qualifies the name is not used.
            skipBalanced()
        }
    }

    /// A condition ends with its line, unless it continues over a line break inside parentheses
    /// or after `&&` / `||`.
    private mutating func skipCondition() {
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.startsLine && depth == 0 && !(index > 0 && isLogicalOperator(tokens[index - 1])) { return }
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen { depth = max(0, depth - 1) }
            index += 1
        }
    }

    private mutating func isLogicalOperator(_ token: Token) -> Bool {
        token.kind == .operator && (textEquals(token, "&&") || textEquals(token, "||"))
    }

    private mutating func skipBalanced() {
        var depth = 0
        while index < tokens.count {
            let kind = tokens[index].kind
            if kind == .leftParen { depth += 1 }
            if kind == .rightParen { depth -= 1 }
            index += 1
            if depth == 0 { return }
            if kind == .leftBrace || kind == .rightBrace { return }
        }
    }

    // MARK: Braces

    private mutating func openBrace() {
        let top = scopes.count - 1
        let parent = scopes[top]
        var scope = Scope(declaration: parent.declaration, isTypeBody: false, member: parent.member, open: Int32(index))
        if parent.declaration == -1 && parent.headerDeclaration >= 0 {
            scope.declaration = parent.headerDeclaration
            scope.member = nil
            scope.genericNames = parent.memberGenericNames
            // A closure inside the parameter list (a default value) does not end the signature.
            if parent.nesting == 0 {
                scopes[top].headerDeclaration = -1
                scopes[top].memberGenericNames = []
            }
        } else if parent.isTypeBody {
            scope.genericNames = parent.memberGenericNames
        } else {
            // A local function's generic parameters belong to its body.
            scope.genericNames = parent.memberGenericNames
            scopes[top].memberGenericNames = []
        }
        push(scope)
    }

    private mutating func closeBrace() {
        guard scopes.count > 1 else { return }
        settleUses(closing: scopes.count - 1, at: index)
        scopes.removeLast()
        let top = scopes.count - 1
        if scopes[top].isTypeBody && scopes[top].nesting == 0 {
            // The member stays until the next one begins: the brace that closed may be a
            // closure in a property's initializer (`static let all = list.map { … }`).
            scopes[top].memberIsCase = false
            scopes[top].memberGenericNames = []
            scopes[top].nesting = 0
            scopes[top].openerKinds = 0
        }
    }

    // MARK: References

    private mutating func currentDeclaration() -> Int {
        var level = scopes.count - 1
        while level >= 0 {
            if scopes[level].declaration >= 0 { return scopes[level].declaration }
            level -= 1
        }
        return -1
    }

    /// The declaration and member a reference here belongs to.
    private mutating func context() -> (declaration: Int, member: String?) {
        let top = scopes[scopes.count - 1]
        if top.declaration == -1 { return (top.headerDeclaration, nil) }
        return (top.declaration, top.member)
    }

    private mutating func recordReference(startingAt start: Int) -> Int {
        let token = tokens[start]
        let (chain, next) = readChain(at: start)
        let (declaration, member) = context()
        let use = declaration >= 0 ? useOfReference(at: start, next: next) : .now(.use)
        appendReference(chain, at: token, declaration: declaration, member: member, generics: [], use: use)
        return next
    }

    /// Appends a reference unless a generic parameter in scope shadows its first component.
    private mutating func appendReference(
        _ chain: String, at token: Token, declaration: Int, member: String?, generics: [String], use: UseOfReference = .now(.use)
    ) {
        // Most code has no generic parameter in scope: then no head string is needed at all.
        if !generics.isEmpty || hasGenericParameterInScope() {
            var head = Substring(chain)
            if let dot = chain.utf8.firstIndex(of: 0x2E) { head = chain[..<dot] }  // .
            if generics.contains(where: { $0 == head }) || isShadowedByGenericParameter(head) { return }
        }
        var reference = Reference(name: chain, location: lines.nearbyLocation(of: Int(token.start)), member: member)
        if declaration >= 0 {
            switch use {
            case .now(let known):
                reference.use = known
            case .follows(let name, let from, let depth, let ifPassedOn, let ifUnmentioned):
                insertPending(PendingUse(
                    declaration: Int32(declaration), reference: Int32(declarations[declaration].references.count),
                    name: Int32(name), from: Int32(from), depth: Int32(depth), ifPassedOn: ifPassedOn, ifUnmentioned: ifUnmentioned))
            }
            declarations[declaration].references.append(reference)
        } else {
            topLevelReferences.append(reference)
        }
    }

    private mutating func push(_ scope: Scope) {
        var scope = scope
        let top = scopes.count - 1
        scope.outerGenerics = scopes[top].outerGenerics || !scopes[top].genericNames.isEmpty
            || !scopes[top].memberGenericNames.isEmpty
        scopes.append(scope)
    }

    private mutating func hasGenericParameterInScope() -> Bool {
        let top = scopes.count - 1
        return scopes[top].outerGenerics || !scopes[top].genericNames.isEmpty || !scopes[top].memberGenericNames.isEmpty
    }

    private mutating func isShadowedByGenericParameter(_ name: Substring) -> Bool {
        var level = scopes.count - 1
        while level >= 0 {
            if scopes[level].genericNames.contains(where: { $0 == name })
                || scopes[level].memberGenericNames.contains(where: { $0 == name }) {
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
    private mutating func readChain(at start: Int) -> (String, Int) {
        var chain = text(of: tokens[start])
        var next = start + 1
        while isChainComponent(at: next) {
            chain += "." + text(of: tokens[next + 1])
            next += 2
        }
        chainEnd = next
        while chainEnd < tokens.count, tokens[chainEnd].kind == .leftAngle, tokens[chainEnd].start == tokens[chainEnd - 1].end,
              let close = closingAngle(from: chainEnd), isChainComponent(at: close + 1) {
            chainEnd = close + 1
            while isChainComponent(at: chainEnd) {
                chain += "." + text(of: tokens[chainEnd + 1])
                chainEnd += 2
            }
        }
        return (chain, next)
    }

    /// `.Name` at `position`, where `Name` may continue a chain (`.Type` and `.Protocol` are
    /// metatypes, not members).
    private mutating func isChainComponent(at position: Int) -> Bool {
        position + 1 < tokens.count && tokens[position].kind == .dot && tokens[position + 1].kind == .identifier
            && isTypeLikeName(tokens[position + 1])
            && !textEquals(tokens[position + 1], "Type") && !textEquals(tokens[position + 1], "Protocol")
    }

    /// The `>` that closes the generic arguments opened at `open`, if what lies between can only
    /// be types (names, punctuation of types); nil for a comparison such as `a < B && c > d`.
    private mutating func closingAngle(from open: Int) -> Int? {
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

    // MARK: Construction and hand-off

    /// How a reference is used: known where it is written, or decided by what the code does
    /// with a name (a local bound to a built object, a property, a parameter).
    private enum UseOfReference {
        case now(ReferenceUse)
        /// `name` (a token) is looked for from `from` to the close of the scope at `depth`.
        case follows(name: Int, from: Int, depth: Int, ifPassedOn: ReferenceUse, ifUnmentioned: ReferenceUse)
    }

    /// A reference whose use waits for the block that can mention its name to close. When every
    /// mention only passes the value on (an argument, the right side of an assignment to another
    /// object's property, a returned value) it takes `ifPassedOn`; when nothing mentions it,
    /// `ifUnmentioned`; any other mention (a call, a member read, an operator) makes it a use.
    private struct PendingUse {
        var declaration: Int32
        var reference: Int32
        var name: Int32
        var from: Int32
        var depth: Int32
        var ifPassedOn: ReferenceUse
        var ifUnmentioned: ReferenceUse
    }

    /// What one mention of a name does with its value.
    private enum Mention {
        /// Declares, assigns, labels or configures it (`v.interactor = i` for `v`).
        case none
        case passedOn
        /// Passed to a method of the type's own (`configure(with: model)`): the type uses it
        /// there. A built object given to one is installed (`present(detail, animated: true)`).
        case passedToSelf
        /// Stored into the type's own property, named by the token: the property decides.
        case stored(Int)
        case used
    }

    /// Keeps the list ordered by depth, so the entries a closing scope settles are its tail.
    private mutating func insertPending(_ entry: PendingUse) {
        var position = pendingUses.count
        while position > 0, pendingUses[position - 1].depth > entry.depth { position -= 1 }
        if position == pendingUses.count {
            pendingUses.append(entry)
        } else {
            pendingUses.insert(entry, at: position)
        }
    }

    /// Decides the entries waiting for the scope at `depth` (and deeper ones left open, such as
    /// a requirement's parameters): one pass over the tokens up to `close`.
    private mutating func settleUses(closing depth: Int, at close: Int) {
        guard let last = pendingUses.last, last.depth >= depth else { return }
        var first = pendingUses.count - 1
        while first > 0, pendingUses[first - 1].depth >= depth { first -= 1 }
        var start = Int.max
        for entry in pendingUses[first...] { start = min(start, Int(entry.from)) }
        // Per entry: 0 unmentioned, 1 passed on, 2 used; and the property it is stored into.
        var mentions = [UInt8](repeating: 0, count: pendingUses.count - first)
        // A property's own entries: a value stored into it (`self.client = client`) is no mention.
        let inTypeBody = depth < scopes.count && scopes[depth].isTypeBody
        var storedInto = [Int](repeating: -1, count: pendingUses.count - first)
        var position = max(start, 1)
        while position < close {
            let token = tokens[position]
            if token.kind == .identifier {
                var mention: Mention?
                for slot in mentions.indices where mentions[slot] < 2 {
                    let entry = pendingUses[first + slot]
                    guard position >= Int(entry.from), position != Int(entry.name) else { continue }
                    let name = tokens[Int(entry.name)]
                    guard name.end - name.start == token.end - token.start,
                          memoryEqual(UnsafeBufferPointer(rebasing: bytes[name.range]), UnsafeBufferPointer(rebasing: bytes[token.range]))
                    else { continue }
                    if mention == nil { mention = self.mention(at: position) }
                    switch mention! {
                    case .none: break
                    case .passedOn: mentions[slot] = max(mentions[slot], 1)
                    case .passedToSelf: mentions[slot] = max(mentions[slot], entry.ifPassedOn == .construction ? 1 : 2)
                    case .stored where inTypeBody && Int(entry.depth) == depth: break
                    case .stored(let property):
                        if storedInto[slot] >= 0 && !sameText(storedInto[slot], property) { mentions[slot] = 2 } else { storedInto[slot] = property }
                    case .used: mentions[slot] = 2
                    }
                }
            }
            position += 1
        }
        let settled = Array(pendingUses[first...])
        pendingUses.removeSubrange(first...)
        for (slot, entry) in settled.enumerated() {
            var use: ReferenceUse
            switch mentions[slot] {
            case 2: use = .use
            case 1: use = entry.ifPassedOn
            default: use = entry.ifUnmentioned
            }
            if mentions[slot] < 2, storedInto[slot] >= 0 {
                // Kept by the type: its property's mentions in the type's body decide.
                use = .use
                if let typeBody = enclosingTypeBody(below: Int(entry.depth)), typeBody < Int(entry.depth) {
                    var linked = entry
                    linked.name = Int32(storedInto[slot])
                    linked.from = scopes[typeBody].open + 1
                    linked.depth = Int32(typeBody)
                    linked.ifUnmentioned = mentions[slot] == 1 ? entry.ifPassedOn : .use
                    insertPending(linked)
                    continue
                }
            }
            if use != .use {
                declarations[Int(entry.declaration)].references.setUse(use, at: Int(entry.reference), byTypeBody: inTypeBody && Int(entry.depth) == depth)
            }
        }
    }

    /// The depth of the innermost type body (not a local type's) at or below `depth`.
    private mutating func enclosingTypeBody(below depth: Int) -> Int? {
        var level = min(depth, scopes.count - 1)
        while level > 0 {
            if scopes[level].isTypeBody && !scopes[level].isLocal && scopes[level].declaration >= 0 { return level }
            level -= 1
        }
        return nil
    }

    private mutating func sameText(_ a: Int, _ b: Int) -> Bool {
        memoryEqual(UnsafeBufferPointer(rebasing: bytes[tokens[a].range]), UnsafeBufferPointer(rebasing: bytes[tokens[b].range]))
    }

    /// What the mention of a name at `position` does with its value.
    private mutating func mention(at position: Int) -> Mention {
        let previous = tokens[position - 1]
        var viaSelf = false
        if previous.kind == .dot {
            // `other.client` is another object's member; `self.client` is the name.
            guard position >= 2, tokens[position - 2].kind == .keyword, tokens[position - 2].keyword == .self else { return .none }
            viaSelf = true
        } else if previous.kind == .keyword {
            switch previous.keyword {
            case .let, .var, .weak, .unowned, .case, .func: return .none
            default: break
            }
        }
        guard position + 1 < tokens.count else { return .passedOn }
        let next = tokens[position + 1]
        let adjacent = next.start == tokens[position].end
        switch next.kind {
        case .colon where !viaSelf && (previous.kind == .leftParen || previous.kind == .comma):
            return .none  // an argument's or a parameter's label
        case .equal:
            return .none
        case .dot:
            return memberPathIsAssigned(from: position + 1) ? .none : .used
        case .questionMark where adjacent, .exclamationMark where adjacent:
            if position + 2 < tokens.count, tokens[position + 2].kind == .dot {
                return memberPathIsAssigned(from: position + 2) ? .none : .used
            }
            return .passedOn
        case .leftParen where adjacent, .leftBracket where adjacent:
            return .used
        case .operator:
            return textEquals(next, "??") ? .passedOn : .used
        default:
            break
        }
        if previous.kind == .operator { return textEquals(previous, "??") ? .passedOn : .used }
        if previous.kind == .equal, !viaSelf {
            // `self.client = client`, `client = client`: kept in the type's property.
            if let property = ownProperty(assignedAt: position - 1) { return .stored(property) }
        }
        return isArgumentOfCallOnSelf(at: position) ? .passedToSelf : .passedOn
    }

    /// `self.name =` or `name =` starting a statement, with `equal` the `=`: the name's token.
    private mutating func ownProperty(assignedAt equal: Int) -> Int? {
        let target = equal - 1
        guard target >= 2, tokens[target].kind == .identifier else { return nil }
        if tokens[target - 1].kind == .dot {
            return tokens[target - 2].kind == .keyword && tokens[target - 2].keyword == .self ? target : nil
        }
        let before = tokens[target - 1].kind
        return tokens[target].startsLine || before == .leftBrace || before == .semicolon ? target : nil
    }

    /// Whether the value at `position` is an argument of a call to a lowercase function named
    /// without a receiver or on `self` (`configure(with: model)`, `self.load(client: client)`).
    private mutating func isArgumentOfCallOnSelf(at position: Int) -> Bool {
        var at = position - 1
        var depth = 0
        while at > 0, position - at < 64 {
            switch tokens[at].kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftBracket:
                if depth == 0 { return false }
                depth -= 1
            case .leftParen:
                if depth > 0 {
                    depth -= 1
                } else {
                    let callee = tokens[at - 1]
                    guard callee.kind == .identifier, callee.end == tokens[at].start, !isTypeLikeName(callee) else { return false }
                    guard at >= 2, tokens[at - 2].kind == .dot else { return true }
                    return at >= 3 && tokens[at - 3].kind == .keyword && tokens[at - 3].keyword == .self
                }
            case .leftBrace, .rightBrace, .semicolon: return false
            default: break
            }
            at -= 1
        }
        return false
    }

    /// `.a.b?.c =` from the dot at `position`: whether the member path is assigned to (wiring
    /// the object) rather than read or called.
    private mutating func memberPathIsAssigned(from position: Int) -> Bool {
        var at = position
        while at + 1 < tokens.count, tokens[at].kind == .dot, tokens[at + 1].kind == .identifier || tokens[at + 1].kind == .keyword {
            at += 2
            while at < tokens.count, tokens[at].kind == .questionMark || tokens[at].kind == .exclamationMark, tokens[at].start == tokens[at - 1].end {
                at += 1
            }
        }
        return at < tokens.count && tokens[at].kind == .equal
    }

    /// How the code uses the type named by the chain at `start` (`next` is the token after it).
    /// Most references are decided by the tokens beside them; the cheap tests come first.
    private mutating func useOfReference(at start: Int, next: Int) -> UseOfReference {
        var after = next
        if after < tokens.count, tokens[after].kind == .leftAngle, tokens[after].start == tokens[after - 1].end,
           let close = closingAngle(from: after) {
            after = close + 1
        }
        guard after < tokens.count, start > 0 else { return .now(.use) }
        let following = tokens[after]
        if following.kind == .leftParen && following.start == tokens[after - 1].end {
            return useOfInitializerCall(at: start, arguments: after)
        }
        if following.kind == .dot, after + 2 < tokens.count, tokens[after + 1].kind == .keyword, tokens[after + 1].keyword == .`init`,
           tokens[after + 2].kind == .leftParen {
            return useOfInitializerCall(at: start, arguments: after + 2)
        }
        var end = after
        while end < tokens.count, tokens[end].kind == .questionMark || tokens[end].kind == .exclamationMark, tokens[end].start == tokens[end - 1].end {
            end += 1
        }
        // `Client.shared`, `Client.Type`, `Client(…)` after optional marks: a value, not a type.
        if end < tokens.count, tokens[end].kind == .dot || tokens[end].kind == .leftParen { return .now(.use) }
        var before = start - 1
        if tokens[before].kind == .keyword, tokens[before].keyword == .some || tokens[before].keyword == .any
            || tokens[before].keyword == .inout, before > 0 {
            before -= 1
        }
        if tokens[before].kind == .colon { return useOfAnnotation(colon: before) }
        // `let view = storyboard.instantiateViewController(…) as! ListViewController`.
        var cast = before
        if tokens[cast].kind == .questionMark || tokens[cast].kind == .exclamationMark { cast -= 1 }
        let top = scopes.count - 1
        if cast > 0, tokens[cast].kind == .keyword, tokens[cast].keyword == .as, !scopes[top].isTypeBody,
           let equal = assignment(before: cast), let name = boundName(beforeEqual: equal) {
            return .follows(name: name, from: name + 1, depth: top, ifPassedOn: .handOff, ifUnmentioned: .use)
        }
        return .now(.use)
    }

    /// `name: Type` at the colon: a property's, a local's or a parameter's type follows what the
    /// code does with the name.
    private mutating func useOfAnnotation(colon: Int) -> UseOfReference {
        let name = colon - 1
        guard name > 0, tokens[name].kind == .identifier, !isTypeLikeName(tokens[name]) else { return .now(.use) }
        let top = scopes.count - 1
        let scope = scopes[top]
        let beforeName = tokens[name - 1]
        if beforeName.kind == .keyword && (beforeName.keyword == .var || beforeName.keyword == .let) {
            if scope.isTypeBody && !scope.isLocal && scope.declaration >= 0 && scope.nesting == 0 {
                return .follows(name: name, from: Int(scope.open) + 1, depth: top, ifPassedOn: .handOff, ifUnmentioned: .use)
            }
            if !scope.isTypeBody {
                return .follows(name: name, from: name + 1, depth: top, ifPassedOn: .handOff, ifUnmentioned: .use)
            }
            return .now(.use)
        }
        // A parameter of a member's or a top-level function's signature; its body comes next.
        let inSignature = scope.isTypeBody && !scope.isLocal && scope.nesting > 0
            && (scope.declaration >= 0 ? scope.memberIsFunction : scope.headerDeclaration >= 0)
        if inSignature, beforeName.kind == .leftParen || beforeName.kind == .comma || beforeName.kind == .identifier {
            return .follows(name: name, from: index, depth: top + 1, ifPassedOn: .handOff, ifUnmentioned: .use)
        }
        return .now(.use)
    }

    /// An initializer call (`arguments` is its `(`): building is construction when the built
    /// value is only bound, wired, passed, returned or installed; calling or reading it is use.
    private mutating func useOfInitializerCall(at start: Int, arguments: Int) -> UseOfReference {
        var end = arguments
        var depth = 0
        while end < tokens.count {
            let kind = tokens[end].kind
            if kind == .leftParen { depth += 1 }
            if kind == .rightParen {
                depth -= 1
                if depth == 0 { break }
            }
            end += 1
        }
        guard end < tokens.count else { return .now(.use) }
        end += 1
        // Trailing closures on the same line.
        while end < tokens.count, tokens[end].kind == .leftBrace, !tokens[end].startsLine {
            var braces = 0
            while end < tokens.count {
                if tokens[end].kind == .leftBrace { braces += 1 }
                if tokens[end].kind == .rightBrace {
                    braces -= 1
                    if braces == 0 { break }
                }
                end += 1
            }
            end += 1
        }
        while end < tokens.count, tokens[end].kind == .questionMark || tokens[end].kind == .exclamationMark, tokens[end].start == tokens[end - 1].end {
            end += 1
        }
        // `ListPresenter(view: v).start()`: the built object's behaviour is called.
        if end < tokens.count, tokens[end].kind == .dot { return .now(.use) }
        var before = start - 1
        while before > 0 {
            let token = tokens[before]
            if token.kind == .keyword, token.keyword == .try || token.keyword == .await {
                before -= 1
            } else if token.kind == .questionMark || token.kind == .exclamationMark, tokens[before - 1].kind == .keyword,
                      tokens[before - 1].keyword == .try {
                before -= 2
            } else {
                break
            }
        }
        let previous = tokens[before]
        switch previous.kind {
        case .equal:
            // `_ = Tracker()`: built for what its initializer does.
            if before >= 1, textEquals(tokens[before - 1], "_") { return .now(.use) }
            let top = scopes.count - 1
            guard let name = boundName(beforeEqual: before) else {
                // Kept in the type's own property (`self.log = RelayLog(url)`): the property's
                // mentions decide. Wired into another object's property: construction.
                if let property = ownProperty(assignedAt: before), let typeBody = enclosingTypeBody(below: top), typeBody < top {
                    return .follows(name: property, from: Int(scopes[typeBody].open) + 1, depth: typeBody, ifPassedOn: .construction, ifUnmentioned: .use)
                }
                return .now(.construction)
            }
            let scope = scopes[top]
            if scope.isTypeBody && !scope.isLocal && scope.declaration >= 0 {
                // A property that builds its value: what the type does with it decides.
                return .follows(name: name, from: Int(scope.open) + 1, depth: top, ifPassedOn: .construction, ifUnmentioned: .use)
            }
            return .follows(name: name, from: name + 1, depth: top, ifPassedOn: .construction, ifUnmentioned: .construction)
        case .leftParen, .comma, .leftBracket, .colon, .leftBrace, .questionMark, .semicolon:
            return .now(.construction)
        case .keyword where previous.keyword == .return || previous.keyword == .in:
            return .now(.construction)
        case .operator:
            return textEquals(previous, "??") ? .now(.construction) : .now(.use)
        default:
            // A statement of its own: an element of a result builder, or the value a closure or
            // a computed property returns.
            return tokens[before + 1].startsLine ? .now(.construction) : .now(.use)
        }
    }

    /// The `=` of the statement whose value ends at `position`, a few tokens back at most.
    private mutating func assignment(before position: Int) -> Int? {
        var at = position - 1
        var depth = 0
        while at > 0, at > position - 64 {
            switch tokens[at].kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftParen, .leftBracket:
                if depth == 0 { return nil }
                depth -= 1
            case .equal where depth == 0: return at
            case .leftBrace, .rightBrace, .semicolon: return nil
            case .keyword where depth == 0 && (tokens[at].keyword == .let || tokens[at].keyword == .var || tokens[at].keyword == .return):
                return nil
            default: break
            }
            at -= 1
        }
        return nil
    }

    /// `let name =`, `var name: Type =`, `if let name =`: the bound name's token before the `=`
    /// at `equal`; nil for an assignment to a property or a variable.
    private mutating func boundName(beforeEqual equal: Int) -> Int? {
        var at = equal - 1
        while at > 1, equal - at < 24 {
            let token = tokens[at]
            if token.kind == .identifier, tokens[at - 1].kind == .keyword,
               tokens[at - 1].keyword == .let || tokens[at - 1].keyword == .var {
                return at + 1 == equal || tokens[at + 1].kind == .colon ? at : nil
            }
            switch token.kind {
            case .equal, .leftBrace, .rightBrace, .semicolon, .keyword: return nil
            default: break
            }
            if token.startsLine { return nil }
            at -= 1
        }
        return nil
    }

    // MARK: Token text

    private mutating func follows(_ kind: TokenKind) -> Bool {
        index > 0 && tokens[index - 1].kind == kind
    }

    private mutating func firstIdentifier(from start: Int) -> Int? {
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
    private mutating func isTypeLikeName(_ token: Token) -> Bool {
        guard token.kind == .identifier, token.end > token.start else { return false }
        var first = bytes[Int(token.start)]
        if first == 0x60, token.end - token.start > 1 { first = bytes[Int(token.start) + 1] }  // `
        return first >= 0x41 && first <= 0x5A  // A Z
    }

    private mutating func text(of token: Token) -> String {
        var range = token.range
        if range.count >= 2, bytes[range.lowerBound] == 0x60, bytes[range.upperBound - 1] == 0x60 {  // `
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private mutating func textEquals(_ token: Token, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { memoryEqual($0, UnsafeBufferPointer(rebasing: bytes[token.range])) }
    }
}

/// Reads an inheritance clause (`: Base, P & Q, ~Copyable, @unchecked Sendable where …`) one
/// token at a time and says which names are its entries.
private struct InheritanceClause {
    /// After the clause's `:`.
    var started = false
    /// At `where` (or an associated type's `=`): no more entries.
    var ended = false
    var expectingEntry = false
    /// After `~`: the next name is a suppressed conformance, not an entry.
    private var suppressed = false
    /// After `@`: the next name is an attribute (`unchecked`, `retroactive`, `MainActor`).
    private var afterAt = false
    private var attributeName = false

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
