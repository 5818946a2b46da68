/// What the scanner saw in one file: the facts every later stage works from.
package struct ScannedFile: Sendable {
    /// The path as the linter reports it (the command-line path joined with the relative path).
    package var path: String
    package var imports: [Import]
    package var declarations: [Declaration]
    /// References outside every declaration (top-level statements, global variables).
    package var topLevelReferences: [Reference]
    /// `// archlint:…` comments, for classification overrides and suppressions.
    package var directives: [CommentDirective]
    /// Lexical problems (an unterminated string, …); the facts before them are still good.
    package var problems: [ScanProblem]
    package var lineCount: Int
    package var byteCount: Int
    /// What the file's leading comment says when it announces generated code (`@generated`,
    /// `Generated using SwiftGen`, `DO NOT EDIT`): the words found, as written; nil for code
    /// people write. See ``GeneratedHeader``.
    package var generatedMarker: String?
    /// Whether the scan judged how the code uses each type it names (``Reference/use``); false
    /// when it took every reference as a use, which is all most files need (see
    /// ``Pipeline/judgingUses(_:rescan:)``).
    package var usesAreJudged: Bool

    package init(
        path: String, imports: [Import] = [], declarations: [Declaration] = [],
        topLevelReferences: [Reference] = [], directives: [CommentDirective] = [],
        problems: [ScanProblem] = [], lineCount: Int = 0, byteCount: Int = 0, generatedMarker: String? = nil, usesAreJudged: Bool = true
    ) {
        self.path = path
        self.imports = imports
        self.declarations = declarations
        self.topLevelReferences = topLevelReferences
        self.directives = directives
        self.problems = problems
        self.lineCount = lineCount
        self.byteCount = byteCount
        self.generatedMarker = generatedMarker
        self.usesAreJudged = usesAreJudged
    }
}

/// `import UIKit`, `@testable import App`, `import struct Foundation.URL`.
package struct Import: Sendable, Hashable {
    /// The module: the first component of the path.
    package var module: String
    /// The whole imported path (`Foundation.URL`).
    package var path: String
    /// `struct`, `class`, … for a scoped import; nil for a module import.
    package var kind: String?
    /// Attributes before `import`, without `@` (`testable`, `_exported`, `preconcurrency`).
    package var attributes: [String]
    package var location: SourceLocation

    package init(module: String, path: String, kind: String? = nil, attributes: [String] = [], location: SourceLocation) {
        self.module = module
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.location = location
    }
}

