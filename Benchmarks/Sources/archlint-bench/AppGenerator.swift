import Foundation

/// Writes a synthetic iOS app of about `targetLines` lines: feature modules in VIPER, MVVM and
/// Clean Swift style with protocols, extensions in other files, nested types, `#if` blocks,
/// closures, and comments and strings that name types — the things that make real code hard to
/// scan. One VIPER module in twenty-five has its Interactor hold its view controller, so the
/// linter has violations to report. The same seed and size always give the same files.
struct AppGenerator {
    let targetLines: Int
    let seed: UInt64

    static let nouns = [
        "Profile", "Settings", "Checkout", "Search", "Feed", "Inbox", "Wallet", "Orders", "Catalog", "Booking",
        "Reviews", "Friends", "Rewards", "Support", "Library", "Player", "Onboarding", "Login", "Map", "Camera",
    ]

    struct Summary {
        var files = 0
        var lines = 0
        var modules = 0
    }

    func write(to root: String) throws -> Summary {
        var random = SplitMix(seed: seed)
        var tree = try TreeWriter(root: root)
        for (relative, file) in sharedCore() { try tree.emit(relative, file) }
        var index = 0
        while tree.summary.lines < targetLines {
            for (relative, file) in module(index, random: &random).files { try tree.emit(relative, file) }
            tree.summary.modules += 1
            index += 1
        }
        return tree.summary
    }

    /// The `index`-th feature module: its name, its files, and the type its unit test exercises.
    /// Modules cycle through VIPER, MVVM and Clean Swift; one VIPER module in twenty-five breaks a rule.
    func module(_ index: Int, random: inout SplitMix) -> (name: String, files: [(String, SourceWriter)], tested: String) {
        let name = Self.nouns[index % Self.nouns.count] + (index < Self.nouns.count ? "" : String(index / Self.nouns.count))
        switch index % 3 {
        case 0: return (name, viperModule(name, random: &random, violating: index % 75 == 0), "\(name)Presenter")
        case 1: return (name, mvvmModule(name, random: &random), "\(name)ScreenModel")
        default: return (name, cleanSwiftModule(name, random: &random), "\(name)SceneInteractor")
        }
    }

    /// Writes files below a fresh root (emptied first, with the rules file every layout lints
    /// with) and counts the Swift files and lines it wrote.
    struct TreeWriter {
        let root: String
        var summary = Summary()

        init(root: String) throws {
            self.root = root
            try? FileManager.default.removeItem(atPath: root)
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try write(".archlint.rules", "use viper\n")
        }

        /// Writes a file that is not Swift source: a manifest, a project file.
        func write(_ relative: String, _ text: String) throws {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        }

        /// Writes a Swift file and counts it.
        mutating func emit(_ relative: String, _ file: SourceWriter) throws {
            try write(relative, file.text)
            summary.files += 1
            summary.lines += file.lineCount
        }
    }

    // MARK: Shared code

    func sharedCore() -> [(String, SourceWriter)] {
        var client = SourceWriter()
        client.line("import Foundation")
        client.line("")
        client.line("/// Talks to the backend. Services wrap it; nothing else should (see APIError).")
        client.block("protocol APIClient") {
            $0.line("func send<Response: Decodable>(_ request: APIRequest, completion: @escaping (Result<Response, APIError>) -> Void)")
        }
        client.block("struct APIRequest") {
            $0.line("var path: String")
            $0.line("var method: String = \"GET\"")
            $0.line("var query: [String: String] = [:]")
        }
        client.block("enum APIError: Error, Equatable") {
            $0.line("case offline")
            $0.line("case status(Int)")
            $0.line("case decoding(String)")
        }
        client.block("final class URLSessionAPIClient: APIClient") {
            $0.line("private let session: URLSession")
            $0.line("private let decoder = JSONDecoder()")
            $0.line("")
            $0.block("init(session: URLSession = .shared)") { $0.line("self.session = session") }
            $0.line("")
            $0.block("func send<Response: Decodable>(_ request: APIRequest, completion: @escaping (Result<Response, APIError>) -> Void)") {
                $0.line("guard let url = URL(string: \"https://api.example.com/\\(request.path)\") else { return completion(.failure(.offline)) }")
                $0.block("session.dataTask(with: url) { [decoder] data, response, _ in") {
                    $0.line("guard let data else { return completion(.failure(.offline)) }")
                    $0.line("completion(Result { try decoder.decode(Response.self, from: data) }.mapError { .decoding(\"\\($0)\") })")
                }
                $0.line(".resume()")
            }
        }
        return [("Core/Networking/APIClient.swift", client)]
    }

