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
        #expect(notUses(source) == [])
    }

    /// A controller given to UIKit to show (`present(_:animated:)`, `show(_:sender:)`,
    /// `pushViewController(_:animated:)`, `setViewControllers(_:animated:)`) is navigated to:
    /// used. Installed as a subview, handed to a router, or given to a method of the same name
    /// without UIKit's labels, it stays construction.
    @Test func controllersShownThroughUIKitAreUsed() {
        let source = """
        final class ProfileHeaderView: UIView {
            func open() {
                let editor = EditorViewController()
                owner?.navigationController?.pushViewController(editor, animated: true)
                owner?.setViewControllers([ListViewController(), DetailViewController()], animated: false)
                owner?.show(PhotoViewController(), sender: self)
                addSubview(BadgeView())
                router.show(AlbumViewController(), from: self)
                presenter.present(ProfileViewModel())
            }
        }
        """
        #expect(notUses(source) == [
            "BadgeView@7:20 construction", "AlbumViewController@8:21 construction", "ProfileViewModel@9:27 construction",
        ])
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

    /// What was built is used wherever it is called: under another name (`guard let`), through
    /// `self?` in a closure, or as a parameter's default the body calls. A default only stored
    /// and handed on stays construction.
    @Test func builtValuesCalledUnderAnotherNameOrThroughSelfAreUsed() {
        let source = """
        final class PhotosViewController: UIViewController {
            private var loader: PhotoLoading?
            private let badge = BadgeService()
            init(avatar: AvatarService = AvatarService(), cache: PhotoCache = PhotoCache()) {
                avatar.load()
                self.cache = cache
            }
            func viewDidLoad() {
                loader = PhotoService()
                guard let photos = self.loader else { return }
                photos.fetch()
                header.badge = badge
                DispatchQueue.main.async { [weak self] in self?.badge.refresh() }
                let built = AlbumService()
                let album = built
                Row(album: album)
            }
            let cache: PhotoCache
            func show() { Cell(cache: cache) }
        }
        """
        #expect(notUses(source) == [
            "PhotoCache@4:58 handOff", "PhotoCache@4:71 construction", "AlbumService@14:21 construction", "Row@16:9 construction",
            "PhotoCache@18:16 handOff", "Cell@19:19 construction",
        ])
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
