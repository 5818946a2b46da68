import Foundation
import Testing

/// The ratcheting baseline: keyed without lines, count-aware, stale entries reported.
@Suite struct BaselineTests {
    /// A small VIPER app with exactly five violations, in a temporary folder.
    struct OrdersApp {
        let folder: String
        var app: String { folder + "/App" }
        var baseline: String { folder + "/arch-baseline.json" }
        var interactor: String { app + "/Sources/Orders/OrderInteractor.swift" }
        var presenter: String { app + "/Sources/Orders/OrderPresenter.swift" }
        var view: String { app + "/Sources/Orders/OrderView.swift" }
        var entity: String { app + "/Sources/Orders/Entities/Order.swift" }

        init() throws {
            folder = try makeTemporaryFolder()
            try writeFile(app + "/.archlint.rules", "use viper\n")
            try writeFile(interactor, """
                import UIKit

                final class OrderInteractor {
                    weak var screen: OrderViewController?
                    var router: OrderRouter?
                }

                """)
            try writeFile(presenter, """
                final class OrderPresenter {
                    let api = OrderService()
                }

                """)
            try writeFile(view, """
                final class OrderViewController {
                    var presenter: OrderPresenter?
                }

                """)
            try writeFile(entity, """
                struct Order {
                    var manager: OrderDataManager?
                }

                """)
            try writeFile(app + "/Sources/Orders/Support.swift", """
                final class OrderRouter {}
                final class OrderService {}
                final class OrderDataManager {}

                """)
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            try writeFile(path, change(try readFile(path)))
        }

        func remove() { removeTemporary(folder) }
    }

    static let fiveEntries = """
        {
          "version": 2,
          "entries": [
            {
              "rule": "forbidden-dependency",
              "source": "Order",
              "target": "OrderDataManager",
              "module": "Orders",
              "file": "Sources/Orders/Entities/Order.swift",
              "count": 1,
              "uses": [
                {
                  "member": "manager",
                  "line": "18a61ae5602aedf9"
                }
              ]
            },
            {
              "rule": "forbidden-dependency",
              "source": "OrderInteractor",
              "target": "OrderRouter",
              "module": "Orders",
              "file": "Sources/Orders/OrderInteractor.swift",
              "count": 1,
              "uses": [
                {
                  "member": "router",
                  "line": "b38d6d42667e3473"
                }
              ]
            },
            {
              "rule": "forbidden-dependency",
              "source": "OrderInteractor",
              "target": "OrderViewController",
              "module": "Orders",
              "file": "Sources/Orders/OrderInteractor.swift",
              "count": 1,
              "uses": [
                {
                  "member": "screen",
                  "line": "78c1b710db041c9c"
                }
              ]
            },
            {
              "rule": "forbidden-dependency",
              "source": "OrderPresenter",
              "target": "OrderService",
              "module": "Orders",
              "file": "Sources/Orders/OrderPresenter.swift",
              "count": 1,
              "uses": [
                {
                  "member": "api",
                  "line": "f732863577dfff5f"
                }
              ]
            },
            {
              "rule": "forbidden-import",
              "source": "OrderInteractor",
              "target": "UIKit",
              "module": "Orders",
              "file": "Sources/Orders/OrderInteractor.swift",
              "count": 1,
              "uses": [
                {
                  "line": "39e77addbcf91f6a"
                }
              ]
            }
          ]
        }

        """

    /// The same five, as ArchLint wrote them before version 2 (which it still reads).
    static var fiveEntriesVersion1: String {
        get throws { try readFile(repositoryRoot + "/Tests/ArchLintCLITests/Expected/baseline-version-1.json") }
    }