    // MARK: VIPER

    func viperModule(_ name: String, random: inout SplitMix, violating: Bool) -> [(String, SourceWriter)] {
        let folder = "Features/\(name)"
        let methods = 8 + Int(random.next() % 10)

        var contract = SourceWriter()
        contract.line("import Foundation")
        contract.line("")
        contract.line("// MARK: - \(name) module contract")
        contract.line("// The \(name)ViewController talks to the \(name)Presenter only; see \(name)Router.")
        contract.block("protocol \(name)ViewProtocol: AnyObject") {
            $0.line("var presenter: \(name)PresenterProtocol? { get set }")
            $0.line("func show(_ items: [\(name)Item.ViewData])")
            $0.line("func showError(_ message: String)")
        }
        contract.block("protocol \(name)PresenterProtocol: AnyObject") {
            $0.line("func viewDidLoad()")
            $0.line("func didSelect(at index: Int)")
        }
        contract.block("protocol \(name)InteractorInput: AnyObject") {
            $0.line("var output: \(name)InteractorOutput? { get set }")
            $0.line("func fetchItems(page: Int)")
        }
        contract.block("protocol \(name)InteractorOutput: AnyObject") {
            $0.line("func didFetch(_ items: [\(name)Item])")
            $0.line("func didFail(_ error: APIError)")
        }
        contract.block("protocol \(name)RouterProtocol: AnyObject") {
            $0.line("func showDetail(for item: \(name)Item)")
        }

        var view = SourceWriter()
        view.line("import UIKit")
        view.line("")
        view.block("final class \(name)ViewController: UIViewController") {
            $0.line("var presenter: \(name)PresenterProtocol?")
            $0.line("private var items: [\(name)Item.ViewData] = []")
            $0.line("private lazy var tableView: UITableView = {")
            $0.line("    let table = UITableView(frame: .zero, style: .insetGrouped)")
            $0.line("    table.register(UITableViewCell.self, forCellReuseIdentifier: \"\(name)Cell\")")
            $0.line("    return table")
            $0.line("}()")
            $0.line("")
            $0.block("override func viewDidLoad()") {
                $0.line("super.viewDidLoad()")
                $0.line("title = NSLocalizedString(\"\(name.lowercased()).title\", comment: \"Title of the \(name)ViewController\")")
                $0.line("view.addSubview(tableView)")
                $0.line("tableView.dataSource = self")
                $0.line("presenter?.viewDidLoad()")
            }
            for index in 0..<methods { $0.viewHelper(index: index, name: name) }
        }
        view.line("")
        view.block("extension \(name)ViewController: \(name)ViewProtocol") {
            $0.block("func show(_ items: [\(name)Item.ViewData])") {
                $0.line("self.items = items")
                $0.line("tableView.reloadData()")
            }
            $0.block("func showError(_ message: String)") {
                $0.line("let alert = UIAlertController(title: \"Oops\", message: \"\\(message) in \\(String(describing: \(name)ViewController.self))\", preferredStyle: .alert)")
                $0.line("present(alert, animated: true)")
            }
        }
        view.line("")
        view.block("extension \(name)ViewController: UITableViewDataSource") {
            $0.line("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }")
            $0.line("")
            $0.block("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell") {
                $0.line("let cell = tableView.dequeueReusableCell(withIdentifier: \"\(name)Cell\", for: indexPath)")
                $0.line("cell.textLabel?.text = items[indexPath.row].title")
                $0.line("return cell")
            }
        }

        var presenter = SourceWriter()
        presenter.line("import Foundation")
        presenter.line("")
        presenter.line("/// Formats \(name)Item values for display; never fetches (that is the \(name)Interactor's job).")
        presenter.block("final class \(name)Presenter: \(name)PresenterProtocol") {
            $0.line("weak var view: \(name)ViewProtocol?")
            $0.line("var interactor: \(name)InteractorInput?")
            $0.line("var router: \(name)RouterProtocol?")
            $0.line("private var items: [\(name)Item] = []")
            $0.line("")
            $0.block("func viewDidLoad()") { $0.line("interactor?.fetchItems(page: 0)") }
            $0.block("func didSelect(at index: Int)") {
                $0.line("guard items.indices.contains(index) else { return }")
                $0.line("router?.showDetail(for: items[index])")
            }
            for index in 0..<methods { $0.formatter(index: index, name: name) }
        }
        presenter.line("")
        presenter.block("extension \(name)Presenter: \(name)InteractorOutput") {
            $0.block("func didFetch(_ items: [\(name)Item])") {
                $0.line("self.items = items")
                $0.line("view?.show(items.map { \(name)Item.ViewData(title: $0.title, subtitle: \"#\\($0.id)\") })")
            }
            $0.block("func didFail(_ error: APIError)") {
                $0.line("view?.showError(\"\\(error)\")")
            }
        }

        var interactor = SourceWriter()
        interactor.line("import Foundation")
        interactor.line("")
        interactor.block("final class \(name)Interactor: \(name)InteractorInput") {
            $0.line("weak var output: \(name)InteractorOutput?")
            $0.line("private let dataManager: \(name)DataManager")
            if violating { $0.line("weak var screen: \(name)ViewController?") }
            $0.line("")
            $0.block("init(dataManager: \(name)DataManager)") { $0.line("self.dataManager = dataManager") }
            $0.line("")
            $0.block("func fetchItems(page: Int)") {
                $0.line("#if DEBUG")
                $0.line("print(\"[\(name)Interactor] fetching page \\(page) for \\(String(describing: \(name)Presenter.self))\")")
                $0.line("#endif")
                $0.block("dataManager.items(page: page) { [weak self] result in") {
                    $0.block("switch result") {
                        $0.line("case .success(let items): self?.output?.didFetch(items.filter { !$0.title.isEmpty })")
                        $0.line("case .failure(let error): self?.output?.didFail(error)")
                    }
                }
            }
            for index in 0..<methods / 2 { $0.formatter(index: index, name: name) }
        }

        var router = SourceWriter()
        router.line("import UIKit")
        router.line("")
        router.block("final class \(name)Router: \(name)RouterProtocol") {
            $0.line("weak var viewController: UIViewController?")
            $0.line("")
            $0.block("static func createModule(client: APIClient) -> UIViewController") {
                $0.line("let view = \(name)ViewController()")
                $0.line("let presenter = \(name)Presenter()")
                $0.line("let interactor = \(name)Interactor(dataManager: \(name)DataManager(service: \(name)Service(client: client)))")
                $0.line("let router = \(name)Router()")
                $0.line("view.presenter = presenter")
                $0.line("presenter.view = view")
                $0.line("presenter.interactor = interactor")
                $0.line("presenter.router = router")
                $0.line("interactor.output = presenter")
                $0.line("router.viewController = view")
                $0.line("return view")
            }
            $0.block("func showDetail(for item: \(name)Item)") {
                $0.line("let detail = UIViewController()")
                $0.line("detail.title = item.title")
                $0.line("viewController?.navigationController?.pushViewController(detail, animated: true)")
            }
        }

        var data = SourceWriter()
        data.line("import Foundation")
        data.line("")
        data.block("final class \(name)DataManager") {
            $0.line("private let service: \(name)Service")
            $0.line("private var cache: [Int: [\(name)Item]] = [:]")
            $0.block("init(service: \(name)Service)") { $0.line("self.service = service") }
            $0.block("func items(page: Int, completion: @escaping (Result<[\(name)Item], APIError>) -> Void)") {
                $0.line("if let cached = cache[page] { return completion(.success(cached)) }")
                $0.block("service.fetch(page: page) { [weak self] result in") {
                    $0.line("if case .success(let items) = result { self?.cache[page] = items }")
                    $0.line("completion(result)")
                }
            }
        }
        data.line("")
        data.block("final class \(name)Service") {
            $0.line("private let client: APIClient")
            $0.block("init(client: APIClient)") { $0.line("self.client = client") }
            $0.block("func fetch(page: Int, completion: @escaping (Result<[\(name)Item], APIError>) -> Void)") {
                $0.line("client.send(APIRequest(path: \"\(name.lowercased())\", query: [\"page\": \"\\(page)\"]), completion: completion)")
            }
        }

        var entity = SourceWriter()
        entity.line("import Foundation")
        entity.line("")
        entity.block("struct \(name)Item: Codable, Equatable") {
            $0.line("let id: Int")
            $0.line("let title: String")
            $0.line("var kind: Kind = .regular")
            $0.line("")
            $0.block("enum Kind: String, Codable") { $0.line("case regular, featured, archived") }
            $0.line("")
            $0.line("/// What the \(name)ViewController shows; built by the \(name)Presenter.")
            $0.block("struct ViewData: Equatable") {
                $0.line("let title: String")
                $0.line("let subtitle: String")
            }
        }
        return [
            ("\(folder)/\(name)Contract.swift", contract), ("\(folder)/\(name)ViewController.swift", view),
            ("\(folder)/\(name)Presenter.swift", presenter), ("\(folder)/\(name)Interactor.swift", interactor),
            ("\(folder)/\(name)Router.swift", router), ("\(folder)/\(name)DataManager.swift", data),
            ("\(folder)/Entities/\(name)Item.swift", entity),
        ]
    }

