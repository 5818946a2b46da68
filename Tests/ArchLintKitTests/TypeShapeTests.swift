import Testing
@testable import ArchLintKit

/// `qualifiedName stored/computed/methods/cases[ final]` for each type that declares a member.
private func shapes(_ source: String) -> [String] {
    Scanner.scan(source: source, path: "T.swift").declarations.compactMap { declaration in
        let shape = declaration.shape
        guard shape != TypeShape() else { return nil }
        return "\(declaration.qualifiedName) \(shape.storedProperties)/\(shape.computedProperties)/\(shape.methods)/\(shape.cases)" + (shape.isFinal ? " final" : "")
    }
}

/// What a type's body declares, as the classifier's plain-data signal reads it.
@Suite struct TypeShapeTests {
    @Test func storedAndComputedPropertiesMethodsAndStaticMembers() {
        let source = """
        public final class Movie: Codable {
            let id: Int
            var title: String = ""
            private(set) var rating: Double
            var count: Int { didSet { print(count) } }
            lazy var poster: Image = { Image() }()
            var display: String { "\\(title)" }
            var closure: (Int) -> Void
            static let shared = Movie()
            class var name: String { "Movie" }
            static func make() -> Movie { Movie() }
            func hash(into hasher: inout Hasher) {}
            func play() {
                let local = 1
                func helper() {}
            }
        }
        """
        #expect(shapes(source) == ["Movie 6/1/1/0 final"])
    }

    /// The stored instance properties by name, in order: what `must not store` reads with the
    /// references whose member they name.
    @Test func storedPropertiesAreNamedAndComputedOrStaticOnesAreNot() {
        let source = """
        final class ListView: UIView {
            let presenter: ListPresenter
            @Injected private var service: ListService
            var count = 0 { didSet { print(count) } }
            lazy var cache = Cache()
            var title: String { "List" }
            static let shared = ListView()
            func load() { let local = ListService() }
            struct Row { var label: UILabel }
        }
        protocol Listing { var items: [Item] { get } }
        """
        let declarations = Scanner.scan(source: source, path: "T.swift").declarations
        #expect(declarations.map { "\($0.qualifiedName): \($0.storedProperties.joined(separator: ", "))" } == [
            "ListView: presenter, service, count, cache",
            "ListView.Row: label",
            "Listing: ",
        ])
    }

    /// `public var` and `open var`, static or in an extension, with where the name is: what
    /// `must not declare public mutable state` reads. A narrower setter, `let`, a computed
    /// property, an internal one and a local are no such state.
    @Test func publicVariablesAreThoseAnyModuleMaySet() {
        let source = """
        public struct Account {
            public var balance: Int
            public private(set) var owner: String
            public let id: Int
            @Published public var name = ""
            public static var current: Account?
            var note = ""
            public var summary: String { "" }
            public var count = 0 { didSet { print(count) } }
            public func load() { var local = 0 }
        }
        open class Ledger {
            open var entries: [Int] = []
            public internal(set) var total = 0
            nonisolated(unsafe) public static var shared = Ledger()
        }
        extension Account { public static var fallback = Account() }
        """
        let declarations = Scanner.scan(source: source, path: "T.swift").declarations
        #expect(declarations.map { "\($0.qualifiedName): \($0.publicVariables.map { "\($0.name)@\($0.location.line):\($0.location.column)" }.joined(separator: ", "))" } == [
            "Account: balance@2:16, name@5:27, current@6:23, count@9:16",
            "Ledger: entries@13:14, shared@15:43",
            "Account: fallback@17:39",
        ])
    }

    @Test func enumCasesCountEachNameButNotThoseOfSwitches() {
        let source = """
        enum Kind {
            case a, b
            case c(Int)
            var isA: Bool {
                switch self {
                case .a: return true
                default: return false
                }
            }
        }
        """
        #expect(shapes(source) == ["Kind 0/1/0/3"])
    }

    @Test func nestedTypesHaveTheirOwnShapeAndProtocolsAreCounted() {
        let source = """
        struct Outer {
            struct Inner { let value: Int }
            func run() {}
        }
        protocol Loading { var isLoading: Bool { get } }
        """
        #expect(shapes(source) == ["Outer 0/0/1/0", "Outer.Inner 1/0/0/0", "Loading 0/1/0/0"])
    }

    @Test func aLocalTypesMembersAreNotTheEnclosingTypes() {
        let source = """
        struct Movie: Codable {
            let id: Int
            var rows: [String] {
                enum Kind { case a, b }
                final class Row { let value = 0; var label: String { "" }; func draw() {} }
                return []
            }
        }
        """
        #expect(shapes(source) == ["Movie 1/1/0/0"])
    }
}
