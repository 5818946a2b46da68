import Testing
@testable import ArchLintKit

/// `Name@line:column use` for every reference of the file's declarations that is not a use.
private func notUses(_ source: String) -> [String] {
    let scanned = Scanner.scan(source: source, path: "T.swift")
    return scanned.declarations.flatMap { declaration in
        declaration.references.filter { $0.use != .use }.map { "\($0.name)@\($0.location) \($0.use)" }
    }
}

/// How the code treats what a reference names: building an object that is only wired, passed
/// on or returned is construction; a property, parameter or local only passed on is a hand-off;
/// calling or reading the value is a use, whatever built it.
@Suite struct ScannerReferenceUseTests {
    @Test func objectsBuiltWiredAndReturnedAreConstruction() {
        let source = """
        enum ListScene {
            static func make() -> UIViewController {
                let v = ListViewController()
                let p = ListPresenter(view: v)
                let i = ListInteractor(presenter: p)
                v.interactor = i
                return v
            }
        }
        """
        #expect(notUses(source) == [
            "ListViewController@3:17 construction", "ListPresenter@4:17 construction", "ListInteractor@5:17 construction",
        ])
    }

    @Test func callingWhatWasBuiltIsUse() {
        let source = """
        final class ListRouter {
            func start() {
                let p = ListPresenter()
                p.loadData()
                ListInteractor().refresh()
                present(DetailViewController(), animated: true)
            }
        }
        """
        #expect(notUses(source) == ["DetailViewController@6:17 construction"])
    }

    @Test func aPropertyOrParameterOnlyPassedOnIsAHandOff() {
        let source = """
        struct OrdersView: View {
            @EnvironmentObject var client: OrdersClient
            @Environment(BasketClient.self) private var basket
            let settings: SettingsClient
            init(payments: PaymentsClient, settings: SettingsClient) {
                _viewModel = StateObject(wrappedValue: OrdersViewModel(payments: payments))
                self.settings = settings
            }
            var body: some View {
                Row(client: client)
                    .environment(basket)
                    .task { viewModel.settings = settings }
            }
        }
        """
        #expect(notUses(source) == [
            "OrdersClient@2:36 handOff", "BasketClient@3:18 handOff", "SettingsClient@4:19 handOff",
            "PaymentsClient@5:20 handOff", "SettingsClient@5:46 handOff", "OrdersViewModel@6:48 construction",
        ])
    }

    @Test func aPropertyOrParameterTheCodeCallsIsAUse() {
        let source = """
        struct BasketView: View {
            @Environment(BasketClient.self) private var client
            let orders: OrdersClient
            init(orders: OrdersClient) {
                self.orders = orders
            }
            var body: some View {
                Text("").task { await client.load(); orders.refresh() }
            }
        }
        protocol Loading {
            func load(client: OrdersClient)
            var name: String { get }
        }
        """
        #expect(notUses(source) == [])
    }

    @Test func aCastBindingOnlyWiredIsAHandOff() {
        let source = """
        final class ListBuilder {
            func build() -> UIViewController {
                let view = storyboard.instantiateViewController(withIdentifier: "List") as! ListViewController
                view.presenter = ListPresenter()
                return view
            }
        }
        """
        #expect(notUses(source) == ["ListViewController@3:85 handOff", "ListPresenter@4:26 construction"])
    }
}
