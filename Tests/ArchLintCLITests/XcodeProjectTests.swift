import Foundation
import Testing

/// Modules from Xcode projects, workspaces and package manifests, on the fixture
/// `Tests/Fixtures/xcode-app`: an app, a framework whose module name is its product's, an app
/// extension sharing a file with the app, unit and UI test bundles, a synchronized folder with
/// exceptions, and a local package with custom paths, joined by a workspace.
@Suite struct XcodeProjectTests {
    static let fixture = "Tests/Fixtures/xcode-app"
    static let project = "\(fixture)/Shop.xcodeproj/project.pbxproj"
    static let manifest = "\(fixture)/Packages/Catalog/Package.swift"

    static let notInAnyTarget = [
        "App/Features/Drafts/Draft.swift", "Packages/Catalog/Code/Catalog/Old/Legacy.swift",
        "Packages/Catalog/Code/UI/Preview.swift", "Packages/Catalog/Tests/RetiredTests/RetiredTests.swift", "Scripts/release.swift",
    ]

    static func notInTargetWarning(_ file: String) -> String {
        "\(fixture)/\(file):1:1: warning: not in any target: no Xcode target or package target compiles this file [not-in-target]"
    }

    @Test func modulesListsEveryTargetWithItsKindFilesAndDependencies() {
        #expect(archlint("modules", Self.fixture) == RunResult(status: 0, out: """
            Shop: app, 5 files, declared at \(Self.project):215
              depends on Networking (imported), Share_Extension, Catalog, CatalogUI (imported)
            Networking (target 'Networking Kit'): framework, 2 files, declared at \(Self.project):239
            Share_Extension (target 'Share Extension'): extension, 2 files, declared at \(Self.project):254
            ShopTests: test, 2 files, declared at \(Self.project):269
              depends on Shop (imported)
            ShopUITests: test, 1 file, declared at \(Self.project):285
              depends on Shop
            Catalog: package, 1 file, declared at \(Self.manifest):10
            CatalogUI: package, 1 file, declared at \(Self.manifest):15
              depends on Catalog (imported)
            CatalogTests: test, 1 file, declared at \(Self.manifest):21
              depends on Catalog (imported)
            not in any target: 5 files

            """ + Self.notInAnyTarget.map { "  \(Self.fixture)/\($0)\n" }.joined(), err: ""))
    }

    /// `--cache-path`, as `lint` takes it: a cold run writes the cache (parsed projects and
    /// manifests, folder listings, scans), a warm one lists exactly the same.
    @Test func modulesTakesACachePathAndAWarmRunListsTheSame() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let cache = folder + "/facts.cache"
        let expected = archlint("modules", "--format", "json", Self.fixture)
        #expect(archlint("modules", "--format", "json", "--cache-path", cache, Self.fixture) == expected)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cache)).starts(with: Array("ARCHLINT-FACTS".utf8)))
        #expect(archlint("modules", "--format", "json", "--cache-path", cache, Self.fixture) == expected)
    }

    /// Every file of every module, listed: the shared file in both the app and the extension,
    /// the synchronized folder's files but its exceptions, the variant group's file, and the
    /// file another target's exception set adds to the unit tests.
    @Test func modulesAsJSONListsTheFiles() throws {
        let expected = try readFile("Tests/ArchLintCLITests/Expected/xcode-app-modules.json")
        #expect(archlint("modules", "--format", "json", Self.fixture) == RunResult(status: 0, out: expected, err: ""))
    }

    /// Module rules fire where the modules say: the framework's import, the app's use of the
    /// package's UI module; the same use from the unit tests is test code, and not reported.
    @Test func moduleRulesFireExactlyWhereTheTargetsSay() {
        #expect(archlint("lint", Self.fixture) == RunResult(status: 1, out: [
            Self.notInTargetWarning(Self.notInAnyTarget[0]),
            "\(Self.fixture)/App/Screens/CartScreen.swift:5:23: error: module 'Shop' must not use module 'CatalogUI': 'CartScreen' uses 'ProductView' [forbidden-module-dependency]",
            "\(Self.fixture)/Networking/APIClient.swift:2:1: error: module 'Networking' must not import UIKit [forbidden-import]",
            Self.notInTargetWarning(Self.notInAnyTarget[1]),
            Self.notInTargetWarning(Self.notInAnyTarget[2]),
            "\(Self.fixture)/Packages/Catalog/Code/UI/Views/ProductView.swift:2:1: warning: module 'CatalogUI' should not import UIKit [forbidden-import]",
            Self.notInTargetWarning(Self.notInAnyTarget[3]),
            Self.notInTargetWarning(Self.notInAnyTarget[4]),
        ].map { $0 + "\n" }.joined(), err: ""))
    }

    /// Formatting.swift is compiled into the app and into the share extension: it is each one's
    /// code (the extension's import rule fires on it) and its types are each one's (the
    /// extension's use of PriceFormatter stays within the extension: it resolves, and breaks no
    /// rule against the app's module).
    @Test func aFileInTwoTargetsIsEachOnesCode() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let rules = folder + "/shared.rules"
        try writeFile(rules, "module Share_Extension must not import Foundation\nmodule Share_Extension must not use module Shop\n")
        let result = archlint("lint", Self.fixture, "--config", rules)
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").filter { !$0.contains("[not-in-target]") } == [
            "\(Self.fixture)/App/Shared/Formatting.swift:1:1: error: module 'Share_Extension' must not import Foundation [forbidden-import]",
        ])
        #expect(archlint("explain", "ShareViewController", Self.fixture, "--config", rules).out.contains(
            "  \(Self.fixture)/ShareExtension/ShareViewController.swift:4:17 in price → PriceFormatter (no role): allowed, 'ShareViewController' has no role\n"))
    }

    @Test func filesInNoTargetAreWarningsThatStrictMakesFail() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let rules = folder + "/quiet.rules"
        try writeFile(rules, "module Shop must not import SwiftUI\n")
        let warnings = Self.notInAnyTarget.map { Self.notInTargetWarning($0) + "\n" }.joined()
        #expect(archlint("lint", Self.fixture, "--config", rules) == RunResult(status: 0, out: warnings, err: ""))
        #expect(archlint("lint", Self.fixture, "--config", rules, "--strict") == RunResult(status: 1, out: warnings, err: ""))
    }

    /// An ignored file is never read, so whether a target compiles it is never asked: the
    /// release script no target builds, ignored, is no warning; the other files in no target are.
    @Test func anIgnoredFileInNoTargetIsNoWarning() throws {
        let app = try copyOfRepositoryFolder(Self.fixture)
        defer { removeTemporary(URL(fileURLWithPath: app).deletingLastPathComponent().path) }
        try writeFile(app + "/.archlint.rules", "module Shop must not import SwiftUI\nignore Scripts/**\n")
        let warnings = Self.notInAnyTarget.filter { !$0.hasPrefix("Scripts/") }.map {
            "\(app)/\($0):1:1: warning: not in any target: no Xcode target or package target compiles this file [not-in-target]\n"
        }
        #expect(warnings.count == 4)
        #expect(archlint("lint", app) == RunResult(status: 0, out: warnings.joined(), err: ""))
    }

    /// `check tests` brings the test targets' files back into the verdicts: the unit tests'
    /// use of the package's UI module breaks the same rule as the app's.
    @Test func checkTestsReportsTheTestTargetsToo() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let rules = folder + "/tests.rules"
        try writeFile(rules, "module Shop* must not use module CatalogUI\ncheck tests\n")
        let result = archlint("lint", Self.fixture, "--config", rules)
        #expect(result.status == 1)
        #expect(result.out.components(separatedBy: "\n").filter { $0.contains("forbidden-module-dependency") } == [
            "\(Self.fixture)/App/Screens/CartScreen.swift:5:23: error: module 'Shop' must not use module 'CatalogUI': 'CartScreen' uses 'ProductView' [forbidden-module-dependency]",
            "\(Self.fixture)/ShopTests/CartTests.swift:7:13: error: module 'ShopTests' must not use module 'CatalogUI': 'CartTests' uses 'ProductView' [forbidden-module-dependency]",
        ])
    }

    /// `--module` names the modules itself (as the plugins do): no project is read.
    @Test func moduleOptionsTakePrecedenceOverTheProject() {
        #expect(archlint("lint", "--config", "\(Self.fixture)/.archlint.rules", "--module", "Networking=\(Self.fixture)/Networking") == RunResult(
            status: 1, out: "\(Self.fixture)/Networking/APIClient.swift:2:1: error: module 'Networking' must not import UIKit [forbidden-import]\n", err: ""))
    }

    /// A damaged project is a warning naming its line; the run goes on with the layout rule.
    @Test func aDamagedProjectIsAWarningAndTheRunGoesOn() throws {
        let copy = try copyOfRepositoryFolder(Self.fixture)
        defer { removeTemporary((copy as NSString).deletingLastPathComponent) }
        let project = copy + "/Shop.xcodeproj/project.pbxproj"
        var lines = try readFile(project).components(separatedBy: "\n")
        lines[214] = "\t\t0E0000000000000000000001 /* Shop */ = {{"
        try writeFile(project, lines.joined(separator: "\n"))
        let result = archlint("modules", copy)
        #expect(result.err == "\(project):215:1: warning: damaged Xcode project: expected a key or '}', found '{'; its files keep the Sources/<Module>/ layout [project]\n")
        #expect(result.status == 0)
        #expect(result.out == """
            Catalog: package, 1 file, declared at \(copy)/Packages/Catalog/Package.swift:10
            CatalogUI: package, 1 file, declared at \(copy)/Packages/Catalog/Package.swift:15
              depends on Catalog (imported)
            CatalogTests: test, 1 file, declared at \(copy)/Packages/Catalog/Package.swift:21
              depends on Catalog (imported)
            not in any target: 3 files
              \(copy)/Packages/Catalog/Code/Catalog/Old/Legacy.swift
              \(copy)/Packages/Catalog/Code/UI/Preview.swift
              \(copy)/Packages/Catalog/Tests/RetiredTests/RetiredTests.swift
            not read (their files keep the Sources/<Module>/ layout):
              \(project)

            """)
    }

    /// The module graph: targets and local packages as nodes, the forbidden edge in red, test
    /// targets (and the frameworks only they import) left out unless `--tests` asks for them.
    /// Files no target builds are in no module: not one named after their top folder (`App`,
    /// `Packages`), nor the layout's (`Tests/RetiredTests/`, test files the manifest does not
    /// declare), with or without `--tests`.
    @Test func theModuleGraphLeavesTestTargetsOutUnlessAsked() {
        let edges = { (output: String) in output.components(separatedBy: "\n").filter { $0.contains(" -> ") } }
        let modules = { (output: String) in
            output.components(separatedBy: "\n").filter { $0.contains("box3d") }.map { $0.components(separatedBy: "\"")[1] }
        }
        let graph = archlint("graph", "--granularity", "module", Self.fixture)
        #expect(graph.out.components(separatedBy: "\n").filter { $0.contains("box3d") } == [
            ##"  "Catalog" [label="Catalog\n1 type", shape="box3d", fillcolor="#e8eaf6", color="#3949ab", style="rounded,filled", tooltip="module Catalog"];"##,
            ##"  "CatalogUI" [label="CatalogUI\n1 type", shape="box3d", fillcolor="#e8eaf6", color="#3949ab", style="rounded,filled", tooltip="module CatalogUI"];"##,
            ##"  "Networking" [label="Networking\n2 types", shape="box3d", fillcolor="#e8eaf6", color="#3949ab", style="rounded,filled", tooltip="module Networking"];"##,
            ##"  "Share_Extension" [label="Share_Extension\n1 type", shape="box3d", fillcolor="#e8eaf6", color="#3949ab", style="rounded,filled", tooltip="module Share_Extension"];"##,
            ##"  "Shop" [label="Shop\n5 types", shape="box3d", fillcolor="#e8eaf6", color="#3949ab", style="rounded,filled", tooltip="module Shop"];"##,
        ])
        #expect(edges(graph.out) == [
            #"  "CatalogUI" -> "Catalog" [penwidth=1.71, label="2"];"#,
            ##"  "CatalogUI" -> "UIKit" [color="#ef6c00", fontcolor="#ef6c00", penwidth=2, label="1 · forbidden-import"];"##,
            #"  "Networking" -> "Foundation" [label="1"];"#,
            ##"  "Networking" -> "UIKit" [color="#d32f2f", fontcolor="#d32f2f", penwidth=2, label="1 · forbidden-import"];"##,
            #"  "Share_Extension" -> "Foundation" [label="1"];"#,
            #"  "Share_Extension" -> "UIKit" [label="1"];"#,
            ##"  "Shop" -> "CatalogUI" [color="#d32f2f", fontcolor="#d32f2f", penwidth=2.21, label="1 · forbidden-module-dependency"];"##,
            #"  "Shop" -> "Foundation" [label="1"];"#,
            #"  "Shop" -> "Networking" [penwidth=1.71, label="2"];"#,
            #"  "Shop" -> "UIKit" [penwidth=1.87, label="3"];"#,
        ])
        #expect(!graph.out.contains("XCTest"))
        let withTests = archlint("graph", "--granularity", "module", "--tests", Self.fixture)
        #expect(modules(withTests.out) == ["Catalog", "CatalogTests", "CatalogUI", "Networking", "Share_Extension", "Shop", "ShopTests", "ShopUITests"])
        #expect(edges(withTests.out).filter { $0.contains("Tests\" ->") } == [
            #"  "CatalogTests" -> "Catalog" [penwidth=1.71, label="2"];"#,
            #"  "CatalogTests" -> "XCTest" [label="1"];"#,
            #"  "ShopTests" -> "CatalogUI" [penwidth=1.71, label="2"];"#,
            #"  "ShopTests" -> "Shop" [label="1"];"#,
            #"  "ShopTests" -> "XCTest" [label="1"];"#,
            #"  "ShopUITests" -> "XCTest" [label="1"];"#,
        ])
    }

    /// A type graph draws the app's types: a test target's (CartTests, ProductTests, LaunchTests,
    /// the FeatureFixtures only tests compile) are read for what they use, drawn with `--tests`.
    @Test func theTypeGraphLeavesTestTargetsTypesOutUnlessAsked() {
        let nodes = { (svg: String) in SVGGraphTests.structure(ofSVG: svg).nodes.sorted() }
        let app = [
            "APIClient", "AppDelegate", "CartScreen", "Draft", "Endpoint", "LegacyProduct", "PriceFormatter", "Product", "ProductView",
            "ProductViewPreview", "ProfileScreen", "RetiredTests", "ShareViewController", "Texts",
        ]
        #expect(nodes(archlint("graph", "--format", "svg", Self.fixture).out) == app)
        #expect(nodes(archlint("graph", "--format", "svg", "--tests", Self.fixture).out)
            == (app + ["CartTests", "FeatureFixtures", "LaunchTests", "ProductTests"]).sorted())
    }

    /// The HTML report's module graph is the one `graph --granularity module` draws: no test
    /// target, no module made up for the files no target compiles, no framework only tests import.
    @Test func theReportsModuleGraphLeavesTestTargetsOutAsGraphDoes() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let result = archlint("lint", Self.fixture, "--format", "html=\(folder)/report.html")
        #expect(result.status == 1)
        let moduleNodes = try readFile(folder + "/report.html").components(separatedBy: "<g class=\"node\" id=\"m-").dropFirst()
            .map { $0.components(separatedBy: "data-node=\"")[1].components(separatedBy: "\"")[0] }
        #expect(moduleNodes == ["Catalog", "CatalogUI", "Foundation", "Networking", "Share_Extension", "Shop", "UIKit"])
    }
}

/// The module listing matches its published JSON Schema.
@Suite(.enabled(if: ExternalCheckers.jsonSchema, "needs python3 with jsonschema (CI has it)"))
struct ModulesSchemaTests {
    @Test func theModuleListingMatchesItsSchema() throws {
        let json = archlint("modules", "--format", "json", XcodeProjectTests.fixture).out
        #expect(try ReportSchemaTests.check(json, against: "modules-v1.schema.json") == (0, ""))
    }
}

/// Xcode 16's synchronized folders, on the fixture `Tests/Fixtures/xcode-synchronized`: an app
/// owning `Notes/`, whose exception sets take `WidgetTimeline.swift` out of the app and add it
/// and the `Sharing` folder to the widget; and a share extension that owns no folder but takes
/// two files from `NotesShare/`, a folder no target owns, through its exception set.
@Suite struct SynchronizedFolderTests {
    static let fixture = "Tests/Fixtures/xcode-synchronized"
    static let project = "\(fixture)/Notes.xcodeproj/project.pbxproj"

    /// Each target compiles what Xcode's rule says: a folder it owns but its exceptions, and the
    /// exceptions of a folder it does not own (files, a whole folder, a path below the folder).
    @Test func exceptionSetsAddFilesToATargetAndTakeThemFromTheOwner() {
        #expect(archlint("modules", Self.fixture) == RunResult(status: 0, out: """
            Notes: app, 2 files, declared at \(Self.project):99
              depends on NotesWidget, NotesShare
            NotesWidget: extension, 3 files, declared at \(Self.project):119
            NotesShare: extension, 2 files, declared at \(Self.project):136
            not in any target: 1 file
              \(Self.fixture)/NotesShare/Unused.swift

            """, err: ""))
    }

    /// The files of each: the widget's own, the file the app gives up and the app's `Sharing`
    /// folder; the share extension's two files of a folder no target owns.
    @Test func modulesAsJSONListsTheFilesEachExceptionSetGives() throws {
        let expected = try readFile("Tests/ArchLintCLITests/Expected/xcode-synchronized-modules.json")
        #expect(archlint("modules", "--format", "json", Self.fixture) == RunResult(status: 0, out: expected, err: ""))
    }

    /// The extension's files are its code: its module rule fires on them, and only the file no
    /// target compiles is `not-in-target` (a build phase's exception set adds it to no target).
    @Test func filesAnExceptionSetAddsAreTheTargetsCodeNotFilesInNoTarget() {
        #expect(archlint("lint", Self.fixture) == RunResult(status: 1, out: """
            \(Self.fixture)/NotesShare/Support/ShareStyle.swift:1:1: error: module 'NotesShare' must not import SwiftUI [forbidden-import]
            \(Self.fixture)/NotesShare/Unused.swift:1:1: warning: not in any target: no Xcode target or package target compiles this file [not-in-target]

            """, err: ""))
    }
}
