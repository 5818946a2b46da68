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
///   arguments of `#selector(…)` and `#keyPath(…)` (names of Objective-C messages and properties),
///   the extended type of an extension, `Self` and `Any`;
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
        if Self.isLocal(node) { return .visitChildren }
        open(node, kind: "class", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.inherits(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { close(node) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isLocal(node) { return .visitChildren }
        open(node, kind: "struct", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.inherits(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { close(node) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isLocal(node) { return .visitChildren }
        open(node, kind: "enum", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.inherits(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { close(node) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isLocal(node) { return .visitChildren }
        open(node, kind: "protocol", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.inherits(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { close(node) }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isLocal(node) { return .visitChildren }
        open(node, kind: "actor", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.inherits(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { close(node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if !Self.isLocal(node), let name = Self.extendedName(node.extendedType), let first = node.extendedType.firstToken(viewMode: .sourceAccurate) {
            open(node, kind: "extension", name: name, line: line(of: first), inherits: Self.inherits(node.inheritanceClause))
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { close(node) }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isLocal(node) { return .visitChildren }
        open(node, kind: "typealias", name: withoutBackticks(node.name.text), line: line(of: node.name),
             inherits: Self.aliasedParts(node.initializer.value))
        return .visitChildren
    }
    override func visitPost(_ node: TypeAliasDeclSyntax) { close(node) }

    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isLocal(node) { return .visitChildren }
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

    /// A type declared in a function, closure or accessor (or nested in such a type) is local: not
    /// a declaration, its references belong to the enclosing declaration and member.
    static func isLocal(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let parent = current {
            switch parent.kind {
            case .codeBlock, .closureExpr, .accessorBlock: return true
            default: current = parent.parent
            }
        }
        return false
    }

    /// The name a local type declaration introduces, if `item` is one.
    private static func localTypeName(_ item: Syntax) -> TokenSyntax? {
        if let decl = item.as(ClassDeclSyntax.self) { return decl.name }
        if let decl = item.as(StructDeclSyntax.self) { return decl.name }
        if let decl = item.as(EnumDeclSyntax.self) { return decl.name }
        if let decl = item.as(ActorDeclSyntax.self) { return decl.name }
        if let decl = item.as(ProtocolDeclSyntax.self) { return decl.name }
        if let decl = item.as(TypeAliasDeclSyntax.self) { return decl.name }
        if let decl = item.as(AssociatedTypeDeclSyntax.self) { return decl.name }
        return nil
    }

    /// Whether a local type named `name` is declared before `position` in the statements or
    /// members `list` (looking into `#if` branches, whose declarations ArchLint reads as if
    /// they were in the list).
    private static func declaresLocalType(_ name: String, in list: Syntax, before position: AbsolutePosition) -> Bool {
        for child in list.children(viewMode: .sourceAccurate) {
            var item = child
            if let block = item.as(CodeBlockItemSyntax.self) { item = Syntax(block.item) }
            if let member = item.as(MemberBlockItemSyntax.self) { item = Syntax(member.decl) }
            if let token = localTypeName(item), withoutBackticks(token.text) == name,
               token.positionAfterSkippingLeadingTrivia < position, isLocal(item) {
                return true
            }
            if let ifConfig = item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if let elements = clause.elements, declaresLocalType(name, in: Syntax(elements), before: position) { return true }
                }
            }
        }
        return false
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
        if let chain = typeChain(rootOf: type, anyCase: true) { return [chain] }
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

    /// Whether a nominal type is one chain of type-like names, generic arguments anywhere
    /// (`A.B<C>`, `A<B>.C`, not `A.b`).
    static func isWholeChain(_ type: TypeSyntax) -> Bool {
        var current = type
        while true {
            if let member = current.as(MemberTypeSyntax.self) {
                if !isTypeLike(member.name.text) { return false }
                current = member.baseType
            } else if let identifier = current.as(IdentifierTypeSyntax.self) {
                return isTypeLike(identifier.name.text)
            } else {
                return false
            }
        }
    }

    /// The chain ArchLint reads for a nominal type written `A.B<X>.C`: components while they are
    /// type-like, through generic arguments (`A.B.C`). `anyCase` accepts a first component of
    /// any case (an inheritance entry is a type whatever its name).
    static func typeChain(rootOf type: TypeSyntax, anyCase: Bool = false) -> String? {
        var components: [TokenSyntax] = []
        var current = type
        while true {
            if let member = current.as(MemberTypeSyntax.self) {
                components.append(member.name)
                current = member.baseType
            } else if let identifier = current.as(IdentifierTypeSyntax.self) {
                components.append(identifier.name)
                break
            } else {
                return nil
            }
        }
        components.reverse()
        guard case .identifier = components[0].tokenKind, anyCase || isTypeLike(components[0].text) else { return nil }
        var chain = withoutBackticks(components[0].text)
        for component in components.dropFirst() {
            guard case .identifier = component.tokenKind, isTypeLike(component.text) else { break }
            chain += "." + withoutBackticks(component.text)
        }
        return chain
    }

    /// An extension's name as written, without generic arguments (`Search.Model`, `Array`); the
    /// standard type for sugar (`[T]` is `Array`, `[K: V]` `Dictionary`, `T?` `Optional`).
    static func extendedName(_ type: TypeSyntax) -> String? {
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "Optional" }
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
        guard case .identifier = node.name.tokenKind, isTypeLike(node.name.text) || Self.isInheritanceEntry(node)
        else { return .visitChildren }
        // Only the root of a chain records it; the chain's other components are MemberTypeSyntax.
        var chain = withoutBackticks(node.name.text)
        var current = Syntax(node)
        while let member = current.parent?.as(MemberTypeSyntax.self), member.baseType.id == current.id {
            guard case .identifier = member.name.tokenKind, isTypeLike(member.name.text) else { break }
            chain += "." + withoutBackticks(member.name.text)
            current = Syntax(member)
        }
        if let keyPath = node.parent?.as(KeyPathExprSyntax.self), keyPath.root?.id == node.id, node.genericArgumentClause == nil {
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
        // `AsyncStream<Int>.Continuation(…)`: the member continues the name past the arguments.
        if let specialized = current.parent?.as(GenericSpecializationExprSyntax.self), specialized.expression.id == current.id {
            current = Syntax(specialized)
        }
        while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id {
            let name = access.declName.baseName
            guard case .identifier = name.tokenKind, isTypeLike(name.text), name.text != "Type", name.text != "Protocol"
            else { break }
            chain += "." + withoutBackticks(name.text)
            current = Syntax(access)
            if let specialized = current.parent?.as(GenericSpecializationExprSyntax.self), specialized.expression.id == current.id {
                current = Syntax(specialized)
            }
        }
        record(chain, at: node.baseName, head: withoutBackticks(node.baseName.text), node: Syntax(node))
        return .visitChildren
    }

    /// The capitalized attributes the compiler defines (Interface Builder, Core Data, Objective-C,
    /// app entry points): they name no type.
    static let builtinAttributes: Set<String> = [
        "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "NSManaged", "NSCopying",
        "NSApplicationMain", "UIApplicationMain", "GKInspectable",
    ]

    /// Arguments of lowercase attributes (`@objc(Name)`, `@available(…)`, `@_specialize(…)`)
    /// name no project types; `#if` conditions name platforms and modules.
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.attributeName.as(IdentifierTypeSyntax.self),
           !isTypeLike(name.name.text) || Self.builtinAttributes.contains(name.name.text) {
            return .skipChildren
        }
        return .visitChildren
    }

    /// `#selector(Type.method)` and `#keyPath(Type.property)` name an Objective-C message or
    /// property, resolved at run time: no instance and no call, so the type before the name is
    /// no dependency.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.macroName.text
        return name == "selector" || name == "keyPath" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }

    /// Whether the type named by `node` is an entry of an inheritance clause (possibly a part of
    /// a composition, or under an attribute).
    static func isInheritanceEntry(_ node: IdentifierTypeSyntax) -> Bool {
        var current = Syntax(node)
        while let member = current.parent?.as(MemberTypeSyntax.self), member.baseType.id == current.id {
            current = Syntax(member)
        }
        while let parent = current.parent {
            switch parent.kind {
            case .attributedType, .compositionTypeElement, .compositionTypeElementList, .compositionType:
                current = parent
            case .inheritedType:
                return true
            default:
                return false
            }
        }
        return false
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
                // A tuple pattern is named by its first bound name (`var (promise, seal) = …`).
                let pattern = variable.bindings.first?.pattern
                let name = pattern?.tokens(viewMode: .sourceAccurate).first {
                    if case .identifier = $0.tokenKind { return true }
                    return false
                }
                member = name.map { withoutBackticks($0.text) } ?? variable.bindingSpecifier.text
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
            if ancestor.kind == .codeBlockItemList || ancestor.kind == .memberBlockItemList,
               Self.declaresLocalType(name, in: ancestor, before: node.positionAfterSkippingLeadingTrivia) {
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
