/// Imports, attributes, comment directives and braces.
extension DeclarationParser {
    // MARK: Imports

    /// `@testable import App`, `@_spi(Internal) import Core`, `public import struct Foundation.URL`,
    /// `import func Module.+`.
    mutating func parseImport() {
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
    mutating func handleAttribute() {
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
    mutating func isBuiltinAttribute(_ token: Token) -> Bool {
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
    mutating func collectAttributeArgumentReferences(open: TokenKind, close: TokenKind) {
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
    mutating func flushPendingAttributes(into declaration: Int? = nil, property: Int? = nil) {
        // Called at almost every statement with nothing pending; `count` on the concrete arrays,
        // not `isEmpty` or `removeAll()`, which are calls of generic code in a debug build.
        guard pendingAttributes.count != 0 || pendingAttributeReferences.count != 0 else { return }
        pendingAttributes.removeAll()
        guard pendingAttributeReferences.count != 0 else { return }
        let (target, member) = declaration.map { ($0, Int32(-1)) } ?? context()
        for (chain, token, isArgument) in pendingAttributeReferences {
            if isArgument, judgesUses, let property, target >= 0 {
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
    mutating func handleDirective(_ token: Token) {
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
    mutating func skipCondition() {
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.startsLine && depth == 0 && !(index > 0 && isLogicalOperator(tokens[index - 1])) { return }
            if token.kind == .leftParen { depth += 1 }
            if token.kind == .rightParen { depth = max(0, depth - 1) }
            index += 1
        }
    }

    mutating func isLogicalOperator(_ token: Token) -> Bool {
        token.kind == .operator && (textEquals(token, "&&") || textEquals(token, "||"))
    }

    mutating func skipBalanced() {
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

    mutating func openBrace() {
        let top = scopes.count - 1
        var scope = Scope(declaration: scopes[top].declaration, isTypeBody: false, member: scopes[top].member, open: Int32(index))
        if scopes[top].declaration == -1 && scopes[top].headerDeclaration >= 0 {
            scope.declaration = scopes[top].headerDeclaration
            scope.member = -1
            scope.genericNames = scopes[top].memberGenericNames
            // A closure inside the parameter list (a default value) does not end the signature.
            if brackets.nesting == 0 {
                scopes[top].headerDeclaration = -1
                scopes[top].memberGenericNames = 0
            }
        } else if scopes[top].isTypeBody {
            scope.genericNames = scopes[top].memberGenericNames
        } else {
            // A local function's generic parameters belong to its body.
            scope.genericNames = scopes[top].memberGenericNames
            scopes[top].memberGenericNames = 0
        }
        push(scope)
    }

    mutating func closeBrace() {
        guard scopes.count > 1 else { return }
        settleUses(closing: scopes.count - 1, at: index)
        scopes.removeLast()
        let top = scopes.count - 1
        brackets = scopes[top].brackets
        if scopes[top].isTypeBody && brackets.nesting == 0 {
            // The member stays until the next one begins: the brace that closed may be a
            // closure in a property's initializer (`static let all = list.map { … }`).
            scopes[top].memberIsCase = false
            scopes[top].memberGenericNames = 0
            brackets = Brackets()
        }
    }
}