package enum DeclarationKind: String, Sendable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`, `typealias`, `associatedtype`
    /// A top-level function: Redux reducers are usually free functions, and they take roles too.
    case function = "func"

    /// Whether a value of this kind can exist at run time (protocols and aliases only describe).
    package var isConcrete: Bool {
        switch self {
        case .class, .struct, .enum, .actor: return true
        default: return false
        }
    }
}

/// A declared type, extension, alias or top-level function.
package struct Declaration: Sendable {
    package var kind: DeclarationKind
    /// The simple name; for an extension, the extended type as written (`Search.FetchRepositories`).
    package var name: String
    /// Enclosing type names joined by dots (`Search.FetchRepositories.ViewModel`).
    package var qualifiedName: String
    /// Where the name is written.
    package var location: SourceLocation
    /// The inheritance clause (superclass and protocols), as written; for a typealias, the types it
    /// names (`AnyView & UIViewController` gives both).
    package var inherits: [String]
    /// Generic parameter names; they shadow types of the same name inside the declaration.
    package var genericParameters: [String]
    /// Attribute names written before the declaration, without `@` (`MainActor`, `Observable`).
    package var attributes: [String]
    /// Index of the enclosing declaration in ``ScannedFile/declarations``.
    package var parent: Int?
    /// What the body declares, by kind of member (for a type; empty for the rest).
    package var shape: TypeShape
    /// The names of the instance properties the body stores (`let`, `var` with a value or
    /// observers, not computed, not static), in order. The references written in such a
    /// property's declaration carry its name as their member: together they say what the type
    /// stores (`View must not store Service`).
    package var storedProperties: [String]
    /// The stored properties, instance or static, written `public var` or `open var` with no
    /// narrower setter (`public private(set) var` is not one): state any other module may change.
    package var publicVariables: [PublicVariable]
    package var references: References
    /// Seen from its own file only: written `private` or `fileprivate`, or declared inside such
    /// a type or extension. Another file may declare a type of the same name; it is another type.
    package var isFileScoped: Bool

    package init(
        kind: DeclarationKind, name: String, qualifiedName: String, location: SourceLocation,
        inherits: [String] = [], genericParameters: [String] = [], attributes: [String] = [],
        parent: Int? = nil, shape: TypeShape = TypeShape(), storedProperties: [String] = [], publicVariables: [PublicVariable] = [],
        references: References = [], isFileScoped: Bool = false
    ) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.location = location
        self.inherits = inherits
        self.genericParameters = genericParameters
        self.attributes = attributes
        self.parent = parent
        self.shape = shape
        self.storedProperties = storedProperties
        self.publicVariables = publicVariables
        self.references = references
        self.isFileScoped = isFileScoped
    }
}

/// `public var count = 0`: a stored property any module may change, by name and where the name is.
package struct PublicVariable: Sendable, Hashable {
    package var name: String
    package var location: SourceLocation

    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// The members a type's own body declares, counted by kind (up to 255 each): what tells a type
/// that holds data (stored properties, enum cases) from one that does something (methods).
/// Static members are not counted: constants and factories say nothing of an instance.
package struct TypeShape: Sendable, Hashable {
    /// `let x`, `var x = 0`, `var x: Int`, `var x: Int { didSet … }`.
    package var storedProperties: UInt8 = 0
    /// `var x: Int { … }`, and conversions that take nothing (`func toDomain() -> Movie`).
    package var computedProperties: UInt8 = 0
    /// Instance `func`s and `deinit`, but not the witnesses `Hashable`, `Encodable` and
    /// ObjectMapper's `Mappable` ask for (`hash(into:)`, `encode(to:)`, `mapping(map:)`) nor
    /// conversions.
    package var methods: UInt8 = 0
    /// An enum's cases (`case a, b` counts two).
    package var cases: UInt8 = 0
    /// `final class`.
    package var isFinal = false

    package init(storedProperties: UInt8 = 0, computedProperties: UInt8 = 0, methods: UInt8 = 0, cases: UInt8 = 0, isFinal: Bool = false) {
        self.storedProperties = storedProperties
        self.computedProperties = computedProperties
        self.methods = methods
        self.cases = cases
        self.isFinal = isFinal
    }

    /// The shape in one integer, for the facts cache.
    var packed: Int {
        Int(storedProperties) | Int(computedProperties) << 8 | Int(methods) << 16 | Int(cases) << 24 | (isFinal ? 1 << 32 : 0)
    }

    init(packed: Int) {
        storedProperties = UInt8(truncatingIfNeeded: packed)
        computedProperties = UInt8(truncatingIfNeeded: packed >> 8)
        methods = UInt8(truncatingIfNeeded: packed >> 16)
        cases = UInt8(truncatingIfNeeded: packed >> 24)
        isFinal = packed >> 32 & 1 == 1
    }
}

/// How the code around a reference treats the type it names. A type that only builds another,
/// wires it and hands it on depends on its initializer, not on what it does: the router or
/// configurator that assembles a scene, the view that passes the client it was given to its
/// view model. The checker judges only uses against roles (see ``Checker``).
package enum ReferenceUse: UInt8, Sendable, Hashable {
    /// Calls it, reads it, holds it, conforms to it: anything not shown to be the two below.
    case use = 0
    /// An initializer call whose result is only wired into properties, passed as an argument,
    /// returned or installed (`let p = ListPresenter(view: v); v.presenter = p; return v`).
    case construction = 1
    /// The type of a property, parameter or local whose value is only passed on
    /// (`viewModel.client = client`, `.environment(client)`, `Row(client: client)`).
    case handOff = 2
}

/// A name in code position that may name a type: an annotation, a generic argument, an
/// initializer call, a static member's base, a cast, a conformance, an attribute.
package struct Reference: Sendable, Hashable {
    /// The name, or the qualified chain as written (`Search.FetchRepositories.Request`).
    package var name: String
    package var location: SourceLocation
    /// The member (`func`, `init`, `var`, `case`, `subscript`) the reference sits in, if any.
    package var member: String?
    /// How the code there treats the type.
    package var use: ReferenceUse
    /// Whether `use` was decided by what the type's own body does with one of its properties:
    /// an extension in another file, unread then, may use the property.
    package var isDecidedByTypeBody: Bool

    package init(name: String, location: SourceLocation, member: String? = nil, use: ReferenceUse = .use, isDecidedByTypeBody: Bool = false) {
        self.name = name
        self.location = location
        self.member = member
        self.use = use
        self.isDecidedByTypeBody = isDecidedByTypeBody
    }
}

/// A declaration's references, kept compactly: each as the places of its name and member in a
/// table of texts, and its location. A list holds no string per reference, and the files the
/// facts cache decodes give all their declarations one table (the file's distinct texts): reading
/// them then retains nothing per reference, and the model looks up each distinct name of a file
/// once, by its place in the table, not once per reference by its text.
package struct References: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
    struct Entry: Sendable {
        /// The place of the name in `texts` in the low 29 bits, whether the use was decided by
        /// the type's body in the next, the ``ReferenceUse`` in the top two: a field of its own
        /// would make every entry a quarter larger.
        private var nameAndUse: UInt32
        /// The place of the member in `texts`; -1 for none.
        var member: Int32
        var location: SourceLocation

        init(name: Int32, member: Int32, location: SourceLocation, use: ReferenceUse = .use, isDecidedByTypeBody: Bool = false) {
            nameAndUse = UInt32(bitPattern: name) & 0x1FFF_FFFF | UInt32(use.rawValue) << 30 | (isDecidedByTypeBody ? 1 << 29 : 0)
            self.member = member
            self.location = location
        }

        /// The place of the name in `texts`.
        var name: Int32 { Int32(bitPattern: nameAndUse & 0x1FFF_FFFF) }

        var use: ReferenceUse {
            get { ReferenceUse(rawValue: UInt8(nameAndUse >> 30)) ?? .use }
            set { nameAndUse = nameAndUse & 0x3FFF_FFFF | UInt32(newValue.rawValue) << 30 }
        }

        var isDecidedByTypeBody: Bool {
            get { nameAndUse >> 29 & 1 == 1 }
            set { nameAndUse = nameAndUse & ~(1 << 29) | (newValue ? 1 << 29 : 0) }
        }
    }

    /// The texts the entries name. Shared by every list of a decoded file (a copy of one array),
    /// which is how the model knows that the same place means the same name.
    private(set) var texts: [String]
    private(set) var entries: [Entry]

    package init() {
        texts = []
        entries = []
    }

    package init(_ references: [Reference]) {
        self.init()
        entries.reserveCapacity(references.count)
        for reference in references { append(reference) }
    }

    package init(arrayLiteral references: Reference...) {
        self.init(references)
    }

    /// Entries whose places were checked against `texts` (the facts cache's decoder).
    init(texts: [String], entries: [Entry]) {
        self.texts = texts
        self.entries = entries
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { entries.count }
    // Stated, not inherited: the protocol's own `count` and `isEmpty` are generic code, calls
    // through witnesses in an unoptimized build, and the parser asks them per reference.
    package var count: Int { entries.count }
    package var isEmpty: Bool { entries.isEmpty }

    package subscript(position: Int) -> Reference {
        Reference(
            name: name(at: position), location: entries[position].location, member: member(at: position), use: entries[position].use,
            isDecidedByTypeBody: entries[position].isDecidedByTypeBody)
    }

    func use(at position: Int) -> ReferenceUse { entries[position].use }

    func isDecidedByTypeBody(at position: Int) -> Bool { entries[position].isDecidedByTypeBody }

    /// Sets how the code treats the type of the reference at `position`, once its parser knows.
    mutating func setUse(_ use: ReferenceUse, at position: Int, byTypeBody: Bool) {
        entries[position].use = use
        entries[position].isDecidedByTypeBody = byTypeBody
    }

    func name(at position: Int) -> String { texts[Int(entries[position].name)] }

    func member(at position: Int) -> String? {
        let member = entries[position].member
        return member < 0 ? nil : texts[Int(member)]
    }

    /// Appends a reference; its member takes the place of the previous reference's when it is
    /// the same text (the references of one member come one after another).
    package mutating func append(_ reference: Reference) {
        append(name: reference.name, member: reference.member, location: reference.location, use: reference.use,
               isDecidedByTypeBody: reference.isDecidedByTypeBody)
    }

    /// Appends a reference from its parts; the name is taken over, so the parser's references
    /// cost no copy of a ``Reference`` and no reference counting of their names.
    mutating func append(
        name: consuming String, member: String?, location: SourceLocation, use: ReferenceUse, isDecidedByTypeBody: Bool = false
    ) {
        var place: Int32 = -1
        if let member {
            // Read by index and `count`: `last` and `isEmpty` are generic code in an unoptimized build.
            let lastMember = entries.count == 0 ? -1 : entries[entries.count - 1].member
            if lastMember >= 0, texts[Int(lastMember)] == member {
                place = lastMember
            } else {
                place = Int32(texts.count)
                texts.append(member)
            }
        }
        entries.append(Entry(name: Int32(texts.count), member: place, location: location, use: use, isDecidedByTypeBody: isDecidedByTypeBody))
        texts.append(name)
    }

    /// Appends a reference by the places of its name and member in the table its file's parser
    /// keeps (see ``ReferenceTexts``); ``shareTexts(_:)`` gives the list that table once the
    /// file is read.
    mutating func append(name: Int32, member: Int32, location: SourceLocation, use: ReferenceUse) {
        entries.append(Entry(name: name, member: member, location: location, use: use))
    }

    /// Makes `texts`, the table the entries' places point into, this list's table.
    mutating func shareTexts(_ texts: [String]) {
        self.texts = texts
    }

    package static func == (lhs: References, rhs: References) -> Bool { lhs.elementsEqual(rhs) }
}

/// A `// archlint:…` comment: the text after `archlint:`, and where the comment starts.
package struct CommentDirective: Sendable, Hashable {
    package var text: String
    package var location: SourceLocation

    package init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// Something the scanner could not make sense of. The file is still scanned to its end.
package struct ScanProblem: Sendable, Hashable {
    package enum Kind: String, Sendable {
        case unterminatedString = "unterminated string literal"
        case unterminatedMultilineString = "unterminated multi-line string literal"
        case unterminatedInterpolation = "unterminated string interpolation"
        case unterminatedBlockComment = "unterminated block comment"
        case unterminatedRegex = "unterminated regex literal"
        case conflictMarker = "source control conflict marker; both sides are scanned"
        case notUTF8 = "invalid UTF-8; file scanned anyway"
        case binary = "NUL byte: not Swift source text; file skipped"
        case unreadable = "cannot read file; file skipped"
    }

    package var kind: Kind
    package var location: SourceLocation
    /// What the operating system said, for an unreadable file (`Permission denied`).
    package var detail: String?

    package init(kind: Kind, location: SourceLocation, detail: String? = nil) {
        self.kind = kind
        self.location = location
        self.detail = detail
    }

    /// The message for people: the kind, with the detail when there is one.
    package var message: String {
        guard let detail else { return kind.rawValue }
        return kind == .unreadable ? "cannot read file: \(detail); file skipped" : "\(kind.rawValue): \(detail)"
    }
}

extension UInt8 {
    /// One more, up to 255.
    mutating func saturatingIncrement() {
        if self < .max { self += 1 }
    }
}
