import Foundation
import Testing

/// Rules about modules, on the multi-target example `Examples/ModularShop` (Domain, a VIPER
/// feature, an MVVM feature, an app) and on small module trees: what `module … must not import`
/// and `module … must not use module …` report, where modules come from, and how references
/// cross modules.
@Suite struct ModuleRulesTests {
    static let example = "Examples/ModularShop"
    static let typeViolation = "Sources/CartFeature/CartViewModel.swift:14:27: error: ViewModel 'CartViewModel' must not use View 'CartView' [forbidden-dependency]"
    static let moduleViolation = "Sources/CatalogFeature/CatalogRouter.swift:18:26: error: module 'CatalogFeature' must not use module 'CartFeature': 'CatalogRouter' uses 'CartBuilder' [forbidden-module-dependency]"
    static let importViolation = "Sources/Domain/Entities/Product.swift:3:1: error: module 'Domain' must not import SwiftUI [forbidden-import]"

    static func module(_ name: String) -> String { "\(name)=\(example)/Sources/\(name)" }

    @Test func theExampleHasOneViolationOfEachKindWithModulesFromTheLayout() {
        #expect(archlint("lint", Self.example) == RunResult(
            status: 1,
            out: [Self.typeViolation, Self.moduleViolation, Self.importViolation].map { "\(Self.example)/\($0)\n" }.joined(),
            err: ""))
    }

    @Test func theSameWithModulesFromThePackageGraph() {
        // As the command plugin passes them: every target a module, paths as the plugin gives.
        let result = archlint("lint", "--module", Self.module("Domain"), "--module", Self.module("CartFeature"),
                              "--module", Self.module("CatalogFeature"), "--module", Self.module("ShopApp"))
        #expect(result == RunResult(
            status: 1,
            out: [Self.typeViolation, Self.moduleViolation, Self.importViolation].map { "\(Self.example)/\($0)\n" }.joined(),
            err: ""))
    }

    @Test func lintingOneTargetReportsOnlyItsFilesWithItsDependenciesAsContext() {
        // As the build-tool plugin lints CatalogFeature: CartFeature and Domain are context, so
        // the reference to CartBuilder resolves (and breaks the module rule) while their own
        // violations stay with their own runs.
        #expect(archlint("lint", "--module", Self.module("CatalogFeature"),
                         "--context", Self.module("CartFeature"), "--context", Self.module("Domain")) == RunResult(
            status: 1, out: "\(Self.example)/\(Self.moduleViolation)\n", err: ""))
        #expect(archlint("lint", "--module", Self.module("CartFeature"), "--context", Self.module("Domain")) == RunResult(
            status: 1, out: "\(Self.example)/\(Self.typeViolation)\n", err: ""))
        #expect(archlint("lint", "--module", Self.module("Domain")) == RunResult(
            status: 1, out: "\(Self.example)/\(Self.importViolation)\n", err: ""))
        #expect(archlint("lint", "--module", Self.module("ShopApp"), "--context", Self.module("CatalogFeature"),
                         "--context", Self.module("CartFeature"), "--context", Self.module("Domain")) == RunResult(
            status: 0, out: "", err: ""))
    }

    // MARK: Small module trees

    /// A package with `Sources/<Module>/…` folders and the given rules.
    func tree(_ files: [String: String], rules: String) throws -> String {
        let root = try makeTemporaryFolder()
        try writeFile(root + "/.archlint.rules", rules)
        for (path, text) in files { try writeFile(root + "/" + path, text) }
        return root
    }

    static let designSystem = """
        #if canImport(SwiftUI)
        import SwiftUI
        #endif

        /// The app's own button style, not SwiftUI's Button.
        public struct Button {
            public var title: String
        }

        """

    @Test func aTypeOfAnotherModuleIsSeenOnlyThroughAnImport() throws {
        let rules = "module Settings must not use module DesignSystem\n"
        let withoutImport = """
            // Uses SwiftUI's Button: DesignSystem is not imported, so its Button is not visible.
            struct SettingsScreen {
                var save: Button
            }

            """
        let root = try tree(["Sources/DesignSystem/Button.swift": Self.designSystem,
                             "Sources/Settings/SettingsScreen.swift": withoutImport], rules: rules)
        defer { removeTemporary(root) }
        #expect(archlint("lint", root) == RunResult(status: 0, out: "", err: ""))

        try writeFile(root + "/Sources/Settings/SettingsScreen.swift", "import DesignSystem\n\n" + withoutImport)
        #expect(archlint("lint", root) == RunResult(
            status: 1,
            out: "\(root)/Sources/Settings/SettingsScreen.swift:5:15: error: module 'Settings' must not use module 'DesignSystem': 'SettingsScreen' uses 'Button' [forbidden-module-dependency]\n",
            err: ""))
    }

    @Test func aModuleMayUseItselfAndShouldNotIsAWarning() throws {
        let root = try tree([
            "Sources/ProfileFeature/ProfileScreen.swift": "import ChatFeature\n\nstruct ProfileScreen {\n    var header: ProfileHeader\n    var chat: ChatThread\n}\n",
            "Sources/ProfileFeature/ProfileHeader.swift": "struct ProfileHeader {}\n",
            "Sources/ChatFeature/ChatThread.swift": "public struct ChatThread {}\n",
        ], rules: "module *Feature should not use module *Feature\nmodule Profile* should not import ChatFeature\n")
        defer { removeTemporary(root) }
        #expect(archlint("lint", root) == RunResult(
            status: 0,
            out: """
                \(root)/Sources/ProfileFeature/ProfileScreen.swift:1:1: warning: module 'ProfileFeature' should not import ChatFeature [forbidden-import]
                \(root)/Sources/ProfileFeature/ProfileScreen.swift:5:15: warning: module 'ProfileFeature' should not use module 'ChatFeature': 'ProfileScreen' uses 'ChatThread' [forbidden-module-dependency]

                """,
            err: ""))
    }

    @Test func filesWithoutAModuleAreNotJudgedByModuleRules() throws {
        // A loose folder (an Xcode project's groups) has no module unless the plugin says so.
        let root = try tree(["App/Screen.swift": "import SwiftUI\n\nstruct Screen {}\n"], rules: "module * must not import SwiftUI\n")
        defer { removeTemporary(root) }
        // The rule then checks nothing, which the run says.
        #expect(archlint("lint", root) == RunResult(
            status: 0, out: "\(root)/.archlint.rules:1:8: warning: pattern '*' matches no module [unmatched-pattern]\n", err: ""))
        #expect(archlint("lint", "--module", "App=\(root)/App") == RunResult(
            status: 1, out: "\(root)/App/Screen.swift:1:1: error: module 'App' must not import SwiftUI [forbidden-import]\n", err: ""))
    }

    @Test func badModuleRulesAreErrorsAtTheirWord() throws {
        // A missing word is reported just after the word before it, as everywhere in the rules.
        let cases: [(String, String)] = [
            ("module\n", "1:7: error: expected a module name pattern after 'module'"),
            ("module Domain\n", "1:14: error: expected 'must not import', 'should not import', 'must not use module', 'should not use module' after 'module Domain'"),
            ("module Domain must not use Networking\n", "1:15: error: unknown module rule 'module Domain must not use'; modules use modules: write 'module Domain must not use module NAME' (expected 'must not import', 'should not import', 'must not use module', 'should not use module')"),
            ("module Domain must not import\n", "1:30: error: expected module name patterns after 'import'"),
        ]
        for (rules, message) in cases {
            let root = try tree(["Sources/Domain/A.swift": "struct A {}\n"], rules: rules)
            defer { removeTemporary(root) }
            #expect(archlint("lint", root) == RunResult(status: 2, out: "", err: "\(root)/.archlint.rules:\(message)\n"), "\(rules)")
        }
    }

    @Test func explainCallsAnEdgeAndAnImportWhatLintCallsThem() {
        // The module rules decide these two: explain shows the run's decision, with the rule's
        // line and identifier, not a verdict of the role rules alone.
        let router = archlint("explain", "CatalogRouter", Self.example)
        #expect(router.status == 0)
        #expect(router.out.contains("""
              \(Self.example)/Sources/CatalogFeature/CatalogRouter.swift:18:26 in showCart → CartBuilder (no role): \
            error, module 'CatalogFeature' must not use module 'CartFeature': 'CatalogRouter' uses 'CartBuilder' \
            [\(Self.example)/.archlint.rules:9] [forbidden-module-dependency]

            """))
        let product = archlint("explain", "Product", Self.example)
        #expect(product.status == 0)
        #expect(product.out.hasSuffix("""
            imports: 2
              \(Self.example)/Sources/Domain/Entities/Product.swift:1:1 import Foundation: allowed, no import rule for the roles declared here
              \(Self.example)/Sources/Domain/Entities/Product.swift:3:1 import SwiftUI: \
            error, module 'Domain' must not import SwiftUI [\(Self.example)/.archlint.rules:7] [forbidden-import]

            """))
    }

    @Test func theModuleGraphDrawsWhatModuleRulesForbidAsViolations() throws {
        // `module Domain must not import SwiftUI` breaks on Domain → SwiftUI: red in every
        // format, and kept by --only-violations, as the module use rule's edge is.
        let dot = archlint("graph", Self.example, "--granularity", "module", "--only-violations")
        #expect(dot.status == 0)
        #expect(GraphTests.edgeLines(dot.out) == [
            "  \"CatalogFeature\" -> \"CartFeature\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", penwidth=2.21, label=\"1 · forbidden-module-dependency\"];",
            "  \"Domain\" -> \"SwiftUI\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", penwidth=2, label=\"1 · forbidden-import\"];",
        ])
        let mermaid = archlint("graph", Self.example, "--granularity", "module", "--format", "mermaid")
        #expect(mermaid.out.contains("  n2 ==>|\"1 · forbidden-import\"| n5\n"))
        #expect(mermaid.out.contains("  linkStyle 5 stroke:#d32f2f,color:#d32f2f\n"))
        let svg = archlint("graph", Self.example, "--granularity", "module", "--format", "svg", "--only-violations")
        #expect(svg.out.components(separatedBy: "stroke=\"#d32f2f\"").count - 1 >= 2)
        #expect(svg.out.contains(">1 · forbidden-import<"))
        // The HTML report's module graph is the same graph.
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        _ = archlint("lint", Self.example, "--format", "html=\(folder)/report.html")
        let page = try readFile(folder + "/report.html")
        #expect(page.contains("<g class=\"edge error\" id=\"m-e5\" data-source=\"Domain\" data-target=\"SwiftUI\" data-rules=\"forbidden-import\""))
    }

    @Test func aModuleGraphNeedsNoRules() throws {
        let root = try makeTemporaryFolder()
        defer { removeTemporary(root) }
        try writeFile(root + "/Sources/App/App.swift", "import Store\nimport UIKit\nstruct App { let store: Store }\n")
        try writeFile(root + "/Sources/Store/Store.swift", "public struct Store {}\n")
        let graph = archlint("graph", root, "--granularity", "module", "--format", "mermaid")
        #expect(graph.status == 0)
        #expect(graph.err == "")
        #expect(graph.out.contains("  n0 -->|\"2\"| n1\n  n0 -->|\"1\"| n2\n"))
        // Other granularities draw roles, which come from rules.
        #expect(archlint("graph", root).status == 2)
    }
}