    @Test func writingABaselineAcceptsEveryViolationInSortedPrettyJSON() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        #expect(archlint("lint", orders.app).out.split(separator: "\n").count == 5)
        let result = archlint("lint", orders.app, "--write-baseline", orders.baseline)
        #expect(result == RunResult(status: 0, out: "", err: "archlint: wrote \(orders.baseline): 5 entries, 5 accepted violations\n"))
        #expect(try readFile(orders.baseline) == Self.fiveEntries)
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline) == RunResult(status: 0, out: "", err: ""))
    }

    /// The issue's round trip: fix 2, add 1 → exactly the new one as an error and the 2 fixed as stale.
    @Test func fixingTwoAndAddingOneReportsTheNewOneAndTwoStaleEntries() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        _ = archlint("lint", orders.app, "--write-baseline", orders.baseline)
        try orders.edit(orders.interactor) { $0.replacingOccurrences(of: "    var router: OrderRouter?\n", with: "") }
        try orders.edit(orders.presenter) { $0.replacingOccurrences(of: "    let api = OrderService()\n", with: "") }
        try orders.edit(orders.view) { $0.replacingOccurrences(of: "}\n", with: "    var interactor: OrderInteractor?\n}\n") }

        let ratchet = "ratchet it with --baseline \(orders.baseline) --write-baseline \(orders.baseline)"
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline) == RunResult(status: 1, out: """
            \(orders.view):3:21: error: View 'OrderViewController' must not use Interactor 'OrderInteractor'; View may use Presenter, Entity [forbidden-dependency]
            \(orders.baseline):18:5: warning: baseline entry forbidden-dependency 'OrderInteractor' -> 'OrderRouter' is stale: its violation is fixed; \(ratchet) [stale-baseline]
            \(orders.baseline):46:5: warning: baseline entry forbidden-dependency 'OrderPresenter' -> 'OrderService' is stale: its violation is fixed; \(ratchet) [stale-baseline]

            """, err: ""))
    }

    @Test func movingCodeByLinesChangesNothing() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        _ = archlint("lint", orders.app, "--write-baseline", orders.baseline)
        // New lines above, members swapped, the entity's dependency moved to another file.
        try orders.edit(orders.interactor) {
            "// Orders: the interactor.\n\n\n" + $0.replacingOccurrences(
                of: "    weak var screen: OrderViewController?\n    var router: OrderRouter?\n",
                with: "    var router: OrderRouter?\n\n    weak var screen: OrderViewController?\n")
        }
        try orders.edit(orders.entity) { $0.replacingOccurrences(of: "    var manager: OrderDataManager?\n", with: "") }
        try writeFile(orders.app + "/Sources/Orders/Entities/Order+Storage.swift",
                      "\n\nextension Order {\n    func reload(from manager: OrderDataManager) {}\n}\n")
        #expect(archlint("lint", orders.app).status == 1)
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline) == RunResult(status: 0, out: "", err: ""))
    }

    @Test func staleEntriesFailTheRunUnderStrictBaseline() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        _ = archlint("lint", orders.app, "--write-baseline", orders.baseline)
        try orders.edit(orders.presenter) { $0.replacingOccurrences(of: "    let api = OrderService()\n", with: "") }
        let stale = "\(orders.baseline):46:5: %@: baseline entry forbidden-dependency 'OrderPresenter' -> 'OrderService' is stale: its violation is fixed; ratchet it with --baseline \(orders.baseline) --write-baseline \(orders.baseline) [stale-baseline]\n"
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline)
            == RunResult(status: 0, out: stale.replacingOccurrences(of: "%@", with: "warning"), err: ""))
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline, "--strict-baseline")
            == RunResult(status: 1, out: stale.replacingOccurrences(of: "%@", with: "error"), err: ""))
    }

    @Test func ratchetingDropsFixedEntriesAndNeverAddsNewOnes() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        _ = archlint("lint", orders.app, "--write-baseline", orders.baseline)
        try orders.edit(orders.presenter) { $0.replacingOccurrences(of: "    let api = OrderService()\n", with: "") }
        try orders.edit(orders.view) { $0.replacingOccurrences(of: "}\n", with: "    var interactor: OrderInteractor?\n}\n") }

        let result = archlint("lint", orders.app, "--baseline", orders.baseline, "--write-baseline", orders.baseline)
        #expect(result == RunResult(
            status: 1,
            out: "\(orders.view):3:21: error: View 'OrderViewController' must not use Interactor 'OrderInteractor'; View may use Presenter, Entity [forbidden-dependency]\n",
            err: "archlint: wrote \(orders.baseline): 4 entries, 4 accepted violations\n"))
        let written = try readFile(orders.baseline)
        #expect(!written.contains("OrderService"))
        #expect(!written.contains("\"source\": \"OrderViewController\""))
        #expect(written.components(separatedBy: "\"rule\"").count - 1 == 4)
    }

    @Test func ratchetingWhileLintingPartOfTheAppKeepsTheRest() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        _ = archlint("lint", orders.app, "--write-baseline", orders.baseline)
        try orders.edit(orders.presenter) { $0.replacingOccurrences(of: "    let api = OrderService()\n", with: "") }
        // Only the presenter's file is linted: its fixed entry goes, the other four stay.
        let result = archlint("lint", orders.presenter, "--baseline", orders.baseline, "--write-baseline", orders.baseline)
        #expect(result == RunResult(status: 0, out: "", err: "archlint: wrote \(orders.baseline): 4 entries, 4 accepted violations\n"))
        #expect(try readFile(orders.baseline) == Self.withoutPresenterEntry(Self.fiveEntries))
    }

    @Test func countsLetTheAcceptedNumberThroughAndReportTheRest() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        try orders.edit(orders.entity) { $0.replacingOccurrences(of: "}\n", with: "    var backup: OrderDataManager?\n}\n") }
        _ = archlint("lint", orders.app, "--write-baseline", orders.baseline)
        #expect(try readFile(orders.baseline).contains("\"file\": \"Sources/Orders/Entities/Order.swift\",\n      \"count\": 2,\n"))

        // A third use is new; the first two (in file order) stay accepted.
        try orders.edit(orders.entity) { $0.replacingOccurrences(of: "}\n", with: "    var spare: OrderDataManager?\n}\n") }
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline) == RunResult(
            status: 1,
            out: "\(orders.entity):4:16: error: Entity 'Order' must not use DataManager 'OrderDataManager'; Entity may use Entity [forbidden-dependency]\n",
            err: ""))

        // Down to one: one of two is fixed.
        try orders.edit(orders.entity) { _ in "struct Order {\n    var manager: OrderDataManager?\n}\n" }
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline).out == "\(orders.baseline):4:5: warning: baseline entry forbidden-dependency 'Order' -> 'OrderDataManager' is stale: 1 of 2 violations is fixed; ratchet it with --baseline \(orders.baseline) --write-baseline \(orders.baseline) [stale-baseline]\n")
    }

    @Test func aBaselineBesideTheRulesFileIsAppliedWithoutAnOption() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        let discovered = orders.app + "/.archlint-baseline.json"
        _ = archlint("lint", orders.app, "--write-baseline", discovered)
        #expect(archlint("lint", orders.app) == RunResult(status: 0, out: "", err: ""))
        // Linting one file judges only its types' entries: the others are not stale.
        #expect(archlint("lint", orders.app + "/Sources/Orders/OrderView.swift") == RunResult(status: 0, out: "", err: ""))
    }

    @Test func aBrokenBaselineIsAnErrorAtItsLineAndColumn() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        try writeFile(orders.baseline, "{\n  \"version\": 1,\n  \"entries\": [\n    {\"rule\": \"forbidden-import\",}\n  ]\n}\n")
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline) == RunResult(
            status: 2, out: "", err: "\(orders.baseline):4:33: error: invalid baseline JSON: expected a key in quotes\n"))

        try writeFile(orders.baseline, "{\n  \"version\": 1,\n  \"entries\": [\n    {\"rule\": \"forbidden-import\"}\n  ]\n}\n")
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline).err
            == "\(orders.baseline):4:5: error: baseline entry needs \"rule\", \"source\" and \"target\" strings\n")

        try writeFile(orders.baseline, "{\"version\": 3, \"entries\": []}\n")
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline).err
            == "\(orders.baseline):1:1: error: baseline version 3 is not supported (this archlint reads versions 1 to 2)\n")

        #expect(archlint("lint", orders.app, "--baseline", orders.folder + "/none.json")
            == RunResult(status: 2, out: "", err: "\(orders.folder)/none.json: error: no such baseline file\n"))
    }

    @Test func jsonReportCarriesBaselinedViolationsWithTheirJustification() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        _ = archlint("lint", orders.app, "--write-baseline", orders.baseline)
        let json = archlint("lint", orders.app, "--baseline", orders.baseline, "--format", "json").out
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let suppressed = try #require(object["suppressed"] as? [[String: Any]])
        #expect(suppressed.count == 5)
        #expect(suppressed.allSatisfy {
            ($0["suppression"] as? [String: String]) == ["kind": "baseline", "justification": "accepted in the baseline \(orders.baseline)"]
        })
        #expect((object["violations"] as? [Any])?.isEmpty == true)
    }

    // MARK: Version 1 files

    @Test func aVersion1BaselineStillLoadsAndIsWrittenBackAsVersion2() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        try writeFile(orders.baseline, try Self.fiveEntriesVersion1)
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline) == RunResult(status: 0, out: "", err: ""))
        try orders.edit(orders.presenter) { $0.replacingOccurrences(of: "    let api = OrderService()\n", with: "") }
        let ratchet = "ratchet it with --baseline \(orders.baseline) --write-baseline \(orders.baseline)"
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline) == RunResult(status: 0, out: """
            \(orders.baseline):22:5: warning: baseline entry forbidden-dependency 'OrderPresenter' -> 'OrderService' is stale: its violation is fixed; \(ratchet) [stale-baseline]

            """, err: ""))
        // Ratcheting writes version 2, each entry with its place.
        _ = archlint("lint", orders.app, "--baseline", orders.baseline, "--write-baseline", orders.baseline)
        #expect(try readFile(orders.baseline) == Self.withoutPresenterEntry(Self.fiveEntries))
    }

    static func withoutPresenterEntry(_ text: String) -> String {
        text.replacingOccurrences(of: """
                {
                  "rule": "forbidden-dependency",
                  "source": "OrderPresenter",
                  "target": "OrderService",
                  "module": "Orders",
                  "file": "Sources/Orders/OrderPresenter.swift",
                  "count": 1,
                  "uses": [
                    {
                      "member": "api",
                      "line": "f732863577dfff5f"
                    }
                  ]
                },

            """, with: "")
    }

    // MARK: The new use is the one reported

    /// A second use of an accepted kind, in a file that sorts before the old one's: the new one
    /// is reported, the untouched old one stays accepted.
    @Test func aNewUseInAnEarlierFileIsReportedAndTheOldOneStaysAccepted() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        _ = archlint("lint", orders.app, "--write-baseline", orders.baseline)
        let earlier = orders.app + "/Sources/Orders/Entities/Order+Cache.swift"
        try writeFile(earlier, "extension Order {\n    var cache: OrderDataManager? { nil }\n}\n")
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline) == RunResult(status: 1, out: """
            \(earlier):2:16: error: Entity 'Order' must not use DataManager 'OrderDataManager'; Entity may use Entity [forbidden-dependency]

            """, err: ""))
    }

    /// The same in one file: a new use written above the old one.
    @Test func aNewUseAboveTheOldOneInItsFileIsReported() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        _ = archlint("lint", orders.app, "--write-baseline", orders.baseline)
        try orders.edit(orders.entity) { $0.replacingOccurrences(of: "struct Order {\n", with: "struct Order {\n    var fallback: OrderDataManager?\n") }
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline) == RunResult(status: 1, out: """
            \(orders.entity):2:19: error: Entity 'Order' must not use DataManager 'OrderDataManager'; Entity may use Entity [forbidden-dependency]

            """, err: ""))
    }

    /// An accepted use whose line is edited is still the accepted one (its member is the same),
    /// and a new use elsewhere is reported.
    @Test func anEditedAcceptedLineStaysAcceptedBesideANewUse() throws {
        let orders = try OrdersApp()
        defer { orders.remove() }
        _ = archlint("lint", orders.app, "--write-baseline", orders.baseline)
        try orders.edit(orders.entity) { _ in "struct Order {\n    var spare: OrderDataManager?\n    var manager: OrderDataManager? = nil\n}\n" }
        #expect(archlint("lint", orders.app, "--baseline", orders.baseline) == RunResult(status: 1, out: """
            \(orders.entity):2:16: error: Entity 'Order' must not use DataManager 'OrderDataManager'; Entity may use Entity [forbidden-dependency]

            """, err: ""))
    }

    // MARK: Only what was linted is judged

    /// ModularShop's baseline, then a run on one feature's folder: nothing is stale, and the
    /// ratchet keeps the other features' entries.
    @Test func ratchetingOneFolderKeepsEveryOtherEntry() throws {
        let shop = try copyOfRepositoryFolder("Examples/ModularShop")
        defer { removeTemporary(URL(fileURLWithPath: shop).deletingLastPathComponent().path) }
        let baseline = shop + "/.archlint-baseline.json"
        #expect(archlint("lint", shop, "--write-baseline", baseline).status == 0)
        let whole = try readFile(baseline)
        #expect(whole.components(separatedBy: "\"rule\"").count - 1 == 3)
        let cart = shop + "/Sources/CartFeature"
        #expect(archlint("lint", cart) == RunResult(status: 0, out: "", err: ""))
        #expect(archlint("lint", cart, "--baseline", baseline, "--write-baseline", baseline)
            == RunResult(status: 0, out: "", err: "archlint: wrote \(baseline): 3 entries, 3 accepted violations\n"))
        #expect(try readFile(baseline) == whole)
    }

    /// What the plugin runs for `lint-architecture-write --target CartFeature --write-baseline
    /// …`: one target linted, its dependency as context. The other targets' entries stay.
    @Test func writingTheBaselineOfOneTargetKeepsTheOtherTargetsEntries() throws {
        let shop = try copyOfRepositoryFolder("Examples/ModularShop")
        defer { removeTemporary(URL(fileURLWithPath: shop).deletingLastPathComponent().path) }
        let baseline = shop + "/.archlint-baseline.json"
        _ = archlint("lint", shop, "--write-baseline", baseline)
        let whole = try readFile(baseline)
        let result = archlint(
            "lint", "--config", shop + "/.archlint.rules", "--module", "CartFeature=\(shop)/Sources/CartFeature",
            "--context", "Domain=\(shop)/Sources/Domain", "--write-baseline", baseline)
        #expect(result == RunResult(status: 0, out: "", err: "archlint: wrote \(baseline): 3 entries, 3 accepted violations\n"))
        #expect(try readFile(baseline) == whole)
        // And the context target's entry is not stale in such a run.
        #expect(archlint("lint", "--config", shop + "/.archlint.rules", "--module", "CartFeature=\(shop)/Sources/CartFeature",
                         "--context", "Domain=\(shop)/Sources/Domain") == RunResult(status: 0, out: "", err: ""))
    }
}