    // MARK: MVVM

    func mvvmModule(_ name: String, random: inout SplitMix) -> [(String, SourceWriter)] {
        let folder = "Screens/\(name)"
        let methods = 10 + Int(random.next() % 10)
        var view = SourceWriter()
        view.line("import SwiftUI")
        view.line("")
        view.block("struct \(name)Screen: View") {
            $0.line("@StateObject var viewModel: \(name)ScreenModel")
            $0.line("")
            $0.block("var body: some View") {
                $0.block("List(viewModel.rows, id: \\.id) { row in") {
                    $0.line("Text(\"\\(row.title) — \(name)Screen\")")
                }
                $0.line(".task { await viewModel.load() }")
            }
        }
        view.line("")
        view.line("#if DEBUG")
        view.block("#Preview") { $0.line("\(name)Screen(viewModel: \(name)ScreenModel(service: Preview\(name)Service()))") }
        view.line("#endif")

        var viewModel = SourceWriter()
        viewModel.line("import Foundation")
        viewModel.line("import Combine")
        viewModel.line("")
        viewModel.block("@MainActor final class \(name)ScreenModel: ObservableObject") {
            $0.line("@Published private(set) var rows: [\(name)Record] = []")
            $0.line("@Published var errorText: String?")
            $0.line("private let service: \(name)Fetching")
            $0.line("")
            $0.block("init(service: \(name)Fetching)") { $0.line("self.service = service") }
            $0.block("func load() async") {
                $0.block("do") { $0.line("rows = try await service.records().sorted { $0.title < $1.title }") }
                $0.block("catch") { $0.line("errorText = \"Could not load \(name)Record values: \\(error)\"") }
            }
            for index in 0..<methods { $0.formatter(index: index, name: name) }
        }

        var service = SourceWriter()
        service.line("import Foundation")
        service.line("")
        service.block("protocol \(name)Fetching") { $0.line("func records() async throws -> [\(name)Record]") }
        service.block("struct \(name)Record: Decodable, Identifiable") {
            $0.line("let id: Int")
            $0.line("let title: String")
        }
        service.block("final class Live\(name)Service: \(name)Fetching") {
            $0.line("private let client: APIClient")
            $0.block("init(client: APIClient)") { $0.line("self.client = client") }
            $0.block("func records() async throws -> [\(name)Record]") {
                $0.block("try await withCheckedThrowingContinuation { continuation in") {
                    $0.line("client.send(APIRequest(path: \"\(name.lowercased())\")) { (result: Result<[\(name)Record], APIError>) in continuation.resume(with: result) }")
                }
            }
        }
        service.block("struct Preview\(name)Service: \(name)Fetching") {
            $0.line("func records() async throws -> [\(name)Record] { [\(name)Record(id: 1, title: \"Sample\")] }")
        }
        return [("\(folder)/\(name)Screen.swift", view), ("\(folder)/\(name)ScreenModel.swift", viewModel),
                ("\(folder)/\(name)Service.swift", service)]
    }

