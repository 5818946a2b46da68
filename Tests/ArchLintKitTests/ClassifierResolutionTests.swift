@testable import ArchLintKit
import Testing

/// References resolve to declared types the way Swift looks names up.
@Suite struct ClassifierResolutionTests {
    /// `SOURCE → TARGET @file:line:col` for every dependency.
    func edges(_ project: Project) -> [String] {
        project.dependencies.map { dependency in
            let target: String
            switch dependency.target {
            case .type(let id): target = project.types[id].qualifiedName
            case .external(let name): target = "external " + name
            }
            return "\(project.types[dependency.source].qualifiedName) → \(target) @\(dependency.file):\(dependency.location)"
        }
    }

    func project(_ sources: [(String, String)], modules: [String?]? = nil) -> Project {
        ProjectBuilder.build(sources.map { Scanner.scan(source: $0.1, path: $0.0) }, relativePaths: sources.map(\.0), modules: modules)
    }

    @Test func nestedTypesComeFirstThenEnclosingThenTopLevel() {
        let project = project([("A.swift", """
            struct Cell {}
            struct Outer {
                struct Cell {}
                struct Inner {
                    let cell: Cell
                }
            }
            struct Other { let cell: Cell }
            """)])
        #expect(edges(project) == [
            "Outer.Inner → Outer.Cell @A.swift:5:19",
            "Other → Cell @A.swift:8:26",
        ])
    }

    @Test func namesAlikeInLengthAndEndsResolveEachToItsOwnType() {
        // Same length, same first, second, middle and last two bytes: the resolver's memo keeps
        // them in one slot, and must tell them apart by the whole name, over and over.
        let project = project([("Login.swift", """
            final class LoginXViewModel {}
            final class LoginYViewModel {}
            final class LoginScreen {
                let first: LoginXViewModel
                let second: LoginYViewModel
                let third: LoginXViewModel
                let fourth: LoginYViewModel
                let missing: LoginZViewModel
            }
            """)])
        #expect(edges(project) == [
            "LoginScreen → LoginXViewModel @Login.swift:4:16",
            "LoginScreen → LoginYViewModel @Login.swift:5:17",
            "LoginScreen → LoginXViewModel @Login.swift:6:16",
            "LoginScreen → LoginYViewModel @Login.swift:7:17",
            "LoginScreen → external LoginZViewModel @Login.swift:8:18",
        ])
    }

    @Test func genericParametersShadowTypesAlsoInExtensions() {
        let project = project([
            ("Box.swift", "struct Box<Presenter> { let value: Presenter }\nfinal class Presenter {}"),
            ("Box+Map.swift", "extension Box {\n    func first(_ p: Presenter) -> Presenter { p }\n    func other() -> Interactor? { nil }\n}\nfinal class Interactor {}"),
        ])
        #expect(edges(project) == ["Box → Interactor @Box+Map.swift:3:21"])
    }

    @Test func qualifiedChainsResolveToNestedTypesOrTheirLongestKnownPrefix() {
        let project = project([("Scene.swift", """
            enum Search { enum FetchRepositories { struct Request {} } }
            final class SearchInteractor {
                func fetch(_ request: Search.FetchRepositories.Request) {}
                func other(_ value: Search.FetchRepositories.Unknown) {}
            }
            """)])
        #expect(edges(project) == [
            "SearchInteractor → Search.FetchRepositories.Request @Scene.swift:3:27",
            "SearchInteractor → Search.FetchRepositories @Scene.swift:4:25",
        ])
    }

    @Test func extensionsMergeIntoTheirTypeButReportAtTheirOwnLocation() throws {
        let project = project([
            ("View.swift", "final class LoginView {}"),
            ("View+Router.swift", "import UIKit\n\nextension LoginView: UITextFieldDelegate {\n    var router: LoginRouter? { nil }\n}"),
            ("Router.swift", "final class LoginRouter {}"),
        ])
        let view = try #require(project.type(named: "LoginView"))
        #expect(view.inherits == ["UITextFieldDelegate"])
        #expect(view.extensions.map { "\($0.file):\($0.location)" } == ["View+Router.swift:3:11"])
        #expect(edges(project) == [
            "LoginView → external UITextFieldDelegate @View+Router.swift:3:22",
            "LoginView → LoginRouter @View+Router.swift:4:17",
        ])
    }

    @Test func typealiasCompositionResolvesToItsParts() {
        let project = project([("Router.swift", """
            protocol AnyView {}
            typealias EntryPoint = AnyView & UIViewController
            final class UserRouter { var entry: EntryPoint? }
            """)])
        #expect(edges(project) == [
            "EntryPoint → AnyView @Router.swift:2:24",
            "EntryPoint → external UIViewController @Router.swift:2:34",
            "UserRouter → EntryPoint @Router.swift:3:37",
            "UserRouter → AnyView @Router.swift:3:37",
            "UserRouter → external UIViewController @Router.swift:3:37",
        ])
    }

    @Test func aNameDeclaredInTwoModulesResolvesToTheOneTheFileSees() {
        let project = project([
            ("Auth/User.swift", "struct User {}"),
            ("Profile/User.swift", "struct User {}"),
            ("Auth/Login.swift", "struct Login { let user: User }"),
            ("App/Main.swift", "import Profile\nstruct Main { let user: User; let other: Auth.User }"),
        ], modules: ["Auth", "Profile", "Auth", "App"])
        #expect(project.types.map { "\($0.module ?? "-").\($0.qualifiedName)" } == ["Auth.User", "Profile.User", "Auth.Login", "App.Main"])
        let targets = project.dependencies.map { dependency -> String in
            guard case .type(let id) = dependency.target else { return "external" }
            return "\(project.types[dependency.source].name) → \(project.types[id].module ?? "-").\(project.types[id].name)"
        }
        #expect(targets == ["Login → Auth.User", "Main → Profile.User", "Main → Auth.User"])
    }

    /// Names are resolved once for a run of files that see the same modules; a file of the same
    /// module that imports another module sees another type of the same name.
    @Test func filesOfOneModuleWithOtherImportsResolveTheSameNameApart() {
        let project = project([
            ("Auth/User.swift", "struct User {}"),
            ("Profile/User.swift", "struct User {}"),
            ("App/A.swift", "import Auth\nstruct A { let user: User }"),
            ("App/B.swift", "import Auth\nstruct B { let user: User }"),
            ("App/C.swift", "import Profile\nimport UIKit\nstruct C { let user: User }"),
            ("App/D.swift", "import Auth\nstruct D { let user: User }"),
        ], modules: ["Auth", "Profile", "App", "App", "App", "App"])
        let targets = project.dependencies.map { dependency -> String in
            guard case .type(let id) = dependency.target else { return "external" }
            return "\(project.types[dependency.source].name) → \(project.types[id].module ?? "-").\(project.types[id].name)"
        }
        #expect(targets == ["A → Auth.User", "B → Auth.User", "C → Profile.User", "D → Auth.User"])
    }

    /// A file read back from the facts cache keeps one table of texts for all its declarations'
    /// references, and resolves each name once per place in it: the same dependencies as the
    /// scanned file. Two files holding the same list (hand-made projects can) resolve apart,
    /// each in its own module.
    @Test func referencesSharingATableResolveAsScannedOnesAndNotAcrossFiles() throws {
        let sources = [
            ("Auth/User.swift", "struct User {}\nstruct Session { let user: User }"),
            ("Profile/User.swift", "struct User {}"),
            ("Auth/Login.swift", """
                struct Login {
                    let user: User
                    func check(_ other: User) -> Session { Session(user: other) }
                }
                extension Login { var session: Session? { nil } }
                """),
        ]
        let scanned = sources.map { Scanner.scan(source: $0.1, path: $0.0) }
        let decoded = try scanned.map { file in
            var writer = ByteWriter()
            FactsCoding.encode(file, into: &writer)
            return try writer.bytes.withUnsafeBufferPointer { buffer in
                var reader = ByteReader(buffer)
                return try FactsCoding.decode(&reader)
            }
        }
        let login = decoded[2].declarations
        #expect(login[0].references.texts.withUnsafeBufferPointer { $0.baseAddress } == login[1].references.texts.withUnsafeBufferPointer { $0.baseAddress })
        #expect(login.map(\.references) == scanned[2].declarations.map(\.references))
        let modules = ["Auth", "Profile", "Auth"]
        let expected = edges(ProjectBuilder.build(scanned, relativePaths: sources.map(\.0), modules: modules))
        #expect(edges(ProjectBuilder.build(decoded, relativePaths: sources.map(\.0), modules: modules)) == expected)
        #expect(expected.count == 6)

        // Login's list of references also in a file of another module, resolved in the same
        // chunk of files (65 files make chunks of two): `User` is each module's own there.
        var copied = [decoded[1], decoded[2], decoded[0]]
        copied[0].declarations.append(Declaration(
            kind: .struct, name: "Card", qualifiedName: "Card", location: SourceLocation(line: 2, column: 1),
            references: decoded[2].declarations[0].references))
        copied += (0..<62).map { ScannedFile(path: "Empty\($0).swift") }
        let built = ProjectBuilder.build(copied, modules: ["Profile", "Auth", "Auth"] + Array(repeating: nil, count: 62))
        let users = built.dependencies.compactMap { dependency -> String? in
            guard case .type(let id) = dependency.target, built.types[id].name == "User" else { return nil }
            return "\(built.types[dependency.source].name) → \(built.types[id].module ?? "-").User"
        }
        #expect(users == ["Card → Profile.User", "Card → Profile.User", "Login → Auth.User", "Login → Auth.User", "Session → Auth.User"])
    }

    /// A dependency is kept as numbers and read back from the reference that makes it: its
    /// file (an extension's, not its type's), location and member; a composition names each part.
    @Test func eachDependencyReadsItsFileLocationAndMemberFromItsReference() {
        let project = project([
            ("Cart/CartInteractor.swift", """
                typealias CartServices = CartRepository & PriceFormatter
                final class CartInteractor {
                    var services: CartServices?
                    func load() { _ = CartRepository() }
                }
                """),
            ("Cart/CartRepository.swift", "final class CartRepository {}\nprotocol PriceFormatter {}"),
            ("Cart/CartInteractor+Logging.swift", "extension CartInteractor {\n    func log() { print(Date()) }\n}"),
        ])
        let read = project.dependencies.map { dependency -> String in
            let target: String
            switch dependency.target {
            case .type(let id): target = project.types[id].qualifiedName
            case .external(let name): target = "external " + name
            }
            return "\(project.types[dependency.source].name) → \(target) @\(dependency.file):\(dependency.location) in \(dependency.member ?? "-")"
        }
        #expect(read == [
            "CartServices → CartRepository @Cart/CartInteractor.swift:1:26 in -",
            "CartServices → PriceFormatter @Cart/CartInteractor.swift:1:43 in -",
            "CartInteractor → CartServices @Cart/CartInteractor.swift:3:19 in services",
            "CartInteractor → CartRepository @Cart/CartInteractor.swift:3:19 in services",
            "CartInteractor → PriceFormatter @Cart/CartInteractor.swift:3:19 in services",
            "CartInteractor → CartRepository @Cart/CartInteractor.swift:4:23 in load",
            "CartInteractor → external Date @Cart/CartInteractor+Logging.swift:2:24 in log",
        ])
        // A collection like any other: counted, indexed from either end.
        #expect(project.dependencies.count == read.count)
        #expect(project.dependencies.last?.member == "log")
        #expect(project.dependencies.reversed().first?.location == SourceLocation(line: 2, column: 24))
    }
}
