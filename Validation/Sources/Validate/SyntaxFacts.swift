import SwiftParser
import SwiftSyntax

/// The facts ArchLint's scanner emits, extracted from Apple's parser's syntax tree.
///
/// This file is the executable definition of ArchLint's reference semantics:
/// - a reference is an identifier that starts with an uppercase ASCII letter and sits where a type
///   may be named: a type (`IdentifierTypeSyntax`, which covers annotations, generic arguments,
///   casts, conformances and attribute names) or an expression (`DeclReferenceExprSyntax`:
///   initializer calls, static member bases, `Foo.self`);
/// - a qualified chain (`A.B.C`) is one reference, located at its first component; it grows while
///   the next component also starts with an uppercase letter and stops at generic arguments;
/// - not references: generic parameters of any enclosing declaration, `#if` conditions, the
///   arguments of lowercase (built-in) attributes such as `@objc(Name)` and `@available(…)`, the
///   extended type of an extension, `Self` and `Any`;
/// - each reference belongs to the innermost declaration (type, extension, typealias,
///   associatedtype, or file-level function), or to the file when there is none.
final class SyntaxFactsCollector: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private(set) var facts = FileFacts()
    /// The declarations open around the visitor, innermost last.
    private var stack: [DeclarationKey] = []
    /// Which syntax nodes opened an entry of `stack`, so `visitPost` pops only those.
    private var pushed: [SyntaxIdentifier] = []

    init(tree: SourceFileSyntax, fileName: String) {
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    static func facts(source: String, fileName: String) -> (FileFacts, SourceFileSyntax) {
        let tree = Parser.parse(source: source)
        let collector = SyntaxFactsCollector(tree: tree, fileName: fileName)
        collector.walk(tree)
        var facts = collector.facts
        var previous: TokenSyntax?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            switch token.tokenKind {
            case .identifier, .keyword, .dollarIdentifier:
                // `#Preview`, `#selector`: ArchLint reads `#` and the name as one directive token.
                if let previous, previous.tokenKind == .pound, previous.endPositionBeforeTrailingTrivia == token.position {
                    continue
                }
                facts.wordOffsets.insert(token.positionAfterSkippingLeadingTrivia.utf8Offset)
            default:
                continue
            }
        }
        return (facts, tree)
    }

    // MARK: Declarations

    private func line(of token: TokenSyntax) -> Int {
        converter.location(for: token.positionAfterSkippingLeadingTrivia).line
    }

    private func open(_ node: some SyntaxProtocol, kind: String, name: String, line: Int, inherits: [String]) {
        let qualified: String
        if kind == "extension" || stack.isEmpty {
            qualified = name
        } else {
            qualified = stack[stack.count - 1].qualifiedName + "." + name
        }
        let key = DeclarationKey(kind: kind, qualifiedName: qualified, line: line)
        facts.declarations.append(key)
        facts.inherits[key] = inherits
        stack.append(key)
        pushed.append(node.id)
    }

    private func close(_ node: some SyntaxProtocol) {
        if pushed.last == node.id {
            pushed.removeLast()
            stack.removeLast()
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, kind: "class", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.inherits(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { close(node) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, kind: "struct", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.inherits(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { close(node) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, kind: "enum", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.inherits(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { close(node) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, kind: "protocol", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.inherits(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { close(node) }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, kind: "actor", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.inherits(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { close(node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = Self.extendedName(node.extendedType), let first = node.extendedType.firstToken(viewMode: .sourceAccurate) {
            open(node, kind: "extension", name: name, line: line(of: first), inherits: Self.inherits(node.inheritanceClause))
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { close(node) }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, kind: "typealias", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.aliasedParts(node.initializer.value))
        return .visitChildren
    }
    override func visitPost(_ node: TypeAliasDeclSyntax) { close(node) }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node, kind: "associatedtype", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.inherits(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: AssociatedTypeDeclSyntax) { close(node) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isAtFileLevel(node) {
            open(node, kind: "func", name: withoutBackticks(node.name.text), line: line(of: node.name), inherits: [])
        }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { close(node) }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let attributes = node.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.trimmedDescription
        }
        let path = node.path.map { withoutBackticks($0.name.text) }.joined(separator: ".")
        // An import is where its first attribute is (`@testable import App`), or its keyword:
        // attributes inside `#if` and modifiers (`public import`) do not move it.
        var first = node.importKeyword
        for element in node.attributes {
            if case .attribute(let attribute) = element {
                first = attribute.atSign
                break
            }
        }
        facts.imports.append(importKey(
            attributes: attributes, kind: node.importKindSpecifier?.text, path: path, line: line(of: first)))
        return .skipChildren
    }

    /// A function is one of ArchLint's declarations only at file level (possibly inside `#if`).
    static func isAtFileLevel(_ node: FunctionDeclSyntax) -> Bool {
        var current = Syntax(node).parent
        while let parent = current {
            switch parent.kind {
            case .codeBlockItem, .codeBlockItemList, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl:
                current = parent.parent
            case .sourceFile:
                return true
            default:
                return false
            }
        }
        return false
    }

    // MARK: Inheritance

    /// The inheritance clause as ArchLint records it: chains of the named types; composition
    /// parts separately; `~Copyable`, `class` and non-nominal types left out.
    static func inherits(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        var result: [String] = []
        for inherited in clause.inheritedTypes {
            result.append(contentsOf: namedParts(inherited.type))
        }
        return result
    }

    private static func namedParts(_ type: TypeSyntax) -> [String] {
        if let attributed = type.as(AttributedTypeSyntax.self) { return namedParts(attributed.baseType) }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { namedParts($0.type) }
        }
        if let chain = typeChain(rootOf: type) { return [chain] }
        return []
    }

    /// `typealias A = B & C` names B and C; an alias of anything else (a function type, an
    /// optional, an array) names nothing as a whole.
    static func aliasedParts(_ type: TypeSyntax) -> [String] {
        var type = type
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { type = existential.constraint }
        if let composition = type.as(CompositionTypeSyntax.self) {
            var parts: [String] = []
            for element in composition.elements {
                guard let chain = typeChain(rootOf: element.type), isWholeChain(element.type) else { return [] }
                parts.append(chain)
            }
            return parts
        }
        if let chain = typeChain(rootOf: type), isWholeChain(type) { return [chain] }
        return []
    }

    /// Whether a nominal type is one chain of type-like names with generic arguments at most on
    /// its last component (`A.B<C>`, not `A<B>.C`, not `A.b`).
    static func isWholeChain(_ type: TypeSyntax) -> Bool {
        var current = type
        var isLast = true
        while true {
            if let member = current.as(MemberTypeSyntax.self) {
                if (!isLast && member.genericArgumentClause != nil) || !isTypeLike(member.name.text) { return false }
                current = member.baseType
            } else if let identifier = current.as(IdentifierTypeSyntax.self) {
                return (isLast || identifier.genericArgumentClause == nil) && isTypeLike(identifier.name.text)
            } else {
                return false
            }
            isLast = false
        }
    }

    /// The chain ArchLint reads for a nominal type written `A.B<X>.C`: components while they are
    /// type-like, up to and including the first with generic arguments.
    static func typeChain(rootOf type: TypeSyntax) -> String? {
        var components: [(name: TokenSyntax, hasArguments: Bool)] = []
        var current = type
        while true {
            if let member = current.as(MemberTypeSyntax.self) {
                components.append((member.name, member.genericArgumentClause != nil))
                current = member.baseType
            } else if let identifier = current.as(IdentifierTypeSyntax.self) {
                components.append((identifier.name, identifier.genericArgumentClause != nil))
                break
            } else {
                return nil
            }
        }
        components.reverse()
        guard case .identifier = components[0].name.tokenKind, isTypeLike(components[0].name.text) else { return nil }
        var chain = withoutBackticks(components[0].name.text)
        if components[0].hasArguments { return chain }
        for component in components.dropFirst() {
            guard case .identifier = component.name.tokenKind, isTypeLike(component.name.text) else { break }
            chain += "." + withoutBackticks(component.name.text)
            if component.hasArguments { break }
        }
        return chain
    }

    /// An extension's name as written, without generic arguments (`Search.Model`, `Array`).
    static func extendedName(_ type: TypeSyntax) -> String? {
        var components: [(String, Bool)] = []
        var current = type
        while true {
            if let member = current.as(MemberTypeSyntax.self) {
                components.append((withoutBackticks(member.name.text), member.genericArgumentClause != nil))
                current = member.baseType
            } else if let identifier = current.as(IdentifierTypeSyntax.self) {
                components.append((withoutBackticks(identifier.name.text), identifier.genericArgumentClause != nil))
                break
            } else {
                return nil
            }
        }
        components.reverse()
        var name = components[0].0
        if components[0].1 { return name }
        for (component, hasArguments) in components.dropFirst() {
            name += "." + component
            if hasArguments { break }
        }
        return name
    }

    // MARK: References

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier = node.name.tokenKind, isTypeLike(node.name.text) else { return .visitChildren }
        // Only the root of a chain records it; the chain's other components are MemberTypeSyntax.
        var chain = withoutBackticks(node.name.text)
        var current = Syntax(node)
        var stopped = node.genericArgumentClause != nil
        while !stopped, let member = current.parent?.as(MemberTypeSyntax.self), member.baseType.id == current.id {
            guard case .identifier = member.name.tokenKind, isTypeLike(member.name.text) else { break }
            chain += "." + withoutBackticks(member.name.text)
            stopped = member.genericArgumentClause != nil
            current = Syntax(member)
        }
        if let keyPath = node.parent?.as(KeyPathExprSyntax.self), keyPath.root?.id == node.id, !stopped {
            // `\OpenAPI.PathItem.servers`: the parser takes only `OpenAPI` as the root type, but
            // the compiler resolves the longest type prefix; the chain continues through the
            // type-like components.
            for component in keyPath.components {
                guard component.period != nil, case .property(let property) = component.component,
                      property.declName.argumentNames == nil, property.genericArgumentClause == nil,
                      case .identifier = property.declName.baseName.tokenKind,
                      isTypeLike(property.declName.baseName.text) else { break }
                chain += "." + withoutBackticks(property.declName.baseName.text)
            }
        }
        if isExtendedTypeName(Syntax(node)) { return .visitChildren }
        record(chain, at: node.name, head: withoutBackticks(node.name.text), node: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier = node.baseName.tokenKind, isTypeLike(node.baseName.text) else { return .visitChildren }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id { return .visitChildren }
        if let component = node.parent?.as(KeyPathPropertyComponentSyntax.self),
           component.parent?.as(KeyPathComponentSyntax.self)?.period != nil {
            return .visitChildren
        }
        var chain = withoutBackticks(node.baseName.text)
        var current = Syntax(node)
        while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id {
            let name = access.declName.baseName
            guard case .identifier = name.tokenKind, isTypeLike(name.text), name.text != "Type", name.text != "Protocol"
            else { break }
            chain += "." + withoutBackticks(name.text)
            current = Syntax(access)
        }
        record(chain, at: node.baseName, head: withoutBackticks(node.baseName.text), node: Syntax(node))
        return .visitChildren
    }

    /// Arguments of lowercase attributes (`@objc(Name)`, `@available(…)`, `@_specialize(…)`)
    /// name no project types; `#if` conditions name platforms and modules.
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.attributeName.as(IdentifierTypeSyntax.self), !isTypeLike(name.name.text) {
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }

    private func isExtendedTypeName(_ node: Syntax) -> Bool {
        var current = node
        while let member = current.parent?.as(MemberTypeSyntax.self), member.baseType.id == current.id {
            current = Syntax(member)
        }
        if let extensionDecl = current.parent?.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.id == current.id {
            return true
        }
        return false
    }

    private func record(_ chain: String, at token: TokenSyntax, head: String, node: Syntax) {
        if isGenericParameter(head, around: node) { return }
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        let fact = ReferenceFact(name: chain, line: location.line, column: location.column)
        facts.addReference(fact, to: stack.last ?? .topLevel)
        if let owner = pushed.last, stack.last?.kind != "func", let member = member(around: node, below: owner) {
            facts.members[fact] = member
        }
    }

    /// The outermost member declaration between `node` and its declaration `owner`: a function,
    /// initializer, subscript, property (its first name) or enum case (the element's name).
    private func member(around node: Syntax, below owner: SyntaxIdentifier) -> String? {
        var member: String?
        var current = node.parent
        var element: String?
        while let ancestor = current, ancestor.id != owner {
            if let caseElement = ancestor.as(EnumCaseElementSyntax.self) { element = withoutBackticks(caseElement.name.text) }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                member = withoutBackticks(function.name.text)
            } else if ancestor.is(InitializerDeclSyntax.self) {
                member = "init"
            } else if ancestor.is(DeinitializerDeclSyntax.self) {
                member = "deinit"
            } else if ancestor.is(SubscriptDeclSyntax.self) {
                member = "subscript"
            } else if let variable = ancestor.as(VariableDeclSyntax.self) {
                let pattern = variable.bindings.first?.pattern
                member = pattern?.as(IdentifierPatternSyntax.self).map { withoutBackticks($0.identifier.text) }
                    ?? variable.bindingSpecifier.text
            } else if let enumCase = ancestor.as(EnumCaseDeclSyntax.self) {
                member = element ?? enumCase.elements.first.map { withoutBackticks($0.name.text) }
            } else if let macro = ancestor.as(MacroDeclSyntax.self) {
                member = withoutBackticks(macro.name.text)
            }
            current = ancestor.parent
        }
        return member
    }

    /// Whether `name` is a generic parameter (or primary associated type) of a declaration
    /// around `node`.
    private func isGenericParameter(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let generic = ancestor.asProtocol(WithGenericParametersSyntax.self),
               let clause = generic.genericParameterClause,
               clause.parameters.contains(where: { withoutBackticks($0.name.text) == name }) {
                return true
            }
            if let protocolDecl = ancestor.as(ProtocolDeclSyntax.self),
               let clause = protocolDecl.primaryAssociatedTypeClause,
               clause.primaryAssociatedTypes.contains(where: { withoutBackticks($0.name.text) == name }) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }
}
