import Testing
@testable import ArchLintKit

/// `Owner: Name@line:column (member)` for every reference; `file` owns the top-level ones.
func referenced(_ source: String) -> [String] {
    let scanned = Scanner.scan(source: source, path: "T.swift")
    func render(_ owner: String, _ reference: Reference) -> String {
        "\(owner): \(reference.name)@\(reference.location)" + (reference.member.map { " (\($0))" } ?? "")
    }
    var lines = scanned.declarations.flatMap { declaration in
        declaration.references.map { render(declaration.qualifiedName, $0) }
    }
    lines += scanned.topLevelReferences.map { render("file", $0) }
    return lines
}

/// References: every capitalized name in code position, attributed to its declaration and member.
@Suite struct ScannerReferenceTests {
    @Test func annotationsCallsCastsAndMetatypes() {
        let source = """
        final class UserPresenter: UserPresenting {
            weak var view: UserView?
            func show(_ any: Any) throws(LoadError) -> Self {
                let user = any as? User ?? User.guest
                if any is Admin.Type { print(Admin.self) }
                return self
            }
        }
        """
        #expect(referenced(source) == [
            "UserPresenter: UserPresenting@1:28", "UserPresenter: UserView@2:20 (view)",
            "UserPresenter: LoadError@3:34 (show)", "UserPresenter: User@4:28 (show)", "UserPresenter: User@4:36 (show)",
            "UserPresenter: Admin@5:19 (show)", "UserPresenter: Admin@5:38 (show)",
        ])
    }

    @Test func qualifiedChainsStayWhole() {
        let source = """
        struct Scene {
            let model: Search.FetchRepositories.ViewModel
            let count = Search.Cache.shared.count
            let key = \\Search.Model.name
        }
        """
        #expect(referenced(source) == [
            "Scene: Search.FetchRepositories.ViewModel@2:16 (model)", "Scene: Search.Cache@3:17 (count)",
            "Scene: Search.Model@4:16 (key)",
        ])
    }

    @Test func genericParametersShadowOuterTypes() {
        let source = """
        struct Model {}
        struct Box<Model: Equatable> {
            var value: Model
            func map<Output>(_ transform: (Model) -> Output) -> Box<Output> where Output: Equatable { fatalError() }
        }
        func first<Element>(_ items: [Element]) -> Element? { func inner<Model>(_ m: Model) {}; return nil }
        """
        #expect(referenced(source) == [
            "Box: Equatable@2:19", "Box: Box@4:57 (map)", "Box: Equatable@4:83 (map)",
        ])
    }

    @Test func conditionsOfConditionalCompilationAreNotReferences() {
        let source = """
        #if canImport(UIKit) && !SWIFTUI_ONLY
        typealias Screen = UIViewController
        #elseif compiler(>=6.0) || DEBUG
        typealias Screen = NSViewController
        #endif
        """
        #expect(referenced(source) == ["Screen: UIViewController@2:20", "Screen: NSViewController@4:20"])
    }

    @Test func propertyWrappersAndResultBuildersAreReferencesButBuiltinAttributeArgumentsAreNot() {
        let source = """
        @objc(LegacyPresenter) @available(iOS 15, macOS 12, *)
        final class Presenter: NSObject {
            @Published var users: [User] = []
            @Injected(Service.self) var service
            @ViewBuilder func body() -> some View { EmptyView() }
            @_spi(Internal) @inline(__always) func fast() {}
        }
        """
        #expect(referenced(source) == [
            "Presenter: NSObject@2:24",
            "Presenter: Published@3:6 (users)", "Presenter: User@3:28 (users)",
            "Presenter: Injected@4:6 (service)", "Presenter: Service@4:15 (service)",
            "Presenter: ViewBuilder@5:6 (body)", "Presenter: View@5:38 (body)", "Presenter: EmptyView@5:45 (body)",
        ])
    }

    @Test func typeAttributesBelongToTheirContext() {
        let source = """
        struct Runner {
            func run(_ work: @Sendable @escaping () async -> Void) {
                Task { @MainActor in Logger.log() }
            }
        }
        """
        #expect(referenced(source) == [
            "Runner: Sendable@2:23 (run)", "Runner: Void@2:54 (run)", "Runner: Task@3:9 (run)", "Runner: MainActor@3:17 (run)",
            "Runner: Logger@3:30 (run)",
        ])
    }

    @Test func namesInStringsCommentsAndRegexesAreNotReferencesButInterpolationsAre() {
        let source = """
        func describe() -> String {
            // UserViewController is mentioned here only
            let regex = /UserView+/
            return \"\"\"
            Interactor \\(Formatter.format("\\(Model.name)")) Router
            \"\"\"
        }
        """
        #expect(referenced(source) == [
            "describe: String@1:20", "describe: Formatter@5:18", "describe: Model@5:38",
        ])
    }

    @Test func boundNamesAreNotReferences() {
        let source = """
        func load() {
            let Shadow = 1
            if let Value = cache.value { print(Value) }
            for case let .some(Item) in items { _ = Item }
        }
        """
        #expect(referenced(source) == ["load: Value@3:40", "load: Item@4:45"])
    }

    @Test func keywordsSelfAnyAndMemberNamesAreNotReferences() {
        let source = """
        extension Store {
            static func make() -> Self { Self.init(state: .Initial, any: Any.self) }
        }
        """
        #expect(referenced(source) == [])
    }

    @Test func platformNamesInAvailabilityChecksAreNotReferences() {
        let source = """
        func check() {
            if #available(OSX 10.15, iOS 13, *) { Feature.enable() }
        }
        """
        #expect(referenced(source) == ["check: Feature@2:43"])
    }

    @Test func selectorsAndObjectiveCKeyPathsNameMessagesNotTypes() {
        // Target-action through the responder chain names the controller's method, not an
        // instance of it; the sender and the target around the selector are still references.
        let source = """
        final class ToolbarView: NSView {
            func wire(_ button: NSButton) {
                button.action = #selector(EditorViewController.save(_:))
                button.sendAction(#selector(getter: Document.title), to: Responder.shared)
                observe(#keyPath(Settings.fontSize))
            }
        }
        """
        #expect(referenced(source) == [
            "ToolbarView: NSView@1:26", "ToolbarView: NSButton@2:25 (wire)", "ToolbarView: Responder@4:66 (wire)",
        ])
    }

    @Test func operatorDeclarationsNameNoTypes() {
        let source = """
        infix operator <*>: ApplicativePrecedence
        precedencegroup ApplicativePrecedence { higherThan: AdditionPrecedence }
        """
        #expect(referenced(source) == [])
    }

    @Test func topLevelCodeBelongsToTheFileAndEnumCasesAreNames() {
        let source = """
        let app = Application(Configuration.default)
        enum Route { case Home, Detail(Item) }
        """
        #expect(referenced(source) == [
            "Route: Item@2:32 (Detail)", "file: Application@1:11", "file: Configuration@1:23",
        ])
    }
    @Test func dictionaryKeysInsideACallAreReferencesNotLabels() {
        // Found on real apps: `[Key: value, Key: value]` passed as an argument.
        let source = """
        final class Player {
            func play() {
                center.nowPlayingInfo = update([MPMediaItemPropertyTitle: title, MPMediaItemPropertyArtist: artist])
                report(code, info: [NSUnderlyingErrorKey: error])
            }
        }
        """
        #expect(referenced(source) == [
            "Player: MPMediaItemPropertyTitle@3:41 (play)", "Player: MPMediaItemPropertyArtist@3:74 (play)",
            "Player: NSUnderlyingErrorKey@4:29 (play)",
        ])
    }

    @Test func aFunctionTypeRightAfterEscapingIsNotAttributeArguments() {
        // Found on a real app: no space between `@escaping` and the function type it marks.
        let source = """
        protocol Registering {
            func register(done: @escaping(RegistrationStatus, String?) -> Void)
        }
        """
        #expect(referenced(source) == [
            "Registering: RegistrationStatus@2:35 (register)", "Registering: String@2:55 (register)",
            "Registering: Void@2:67 (register)",
        ])
    }

    @Test func labelsAndParameterNamesAreNotReferences() {
        let source = """
        struct Socket {
            func send(socket Handle: Descriptor, CurveType _: Curve.Type) {
                let id = GUID(Data1: 1, Data2: 2)
                OUTER: while true { break OUTER }
            }
        }
        """
        #expect(referenced(source) == [
            "Socket: Descriptor@2:30 (send)", "Socket: Curve@2:55 (send)", "Socket: GUID@3:18 (send)",
        ])
    }

    @Test func closureParameterNamesAreNotReferences() {
        let source = """
        func run() {
            items.forEach { Item, Index in print(Item) }
            check { Value -> Bool in true }
            future.always { (Int, label Name: Model) -> Void in print((Total) * 2) }
            resume { (continuation: Continuation<Void, Error>) in }
        }
        """
        #expect(referenced(source) == [
            "run: Item@2:42", "run: Bool@3:22", "run: Model@4:39", "run: Void@4:49", "run: Total@4:64",
            "run: Continuation@5:29", "run: Void@5:42", "run: Error@5:48",
        ])
    }

    @Test func patternsBindNamesButCastsNameTypes() {
        let source = """
        func load() {
            if case let .failure(error as DatabaseError) = result {}
            do {} catch let DecodingError.keyNotFound(key, context) {}
        }
        """
        #expect(referenced(source) == ["load: DatabaseError@2:35", "load: DecodingError@3:21"])
    }

    @Test func attachedMacroArgumentsBelongToTheDeclaration() {
        let source = """
        @Suite(
          .dependencies { $0.client = TestClient() },
          .disabled {
            #if os(Windows)
            true
            #endif
          }
        )
        struct SuccessfulCast {}
        @OptionSet<UInt8>
        struct Shipping {}
        """
        #expect(referenced(source) == [
            "SuccessfulCast: Suite@1:2", "SuccessfulCast: TestClient@2:31", "Shipping: OptionSet@10:2",
            "Shipping: UInt8@10:12",
        ])
    }

    @Test func localGenericFunctionsAndFailableInitializersShadowTheirParameters() {
        let source = """
        struct Model {}
        extension Array {
            init?<Model>(decoding bytes: Model) where Model: Collection { nil }
            func sorted() { func by<Model>(_ model: Model) {} }
        }
        func check(verify: (Error) -> Void = { _ in }) { XCTFail() }
        """
        #expect(referenced(source) == [
            "Array: Collection@3:54 (init)", "check: Error@6:21", "check: Void@6:31", "check: XCTFail@6:50",
        ])
    }

    @Test func membersNamedByContextualKeywordsAndGenericConstraintsKnowTheirMember() {
        let source = """
        protocol Channel {
            func setOption<Option: ChannelOption>(_ option: Option) -> Future
            func getOption<Option: ChannelOption>(_ option: Option) -> Future
        }
        enum Origin { case none, any([String]) }
        struct Cache { static let prefix: Prefix = .init() }
        """
        #expect(referenced(source) == [
            "Channel: ChannelOption@2:28 (setOption)", "Channel: Future@2:64 (setOption)",
            "Channel: ChannelOption@3:28 (getOption)", "Channel: Future@3:64 (getOption)",
            "Origin: String@5:31 (any)", "Cache: Prefix@6:35 (prefix)",
        ])
    }

    @Test func aClosureInAPropertyInitializerKeepsTheMember() {
        let source = """
        enum Spec {
            static let all: [Instruction] = base.filter { $0.isFloat }.map { op in
                Instruction(name: op.name, builder: Builder.self)
            }
        }
        """
        #expect(referenced(source) == [
            "Spec: Instruction@2:22 (all)", "Spec: Instruction@3:9 (all)", "Spec: Builder@3:45 (all)",
        ])
    }

    @Test func casePatternsWithQualifiedCasesNameTheirType() {
        let source = """
        func wait() {
            if case let .failure(SocketError.timeout(message: message)) = result {}
        }
        """
        #expect(referenced(source) == ["wait: SocketError@2:26"])
    }

    @Test func modifiersOwnershipAndMacros() {
        let source = """
        package struct Store: ~Copyable {
            nonisolated(unsafe) static var shared: Store?
            func take(_ a: borrowing Buffer, _ b: consuming Payload, _ c: sending Message) {}
        }
        #sourceLocation(file: "Generated.swift", line: 1)
        #Preview { ContentView(store: Store.preview) }
        #sourceLocation()
        func test() { #expect(Parser.parse("x") == Result.ok) }
        """
        #expect(referenced(source) == [
            "Store: Copyable@1:24", "Store: Store@2:44 (shared)", "Store: Buffer@3:30 (take)",
            "Store: Payload@3:53 (take)", "Store: Message@3:75 (take)", "test: Parser@8:23", "test: Result@8:44",
            "file: ContentView@6:12", "file: Store@6:31",
        ])
    }

    @Test func localTypesAreCodeOfTheirMemberAndShadowOuterTypes() {
        let source = """
        final class Presenter {
            func show() {
                let before = Row()
                struct Row: Equatable { let view: ViewController; enum Kind { case Plain, Grouped } }
                let row = Row(view: ViewController())
            }
            let view: Row
        }
        """
        #expect(referenced(source) == [
            "Presenter: Row@3:22 (show)", "Presenter: Equatable@4:21 (show)", "Presenter: ViewController@4:43 (show)",
            "Presenter: ViewController@5:29 (show)", "Presenter: Row@7:15 (view)",
        ])
    }

    @Test func aMemberTypeAfterGenericArgumentsIsOneChain() {
        let source = """
        struct Machine {
            let handler: StateMachine<State, Event>.Handler
            func make() -> Foo<Bar>.Type { AsyncStream<Int>.makeStream(); return Box<Item>.Inner.Leaf() }
            func compare() { if a < B && c > D.e {} }
        }
        """
        #expect(referenced(source) == [
            "Machine: StateMachine.Handler@2:18 (handler)", "Machine: State@2:31 (handler)", "Machine: Event@2:38 (handler)",
            "Machine: Foo@3:20 (make)", "Machine: Bar@3:24 (make)", "Machine: AsyncStream@3:36 (make)", "Machine: Int@3:48 (make)",
            "Machine: Box.Inner.Leaf@3:74 (make)", "Machine: Item@3:78 (make)", "Machine: B@4:29 (compare)", "Machine: D@4:38 (compare)",
        ])
    }

    @Test func associatedTypeClausesAndLowercaseInheritedNamesAreReferences() {
        let source = """
        protocol SyntaxNode {
            associatedtype Parent: SyntaxProtocol where Parent.Child == Self
            associatedtype Storage: _StorageProtocol = DefaultStorage
        }
        class PhoneTagManager: iOSTagManager {}
        """
        #expect(referenced(source) == [
            "SyntaxNode.Parent: SyntaxProtocol@2:28", "SyntaxNode.Parent: Parent.Child@2:49",
            "SyntaxNode.Storage: _StorageProtocol@3:29", "SyntaxNode.Storage: DefaultStorage@3:48",
            "PhoneTagManager: iOSTagManager@5:24",
        ])
    }

    @Test func builtinCapitalizedAttributesAreNotReferences() {
        let source = """
        @UIApplicationMain
        final class AppDelegate: UIResponder {
            @IBOutlet weak var label: UILabel!
            @IBAction func tap(_ sender: UIButton) {}
            @IBSegueAction func make(_ coder: NSCoder) -> Detail? { nil }
            @NSManaged var name: String
            @IBInspectable var radius: CGFloat = 0
            @NSCopying var copy: Box?
            @MainActor @Published var state: State
        }
        """
        #expect(referenced(source) == [
            "AppDelegate: UIResponder@2:26", "AppDelegate: UILabel@3:31 (label)", "AppDelegate: UIButton@4:34 (tap)",
            "AppDelegate: NSCoder@5:39 (make)", "AppDelegate: Detail@5:51 (make)", "AppDelegate: String@6:26 (name)",
            "AppDelegate: CGFloat@7:32 (radius)", "AppDelegate: Box@8:26 (copy)", "AppDelegate: MainActor@9:6 (state)",
            "AppDelegate: Published@9:17 (state)", "AppDelegate: State@9:38 (state)",
        ])
        #expect(declared(source) == ["class AppDelegate@2:13 : UIResponder @UIApplicationMain"])
    }
}