    // MARK: Clean Swift

    func cleanSwiftModule(_ name: String, random: inout SplitMix) -> [(String, SourceWriter)] {
        let folder = "Scenes/\(name)"
        let methods = 8 + Int(random.next() % 8)
        var models = SourceWriter()
        models.line("import UIKit")
        models.line("")
        models.block("enum \(name)Scene") {
            $0.block("enum Load") {
                $0.block("struct Request") { $0.line("var query: String?") }
                $0.block("struct Response") { $0.line("var entries: [String] = []") }
                $0.block("struct ViewModel") { $0.line("let lines: [String]") }
            }
        }

        var controller = SourceWriter()
        controller.line("import UIKit")
        controller.line("")
        controller.block("protocol \(name)DisplayLogic: AnyObject") { $0.line("func display(viewModel: \(name)Scene.Load.ViewModel)") }
        controller.block("final class \(name)SceneViewController: UIViewController, \(name)DisplayLogic") {
            $0.line("var interactor: \(name)BusinessLogic?")
            $0.line("var router: (NSObjectProtocol & \(name)RoutingLogic & \(name)DataPassing)?")
            $0.line("")
            $0.block("private func setup()") {
                $0.line("let interactor = \(name)SceneInteractor()")
                $0.line("let presenter = \(name)ScenePresenter()")
                $0.line("let router = \(name)SceneRouter()")
                $0.line("self.interactor = interactor")
                $0.line("self.router = router")
                $0.line("interactor.presenter = presenter")
                $0.line("presenter.viewController = self")
                $0.line("router.viewController = self")
                $0.line("router.dataStore = interactor")
            }
            $0.block("override func viewDidLoad()") {
                $0.line("super.viewDidLoad()")
                $0.line("setup()")
                $0.line("interactor?.load(request: \(name)Scene.Load.Request(query: nil))")
            }
            $0.block("func display(viewModel: \(name)Scene.Load.ViewModel)") { $0.line("title = viewModel.lines.first") }
            for index in 0..<methods { $0.viewHelper(index: index, name: name) }
        }

        var interactor = SourceWriter()
        interactor.line("import Foundation")
        interactor.line("")
        interactor.block("protocol \(name)BusinessLogic") { $0.line("func load(request: \(name)Scene.Load.Request)") }
        interactor.block("protocol \(name)DataStore") { $0.line("var entries: [String] { get }") }
        interactor.block("final class \(name)SceneInteractor: \(name)BusinessLogic, \(name)DataStore") {
            $0.line("var presenter: \(name)PresentationLogic?")
            $0.line("var worker = \(name)Worker()")
            $0.line("var entries: [String] = []")
            $0.block("func load(request: \(name)Scene.Load.Request)") {
                $0.line("entries = worker.entries(matching: request.query)")
                $0.line("presenter?.present(response: \(name)Scene.Load.Response(entries: entries))")
            }
        }
        interactor.block("final class \(name)Worker") {
            $0.block("func entries(matching query: String?) -> [String]") {
                $0.line("let all = [\"\(name) one\", \"\(name) two\", \"\(name) three\"]")
                $0.line("guard let query, !query.isEmpty else { return all }")
                $0.line("return all.filter { $0.localizedCaseInsensitiveContains(query) }")
            }
            for index in 0..<methods / 2 { $0.formatter(index: index, name: name) }
        }

        var presenter = SourceWriter()
        presenter.line("import UIKit")
        presenter.line("")
        presenter.block("protocol \(name)PresentationLogic") { $0.line("func present(response: \(name)Scene.Load.Response)") }
        presenter.block("final class \(name)ScenePresenter: \(name)PresentationLogic") {
            $0.line("weak var viewController: \(name)DisplayLogic?")
            $0.block("func present(response: \(name)Scene.Load.Response)") {
                $0.line("viewController?.display(viewModel: \(name)Scene.Load.ViewModel(lines: response.entries.map { \"• \\($0)\" }))")
            }
        }
        presenter.line("")
        presenter.block("@objc protocol \(name)RoutingLogic") { $0.line("func routeToDetail(segue: UIStoryboardSegue?)") }
        presenter.block("protocol \(name)DataPassing") { $0.line("var dataStore: \(name)DataStore? { get }") }
        presenter.block("final class \(name)SceneRouter: NSObject, \(name)RoutingLogic, \(name)DataPassing") {
            $0.line("weak var viewController: \(name)SceneViewController?")
            $0.line("var dataStore: \(name)DataStore?")
            $0.block("func routeToDetail(segue: UIStoryboardSegue?)") {
                $0.line("let destination = \(name)SceneViewController()")
                $0.line("viewController?.navigationController?.pushViewController(destination, animated: true)")
            }
        }
        return [("\(folder)/\(name)Models.swift", models), ("\(folder)/\(name)SceneViewController.swift", controller),
                ("\(folder)/\(name)SceneInteractor.swift", interactor), ("\(folder)/\(name)ScenePresenter.swift", presenter)]
    }
}

