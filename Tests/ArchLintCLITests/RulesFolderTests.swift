import Foundation
import Testing

/// Paths in rules (`use X in P`, `ROLE is in P`, `ignore P`) are read from the rules file's
/// folder: linting a subfolder, or from another working directory, judges every file as the
/// whole run does.
@Suite struct RulesFolderTests {
    static let shop = "Examples/ModularShop"

    /// Every folder below `folder` (relative to the repository root), `folder` itself first.
    static func folders(below folder: String) throws -> [String] {
        var found = [folder]
        let enumerator = FileManager.default.enumerator(atPath: repositoryRoot + "/" + folder)
        while let entry = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder + "/" + entry
            if !entry.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
               FileManager.default.fileExists(atPath: repositoryRoot + "/" + path, isDirectory: &isFolder), isFolder.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    @Test func lintingAnyFolderOfModularShopReportsExactlyTheWholeRunsViolationsInIt() throws {
        let whole = archlint("lint", Self.shop)
        #expect(whole.status == 1)
        #expect(Self.lines(whole.out) == [
            "Examples/ModularShop/Sources/CartFeature/CartViewModel.swift:14:27: error: ViewModel 'CartViewModel' must not use View 'CartView' [forbidden-dependency]",
            "Examples/ModularShop/Sources/CatalogFeature/CatalogRouter.swift:18:26: error: module 'CatalogFeature' must not use module 'CartFeature': 'CatalogRouter' uses 'CartBuilder' [forbidden-module-dependency]",
            "Examples/ModularShop/Sources/Domain/Entities/Product.swift:3:1: error: module 'Domain' must not import SwiftUI [forbidden-import]",
        ])
        let folders = try Self.folders(below: Self.shop)
        #expect(folders.count == 8)
        for folder in folders {
            let part = archlint("lint", folder)
            let expected = Self.lines(whole.out).filter { $0.hasPrefix(folder + "/") }
            #expect(Self.lines(part.out) == expected, "lint \(folder)")
            #expect(part.status == (expected.isEmpty ? 0 : 1), "lint \(folder)")
            #expect(part.err == "", "lint \(folder)")
        }
    }

    @Test func aFileLintedAloneIsJudgedAsInTheWholeRun() {
        let file = archlint("lint", Self.shop + "/Sources/CartFeature/CartViewModel.swift")
        #expect(file == RunResult(status: 1, out: """
            Examples/ModularShop/Sources/CartFeature/CartViewModel.swift:14:27: error: ViewModel 'CartViewModel' must not use View 'CartView' [forbidden-dependency]

            """, err: ""))
    }

    /// The reports count what was linted, not the files read around it.
    @Test func reportsOfASubfolderCountItsFilesAndTypesOnly() {
        let json = archlint("lint", Self.shop + "/Sources/CartFeature", "--format", "json").out
        #expect(json.hasSuffix("""
              "summary": {
                "files": 3,
                "types": 5,
                "errors": 1,
                "warnings": 0
              }
            }

            """))
        let junit = archlint("lint", Self.shop + "/Sources/CartFeature", "--format", "junit").out
        #expect(junit.contains("<testsuite name=\"architecture\" tests=\"3\" failures=\"1\""))
    }

    @Test func rolesOfASubfolderAreTheWholeRunsRolesOfItsTypes() {
        let whole = archlint("roles", Self.shop, "--format", "json")
        let sources = archlint("roles", Self.shop + "/Sources", "--format", "json")
        #expect(sources.status == 0)
        #expect(sources.out == whole.out)
        let cart = archlint("roles", Self.shop + "/Sources/CartFeature")
        #expect(cart.out == """
            TYPE                 KIND      ROLE       DECLARED AT                                                     REASON
            CartBuilder          enum      -          Examples/ModularShop/Sources/CartFeature/CartBuilder.swift:4    composition root (name matches '*Builder')
            CartRendering        protocol  View       Examples/ModularShop/Sources/CartFeature/CartView.swift:5       weak: implemented by CartView (View)
            CartView             class     View       Examples/ModularShop/Sources/CartFeature/CartView.swift:10      name matches '*View'
            CartViewModel        class     ViewModel  Examples/ModularShop/Sources/CartFeature/CartViewModel.swift:4  name matches '*ViewModel'
            CartViewModel.State  struct    Model      Examples/ModularShop/Sources/CartFeature/CartViewModel.swift:5  weak: plain data (struct with 2 stored properties, no methods; nested, used beyond its enclosing type, uses only data); no other rule gives it a role

            """)
    }

    /// From another working directory, given the rules file or finding it above: the paths in
    /// the rules still mean the same files.
    @Test func theWorkingDirectoryChangesNothingButHowPathsArePrinted() throws {
        let executable = try builtArchlint()
        func run(_ arguments: [String], in directory: String) throws -> (status: Int32, out: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, out)
        }
        let shop = repositoryRoot + "/" + Self.shop
        let inside = try run(["lint", "."], in: shop + "/Sources/CatalogFeature")
        #expect(inside.status == 1)
        #expect(inside.out == """
            CatalogRouter.swift:18:26: error: module 'CatalogFeature' must not use module 'CartFeature': 'CatalogRouter' uses 'CartBuilder' [forbidden-module-dependency]

            """)
        let elsewhere = try run(["lint", shop + "/Sources/CartFeature", "--config", shop + "/.archlint.rules"], in: NSTemporaryDirectory())
        #expect(elsewhere.status == 1)
        #expect(elsewhere.out == """
            \(shop)/Sources/CartFeature/CartViewModel.swift:14:27: error: ViewModel 'CartViewModel' must not use View 'CartView' [forbidden-dependency]

            """)
    }

    /// `ignore` and `is in` name paths from the rules file's folder too.
    @Test func ignoreAndIsInAreReadFromTheRulesFolder() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/.archlint.rules", """
            use viper
            Entity is in App/Model/**
            ignore App/Legacy/**

            """)
        try writeFile(folder + "/App/Model/Order.swift", "struct Order {\n    var screen: OrderViewController?\n}\n")
        try writeFile(folder + "/App/Screens/OrderViewController.swift", "final class OrderViewController {}\n")
        try writeFile(folder + "/App/Legacy/OldInteractor.swift", "final class OldInteractor {\n    var screen: OrderViewController?\n}\n")
        let whole = archlint("lint", folder)
        let app = archlint("lint", folder + "/App")
        let model = archlint("lint", folder + "/App/Model")
        let violation = "\(folder)/App/Model/Order.swift:2:17: error: Entity 'Order' must not use View 'OrderViewController'; Entity may use Entity [forbidden-dependency]\n"
        #expect(whole == RunResult(status: 1, out: violation, err: ""))
        #expect(app == whole)
        #expect(model == whole)
    }
}