/// Builds a Swift file line by line with indentation.
struct SourceWriter {
    private(set) var text = ""
    private(set) var lineCount = 0
    private var indent = ""

    mutating func line(_ content: String) {
        text += content.isEmpty ? "\n" : indent + content + "\n"
        lineCount += 1
    }

    /// `header {`, the body one level in, then `}`.
    mutating func block(_ header: String, _ body: (inout SourceWriter) -> Void) {
        line(header.hasSuffix(" in") || header.hasSuffix("{") ? header : header + " {")
        let outer = indent
        indent += "    "
        body(&self)
        indent = outer
        line("}")
    }

    /// A view helper: layout code with a closure, a string interpolation and a comment.
    mutating func viewHelper(index: Int, name: String) {
        line("")
        line("// Layout helper \(index): keeps \(name)Presenter out of UIKit details.")
        block("private func configureSection\(index)(animated: Bool)") {
            $0.line("let label = UILabel()")
            $0.line("label.text = \"Section \(index) of \\(String(describing: type(of: self)))\"")
            $0.line("label.font = .preferredFont(forTextStyle: .body)")
            $0.block("UIView.animate(withDuration: animated ? 0.25 : 0) { [weak self] in") {
                $0.line("self?.view.layoutIfNeeded()")
            }
        }
    }

    /// A formatting helper with a switch, a closure and a string interpolation.
    mutating func formatter(index: Int, name: String) {
        line("")
        block("func formatted\(index)(_ value: Double, locale: Locale = .current) -> String") {
            $0.line("let formatter = NumberFormatter()")
            $0.line("formatter.locale = locale")
            $0.block("switch value") {
                $0.line("case ..<0: return \"-\" + (formatter.string(from: NSNumber(value: -value)) ?? \"?\")")
                $0.line("case 0: return \"\(name) \\(index): none\"")
                $0.line("default: return formatter.string(from: NSNumber(value: value)) ?? \"\\(value)\"")
            }
        }
    }
}
