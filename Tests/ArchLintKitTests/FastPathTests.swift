import Foundation
import Testing
@testable import ArchLintKit

/// The shortcuts the later stages take at scale must decide exactly as the slow paths they skip:
/// the name filter as the globs, the `**/Name/**` shape as the general matcher, the word-wise
/// text check as a byte-by-byte one, and a warm run must leave an unchanged facts cache alone.
@Suite struct FastPathTests {
    /// The presets' kinds of name patterns and a few others, against names that end, start or
    /// differ like them.
    private let patterns = [
        "*ViewController", "*View", "View", "UI*View", "UIViewController", "Mock*", "*Mock", "AppDependency",
        "*.*.ViewModel", "**.Router", "*_Previews", "[A-Z]*Store", "*Presenter?", "*", "@Observable", "*Model",
        "UI*ViewController", "UI*Cell", "A*A", "Ab*bA", "Mock*Service", "U*.View", "Mock[A-Z]*", "Spy[A-Z]*", "M?ck*", "Mock[!a-z]",
    ]
    private let names = [
        "LoginViewController", "LoginView", "View", "UIView", "UITableView", "UIViewController", "MockNetwork",
        "NetworkMock", "Mock", "AppDependency", "Search.Fetch.ViewModel", "Search.ViewModel", "App.Router",
        "Home_Previews", "UserStore", "userStore", "LoginPresenterX", "LoginPresenter", "ViewModel", "Model", "",
        "UIKit.UIViewController", "@Observable", "UICell", "UITableViewCell", "UICellX", "A", "AA", "ABA", "AbA", "AbbA",
        "MockService", "MockNetworkService", "MockServices", "UI.View", "Mockingbird", "SpyService", "Spy", "MockX", "Mock1",
    ]

    @Test func aNameContainsExactlyThePartsSwiftFindsInIt() {
        // Never empty: the classifier asks only for protocol names of more than three bytes.
        let parts = ["ListService", "Service", "List", "Impl", "ListServiceImplX", "Café", "Cafe\u{301}", "é", "Repository"]
        let written = ["ListServiceImpl", "DefaultListService", "ListServic", "", "CaféService", "Cafe\u{301}Service", "MoviesRepository"]
        for name in written {
            for part in parts {
                #expect(Classifier.nameContains(name, part) == name.contains(part), "\(name) contains \(part)")
            }
        }
    }

    @Test func theNameFilterFindsExactlyThePatternsTheGlobsMatch() {
        let filter = NameFilter(patterns.map(Pattern.init))
        for name in names {
            let simple = Classifier.lastComponent(name)
            let expected = patterns.indices.filter { index in
                let pattern = Pattern(patterns[index])
                return pattern.isQualified ? pattern.matchesQualifiedName(name) : pattern.matchesName(simple)
            }
            #expect(filter.matches(name: simple, qualifiedName: name) == expected, "\(name)")
        }
    }

    /// `types` patterns judge targets by name read in place (the last component after the last
    /// dot, the dots of a qualified pattern's name made slashes on the stack): as the strings
    /// themselves decide.
    @Test func aTypeNameReadInPlaceMatchesAsItsStrings() {
        for text in patterns + ["SwiftUI.*", "UI[A-Z]*", "**.View"] {
            let pattern = Pattern(text)
            for name in names + ["SwiftUI.View", "SwiftUI.Text.Style", "Café.ÜView", "UIKit.", ".UIView", "a.b.c.UIView"] {
                let expected: Bool
                if pattern.isQualified {
                    expected = Glob.generalMatch(text.replacingOccurrences(of: ".", with: "/"), name.replacingOccurrences(of: ".", with: "/"), crossesSlash: false)
                } else {
                    let last = name.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? name
                    expected = Glob.generalMatch(text, name, crossesSlash: true) || (name.contains(".") && Glob.generalMatch(text, last, crossesSlash: true))
                }
                #expect(pattern.matchesTypeName(name) == expected, "\(text) against \(name)")
            }
        }
    }

    @Test func aQualifiedNameReadByBytesAgreesWithTheStringAlgorithms() {
        for name in names + ["", ".", "..", "A..B", ".A", "A.", "Café.Ünïcode.型", "`Type`.Inner", "a.b.c.d.e.f"] {
            #expect(QualifiedName.components(name) == name.split(separator: "."), "\(name)")
            #expect(QualifiedName.isDotted(name) == name.contains("."), "\(name)")
            let lastDot = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { name.utf8.distance(from: name.startIndex, to: $0) }
            #expect(QualifiedName.lastDot(in: name, before: name.utf8.count) == lastDot, "\(name)")
            if let lastDot {
                let before = name.utf8.prefix(lastDot).lastIndex(of: UInt8(ascii: ".")).map { name.utf8.distance(from: name.startIndex, to: $0) }
                #expect(QualifiedName.lastDot(in: name, before: lastDot) == before, "\(name)")
            }
        }
    }

    /// The checker decides dependencies by role numbers (``EdgeJudge``), asking the rules only
    /// for sources whose rules need names: every dependency of a project that uses each kind of
    /// rule (allow-lists, denies of roles and of concrete roles, a deny a later allow-list
    /// overrides, `types` patterns, wiring members, scoped presets, a role no type has, types
    /// with no role, composition roots, framework types) must break a rule exactly when its
    /// verdict says so.
    @Test func theEdgeJudgeDecidesEveryDependencyAsTheVerdictDoes() throws {
        // mvc denies View → Model and concrete Controllers; the project's allow-list names both
        // again, which lifts the first deny but not the second.
        let rulesText = """
            use mvc
            use mvvm-c in Features/**
            roles Worker, Auditor
            Worker is named *Worker
            View may use Controller, Model, Worker
            Model must not use Worker, Auditor
            Controller wires in setup
            """
        let result = try lint([
            ("Notes/NoteView.swift", """
                import UIKit
                final class NoteView: UIView {
                    var model: NoteModel?
                    var controller: NotesController?
                    weak var delegate: NoteListController?
                    var worker: SyncWorker?
                    var formatter: NoteFormatter?
                    var label: UILabel?
                    var cell: NoteCell?
                }
                final class NoteCell: UITableViewCell {}
                """),
            ("Notes/NotesController.swift", """
                import UIKit
                protocol NoteListController: AnyObject {}
                final class NotesController: UIViewController, NoteListController {
                    let noteView = NoteView()
                    var model: NoteModel?
                    var worker: SyncWorker?
                    func setup() { worker = SyncWorker(model: model) }
                }
                """),
            ("Notes/NoteModel.swift", "struct NoteModel {\n    var previous: [NoteModel] = []\n    var worker: SyncWorker?\n    var view: NoteView?\n}"),
            ("Sync/SyncWorker.swift", "final class SyncWorker {\n    init(model: NoteModel?) {}\n    var formatter = NoteFormatter()\n}"),
            ("Notes/NotesAssembly.swift", "enum NotesAssembly {\n    static func make() -> NotesController { let controller = NotesController(); controller.model = NoteModel(); return controller }\n}"),
            ("Shared/NoteFormatter.swift", "struct NoteFormatter {\n    var view: NoteView?\n}"),
            ("Features/Settings/SettingsViewModel.swift", """
                final class SettingsViewModel {
                    weak var view: SettingsView?
                    var coordinator: SettingsCoordinator?
                    var service: SettingsService?
                    var model: SettingsModel?
                }
                """),
            ("Features/Settings/SettingsView.swift", "final class SettingsView {\n    var viewModel: SettingsViewModel?\n    var coordinator: SettingsCoordinator?\n    var model: SettingsModel?\n}"),
            ("Features/Settings/SettingsCoordinator.swift", "final class SettingsCoordinator {\n    var view: SettingsView?\n    var worker: SyncWorker?\n}"),
            ("Features/Settings/SettingsService.swift", "final class SettingsService {\n    var model: SettingsModel?\n    var view: SettingsView?\n}"),
            ("Features/Settings/SettingsModel.swift", "struct SettingsModel {\n    var service: SettingsService?\n}"),
        ], rules: rulesText)
        let project = result.project
        let rules = try RulesParser.parse(rulesText, file: "app.rules")
        let governing = SourceRules.table(project, classification: result.classification, rules: rules)
        let judge = EdgeJudge(project, classification: result.classification, governing: governing, patterns: TargetPatterns.patterns(of: rules))
        var names = TargetPatterns(judge.patterns, targetCount: project.dependencies.targets.count)
        var outcomes: [String: Int] = [:]
        for index in project.dependencies.indices {
            let edge = project.dependencies.edges[index]
            let dependency = project.dependencies[index]
            let target = Int(project.dependencies.targetTypes[Int(edge.target)])
            let outcome = judge.withTables { $0.verdict(source: Int(edge.source), target: target) }
            let broken: Bool
            switch outcome {
            case .allowed: broken = false
            case .broken: broken = true
            case .byNames:
                let named = names.mask(of: edge.target, of: project.dependencies, project: project)
                broken = judge.withTables { $0.verdict(source: Int(edge.source), target: target, named: named) } == .broken
            case .byRules:
                broken = Checker.breaksRule(edge, of: project.dependencies, rules: governing[Int(edge.source)]!, project: project, classification: result.classification)
            }
            let verdict = Checker.verdict(on: dependency, project: project, classification: result.classification, rules: rules)
            #expect(broken == (verdict.violation != nil), "\(project.types[dependency.source].qualifiedName) → \(dependency.target): \(verdict.reason)")
            outcomes["\(outcome)", default: 0] += 1
        }
        // Every way of deciding was taken, and enough dependencies break rules to matter.
        #expect(outcomes.keys.sorted() == ["allowed", "broken", "byNames", "byRules"])
        #expect(result.violations.map { "\($0.file):\($0.location): \($0.message)" } == [
            "Features/Settings/SettingsCoordinator.swift:3:17: Coordinator 'SettingsCoordinator' must not use Worker 'SyncWorker'; Coordinator may use View, ViewModel, Model, Service",
            "Features/Settings/SettingsModel.swift:2:18: Model 'SettingsModel' must not use Service 'SettingsService'; Model may use Model",
            "Features/Settings/SettingsService.swift:3:15: Service 'SettingsService' must not use View 'SettingsView'; Service may use Model",
            "Features/Settings/SettingsView.swift:3:22: View 'SettingsView' must not use Coordinator 'SettingsCoordinator'; View may use ViewModel, Model",
            "Features/Settings/SettingsViewModel.swift:2:20: ViewModel 'SettingsViewModel' must not use View 'SettingsView'",
            "Features/Settings/SettingsViewModel.swift:3:22: ViewModel 'SettingsViewModel' must not use Coordinator 'SettingsCoordinator'",
            "Notes/NoteModel.swift:3:17: Model 'NoteModel' must not use Worker 'SyncWorker'",
            "Notes/NoteModel.swift:4:15: Model 'NoteModel' must not use View 'NoteView'; Model may use Model",
            "Notes/NoteView.swift:4:21: View 'NoteView' must not use Controller 'NotesController'",
            "Notes/NotesController.swift:6:17: Controller 'NotesController' must not use Worker 'SyncWorker'; Controller may use View, SwiftUIView, Model, ViewModel",
        ])
    }

    /// Scoped rules give each folder's types rules of their own; the table finds them once per
    /// class of paths (what a path says to the rules' scopes and folder roles). Every type's
    /// rules are those of its own role at its own path: in an area, beside it, in a layer's
    /// folder inside and outside the area, and in a folder that only looks like the area's.
    @Test func sourceRulesFoundPerClassOfPathsAreEachTypesOwn() throws {
        let rulesText = """
            use mvc
            use mvvm in Features/**
            Controller wires in setup
            """
        let result = try lint([
            ("Notes/NotesController.swift", "final class NotesController: UIViewController {\n    var model: NoteModel?\n}"),
            ("Notes/NoteView.swift", "final class NoteView: UIView {\n    var model: NoteModel?\n}"),
            ("Notes/Models/NoteModel.swift", "struct NoteModel {\n    var id: Int\n}"),
            ("Features/Settings/SettingsViewModel.swift", "final class SettingsViewModel {\n    var model: SettingsModel?\n}"),
            ("Features/Settings/SettingsView.swift", "final class SettingsView: UIView {\n    var viewModel: SettingsViewModel?\n}"),
            ("Features/Settings/Models/SettingsModel.swift", "struct SettingsModel {\n    var id: Int\n}"),
            ("Features/Profile/ProfileView.swift", "final class ProfileView: UIView {\n    var model: SettingsModel?\n}"),
            ("FeaturesOld/OldView.swift", "final class OldView: UIView {\n    var model: NoteModel?\n}"),
        ], rules: rulesText)
        let project = result.project, classification = result.classification
        let rules = try RulesParser.parse(rulesText, file: "app.rules")
        let table = SourceRules.table(project, classification: classification, rules: rules)
        var judged = 0
        for id in project.types.indices {
            guard !classification.assignments[id].isCompositionRoot, let role = classification.assignments[id].role else {
                #expect(table[id] == nil)
                continue
            }
            let path = project.types[id].relativePath
            let found = try #require(table[id])
            #expect(found.role == role)
            #expect(found.wiring == rules.wiringRules.filter { $0.role == role && $0.scope.contains(path) }, "\(path)")
            #expect(found.allow == Checker.allowRule(for: role, at: path, rules: rules), "\(path)")
            #expect(found.denies == Array(Checker.applicable(rules.denyRules, role: role, path: path, in: rules).reversed()), "\(path)")
            judged += 1
        }
        #expect(judged > 5)
    }

    /// The table the checker decides most dependencies by is the decision function compiled
    /// (``EdgeRuling/decide(role:allow:denies:targetRole:targetIsConcrete:isUse:matchesTypes:)``):
    /// for every preset, every role as the source, every role (or none) as the target, concrete
    /// or not, the table's cell says what the function does.
    @Test func theEdgeTableIsTheDecisionFunctionCompiledForEveryPresetsRoles() throws {
        var cells = 0
        for preset in Presets.names {
            let rules = try RulesParser.parse("use \(preset)", file: "app.rules")
            let roles = rules.roles
            for role in roles {
                let path = "App/\(role)s/Some\(role).swift"
                let source = SourceRules(
                    role: role, wiring: rules.wiringRules.filter { $0.role == role && $0.scope.contains(path) },
                    allow: Checker.allowRule(for: role, at: path, rules: rules),
                    denies: Checker.applicable(rules.denyRules, role: role, path: path, in: rules).reversed())
                guard let row = EdgeJudge.row(for: source, roles: roles) else { continue }
                for target in -1..<roles.count {
                    for concrete in [false, true] {
                        let decided = EdgeRuling.decide(
                            role: role, allow: source.allow, denies: source.denies, targetRole: target < 0 ? nil : roles[target],
                            targetIsConcrete: concrete, isUse: true, matchesTypes: { _ in false })
                        let cell = row[EdgeJudge.cell(targetRole: Int32(target), concrete: concrete)]
                        #expect(cell == (decided.breaksRule ? .broken : .allowed), "\(preset): \(role) → \(target < 0 ? "-" : roles[target]) concrete: \(concrete)")
                        cells += 1
                    }
                }
            }
        }
        #expect(cells > 500)
    }

    /// A row of rules with `types` patterns is the decision function compiled too: for every
    /// preset, every role as the source, every role (or none) as the target, concrete or not,
    /// and every set of the patterns naming the target, the row says what the function does.
    @Test func theEdgeTableWithPatternsIsTheDecisionFunctionCompiledForEveryPresetsRoles() throws {
        var cells = 0
        for preset in Presets.names {
            let rules = try RulesParser.parse("use \(preset)", file: "app.rules")
            let roles = rules.roles, patterns = TargetPatterns.patterns(of: rules)
            let masks = 1 << patterns.count, cellCount = EdgeJudge.cells(roleCount: roles.count)
            for role in roles {
                let path = "App/\(role)s/Some\(role).swift"
                let source = SourceRules(
                    role: role, wiring: [], allow: Checker.allowRule(for: role, at: path, rules: rules),
                    denies: Checker.applicable(rules.denyRules, role: role, path: path, in: rules).reversed())
                let usesPatterns = source.denies.contains { $0.targets.contains { if case .types = $0 { true } else { false } } }
                guard usesPatterns, let row = EdgeJudge.row(for: source, roles: roles, patterns: patterns) else { continue }
                for target in -1..<roles.count {
                    for concrete in [false, true] {
                        let cell = EdgeJudge.cell(targetRole: Int32(target), concrete: concrete)
                        var seen: Set<Bool> = []
                        for mask in 0..<masks {
                            let decided = EdgeRuling.decide(
                                role: role, allow: source.allow, denies: source.denies, targetRole: target < 0 ? nil : roles[target],
                                targetIsConcrete: concrete, isUse: true,
                                matchesTypes: { pattern in mask & (1 << patterns.firstIndex { $0.text == pattern.text }!) != 0 })
                            #expect(row[cellCount + cell * masks + mask] == (decided.breaksRule ? .broken : .allowed),
                                    "\(preset): \(role) → \(target < 0 ? "-" : roles[target]) concrete: \(concrete) named: \(mask)")
                            seen.insert(decided.breaksRule)
                            cells += 1
                        }
                        let expected: EdgeJudge.Outcome = seen.count > 1 ? .byNames : (seen.first! ? .broken : .allowed)
                        #expect(row[cell] == expected, "\(preset): \(role) → \(target < 0 ? "-" : roles[target]) concrete: \(concrete)")
                    }
                }
            }
        }
        #expect(cells > 100)
    }

    /// On the fixture app of every preset, checked by its preset: no dependency the verdict
    /// finds a violation is passed by the fast path (the table, or the function for sources
    /// whose rules need names); and the imports' shortcut finds a break exactly where their
    /// verdicts do.
    @Test func theFastPathPassesNoDependencyTheVerdictReportsOnEveryPresetsFixture() throws {
        var fixtures = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { fixtures.deleteLastPathComponent() }
        var checked = 0, broken = 0, brokenImports = 0
        for preset in Presets.names {
            let fixture = fixtures.path + "/Fixtures/\(preset)"
            guard FileManager.default.fileExists(atPath: fixture) else { continue }
            let result = try ArchLint.lint(paths: [fixture], presets: [preset])
            let project = result.project, classification = result.classification
            let governing = SourceRules.table(project, classification: classification, rules: result.rules)
            let judge = EdgeJudge(project, classification: classification, governing: governing, patterns: TargetPatterns.patterns(of: result.rules))
            var names = TargetPatterns(judge.patterns, targetCount: project.dependencies.targets.count)
            for index in project.dependencies.indices {
                let edge = project.dependencies.edges[index]
                let target = Int(project.dependencies.targetTypes[Int(edge.target)])
                let fast: Bool
                switch judge.withTables({ $0.verdict(source: Int(edge.source), target: target) }) {
                case .allowed: fast = false
                case .broken: fast = true
                case .byNames:
                    let named = names.mask(of: edge.target, of: project.dependencies, project: project)
                    fast = judge.withTables { $0.verdict(source: Int(edge.source), target: target, named: named) } == .broken
                case .byRules:
                    fast = Checker.breaksRule(edge, of: project.dependencies, rules: governing[Int(edge.source)]!, project: project, classification: classification)
                }
                let dependency = project.dependencies[index]
                let verdict = Checker.verdict(on: dependency, project: project, classification: classification, rules: result.rules)
                // Those the check judges by their words (see ``Checker/check(_:classification:rules:)``),
                // once their ruling says they may break a rule.
                var byWords = classification.extensionCode(of: dependency.source, inFile: dependency.file) != nil
                if case .type(let id) = dependency.target, classification.reading(of: id, from: dependency.source) != nil { byWords = true }
                if byWords {
                    var folderRules: [Checker.FolderRole: SourceRules] = [:]
                    let mayBreak = Checker.mayBreakRule(
                        edge, of: project.dependencies, project: project, classification: classification, rules: result.rules,
                        governing: governing[Int(edge.source)], judgesFunctions: false, folderRules: &folderRules, names: &names)
                    if verdict.violation != nil {
                        #expect(mayBreak, "\(preset): \(project.types[dependency.source].qualifiedName) → \(dependency.target): \(verdict.reason)")
                    }
                    continue
                }
                if verdict.violation != nil {
                    #expect(fast, "\(preset): \(project.types[dependency.source].qualifiedName) → \(dependency.target): \(verdict.reason)")
                    broken += 1
                }
                checked += 1
            }
            // Imports: the shortcut over a file's imports and their verdicts, one decision.
            for fileIndex in project.files.indices {
                let verdicts = Checker.importVerdicts(fileIndex: fileIndex, project: project, classification: classification, rules: result.rules)
                #expect(Checker.importsMayBreakRule(fileIndex: fileIndex, project: project, classification: classification, rules: result.rules)
                    == verdicts.contains { $0.1.violation != nil }, "\(preset): \(project.files[fileIndex].path)")
                brokenImports += verdicts.count { $0.1.violation != nil }
            }
        }
        #expect(checked > 200 && broken > 10 && brokenImports > 0)
    }

    /// The table of type names finds every name it was given, and only those, with its types in
    /// the order they were added: across growth, when names share a hash, and when a name has
    /// types in several modules.
    @Test func theTypeNameTableFindsWhatADictionaryWould() {
        var table = TypeNames()
        var expected: [String: [ProjectType.ID]] = [:]
        let names = (0..<5_000).map { "Module\($0 % 37).Feature\($0)View" } + ["", "A", "Ä", "UIViewController", "a.b.c"]
        for (id, name) in names.enumerated() {
            table.insert(name, hash: TypeNames.hash(name), id: id)
            expected[name] = [id]
        }
        // Names that all share one hash: found by comparing the names.
        for (offset, name) in ["Collide.One", "Collide.Two", "Collide.Three"].enumerated() {
            table.insert(name, hash: 42, id: names.count + offset)
            expected[name] = [names.count + offset]
        }
        // Further types of a name, as several modules declaring it give.
        for (offset, name) in ["A", "Module3.Feature3View", "A"].enumerated() {
            table.add(10_000 + offset, to: table.entry(of: name)!)
            expected[name, default: []].append(10_000 + offset)
        }
        #expect(table.count == expected.count)
        for (name, ids) in expected where !name.hasPrefix("Collide.") {
            #expect(table[name] == ids, "\(name)")
        }
        for name in ["Collide.One", "Collide.Two", "Collide.Three"] {
            #expect(table.entry(of: name, hash: 42).map(table.ids(of:)) == expected[name], "\(name)")
            #expect(table[name] == nil, "\(name) is kept under its given hash only")
        }
        #expect(table["Module3.Feature3"] == nil)
        #expect(table["a.b"] == nil)
        #expect(table.entry(of: "A").flatMap { table.first(of: $0) { $0 >= 10_000 } } == 10_000)
        #expect(table.names.prefix(2) == ["Module0.Feature0View", "Module1.Feature1View"])

    }

    @Test func aFolderAnywherePatternMatchesAsTheGeneralMatcherDoes() {
        let generated = Pattern("**/Generated/**")
        #expect(generated.matchesPath("Generated/API.swift"))
        #expect(generated.matchesPath("App/Generated/API.swift"))
        #expect(generated.matchesPath("App/Generated/"))
        #expect(generated.matchesPath("a/b/Generated/c/d.swift"))
        #expect(!generated.matchesPath("App/MyGenerated/API.swift"))
        #expect(!generated.matchesPath("App/Generated"))
        #expect(!generated.matchesPath("Generated"))
        #expect(!generated.matchesPath("App/GeneratedCode/API.swift"))
        let nested = Pattern("**/Feature/Entities/**")
        #expect(nested.matchesPath("Sources/Feature/Entities/User.swift"))
        #expect(!nested.matchesPath("Sources/Feature/User.swift"))
        #expect(!nested.matchesPath("Sources/XFeature/Entities/User.swift"))
    }

    /// An area's scope (`Features/Edit?Product/**`) and a framework's prefix (`UI[A-Z]*`) are
    /// matched byte by byte, and a file's ending anywhere (`**/*.generated.swift`) by the
    /// ending, not by the general matcher: both must agree on every path, name and slash.
    @Test func aFixedWidthPatternMatchesAsTheGeneralMatcherDoes() {
        let patterns = [
            "Features/Edit?Product/**", "App/Prologue/**", "App/[A-Z]ettings/**", "App/[!a-z]ettings/**", "**",
            "A?C", "Edit?Product", "Models/", "a/b", "App/?/**",
            "**/*.generated.swift", "**/*Models.swift", "**/*", "**/*/x",
            "UI[A-Z]*", "App/?*", "A?*", "*", "[!a-z]*", "**/Model/**", "**/a/b/**",
        ]
        let texts = [
            "", "/", "A", "ABC", "A/C", "AbC", "EditProduct", "Edit Product", "Edit/Product", "Features/EditXProduct/View.swift",
            "Features/Edit/Product/View.swift", "Features/EditXProduct", "Features/EditXProduct/", "App/Prologue/Login.swift",
            "App/Prologue", "App/PrologueX/Login.swift", "App/Settings/A.swift", "App/settings/A.swift", "App/9ettings/A.swift",
            "App///", "App/x/y.swift", "App//y.swift", "Models/", "a/b", "a/bc",
            "App/API.generated.swift", "API.generated.swift", ".generated.swift", "a/.generated.swift", "generated.swift",
            "App/UserModels.swift", "UserModels.swift", "App/Models.swift/x", "/x", "a/b/x", "x",
            "UIView", "UI", "UIv", "UI/View", "UIView/x", "App/x", "App/x/y", "App/", "AB/C",
            "Model/x", "App/Model/x", "App/XModel/x", "App/Model", "/Model/", "Model/", "a//Model/x", "a/b/a/b/", "a/a/b/x",
        ]
        for pattern in patterns {
            for text in texts {
                let expected = Glob.generalMatch(pattern, text, crossesSlash: false)
                #expect(Pattern(pattern).matchesPath(text) == expected, "\(pattern) on path \(text)")
                #expect(Pattern(pattern).matchesName(text) == Glob.generalMatch(pattern, text, crossesSlash: true), "\(pattern) on name \(text)")
            }
        }
        #expect(Pattern("Features/Edit?Product/**").matchesPath("Features/EditXProduct/View.swift"))
        #expect(!Pattern("Features/Edit?Product/**").matchesPath("Features/Edit/Product/View.swift"))
    }

    @Test func aGeneralPatternIsTurnedDownByItsLiteralEndsAndStillMatches() {
        let pattern = Pattern("UI*View")
        #expect(pattern.matchesName("UITableView"))
        #expect(pattern.matchesName("UIView"))
        #expect(!pattern.matchesName("UIViewController"))
        #expect(!pattern.matchesName("MyTableView"))
        #expect(!pattern.matchesName("UIVie"))
        let path = Pattern("**/*.generated.swift")
        #expect(path.matchesPath("App/Models.generated.swift"))
        #expect(path.matchesPath("Models.generated.swift"))
        #expect(!path.matchesPath("App/Models.swift"))
    }

    @Test func theWordWiseTextCheckFindsEveryNulAndNonASCIIByteWhereverItIs() {
        // Every length around four words, starting at every byte of a word, and every
        // position: before the first whole word, in the words and in the tail.
        for shift in 0..<8 {
            for length in 0...41 {
                let ascii = (0..<(shift + length)).map { UInt8(ascii: "a") + UInt8($0 % 26) }
                ascii.withUnsafeBufferPointer { whole in
                    let buffer = UnsafeBufferPointer(rebasing: whole[shift...])
                    #expect(TextCheck.isASCIIWithoutNUL(buffer))
                    #expect(TextCheck.firstProblem(in: buffer) == nil)
                }
                for position in 0..<length {
                    for (byte, problem) in [(UInt8(0), TextCheck.Problem.nulByte(at: position)), (0xFF, .invalidUTF8(at: position)), (0x80, .invalidUTF8(at: position)), (0x7F, nil)] {
                        var bytes = ascii
                        bytes[shift + position] = byte
                        bytes.withUnsafeBufferPointer { whole in
                            let buffer = UnsafeBufferPointer(rebasing: whole[shift...])
                            #expect(TextCheck.isASCIIWithoutNUL(buffer) == (problem == nil), "length \(length), \(byte) at \(position), shift \(shift)")
                            #expect(TextCheck.firstProblem(in: buffer) == problem, "length \(length), \(byte) at \(position), shift \(shift)")
                            #expect(TextCheck.asciiPrefix(buffer) == (byte >= 0x80 ? position : length), "length \(length), \(byte) at \(position), shift \(shift)")
                        }
                    }
                }
            }
        }
        // A NUL after a byte that is not ASCII is still found first.
        let both: [UInt8] = Array("let a = 1 // \u{E9}".utf8) + [0] + Array(repeating: UInt8(ascii: "a"), count: 20)
        both.withUnsafeBufferPointer { #expect(TextCheck.firstProblem(in: $0) == .nulByte(at: both.count - 21)) }
        // Valid UTF-8 beyond ASCII takes the slow path and passes.
        let korean = Array("// 사용자 목록\nstruct UserList {}\n".utf8)
        korean.withUnsafeBufferPointer { buffer in
            #expect(!TextCheck.isASCIIWithoutNUL(buffer))
            #expect(TextCheck.firstProblem(in: buffer) == nil)
        }
        // Past a character that is not ASCII, the walk goes on over the ASCII after it: a bad
        // byte further on, however far, is found where it is; a sequence cut short by the end too.
        let accented = Array("// caf\u{E9}, na\u{EF}ve".utf8)
        for gap in 0...40 {
            let ascii = Array(repeating: UInt8(ascii: "x"), count: gap)
            let good = accented + ascii + Array("\u{E9}".utf8) + ascii
            good.withUnsafeBufferPointer { #expect(TextCheck.firstProblem(in: $0) == nil, "gap \(gap)") }
            let bad = accented + ascii + [0xFF] + ascii
            bad.withUnsafeBufferPointer { #expect(TextCheck.firstProblem(in: $0) == .invalidUTF8(at: accented.count + gap), "gap \(gap)") }
            let cut = accented + ascii + [0xE2, 0x82]
            cut.withUnsafeBufferPointer { #expect(TextCheck.firstProblem(in: $0) == .invalidUTF8(at: accented.count + gap), "gap \(gap)") }
        }
    }

    /// Our own UTF-8 walk (a file's ASCII runs passed over a word at a time) accepts exactly what the
    /// standard library's validator accepts: every sequence of one and two bytes, and three- and
    /// four-byte sequences around every boundary of Unicode's table (overlong forms, surrogates,
    /// beyond U+10FFFF, cut short), alone and after a word of ASCII; an ill-formed one is
    /// reported where it starts.
    @available(macOS 15, iOS 18, watchOS 11, tvOS 18, visionOS 2, *)
    @Test func theUTF8WalkAcceptsWhatTheStandardLibraryAccepts() {
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        let continuationEdges: [UInt8] = [0x7F, 0x80, 0xBF, 0xC0]
        var sequences: [[UInt8]] = (0...255).map { [UInt8($0)] }
        for first in 0...255 { for second in 0...255 { sequences.append([UInt8(first), UInt8(second)]) } }
        for lead in 0xE0...0xEF { for second in 0...255 { for third in edges { sequences.append([UInt8(lead), UInt8(second), third]) } } }
        for lead in 0xF0...0xF5 { for second in 0...255 { for third in continuationEdges { for fourth in continuationEdges { sequences.append([UInt8(lead), UInt8(second), third, fourth]) } } } }
        let prefix = Array("let a = 1 // ".utf8)
        var disagreements = 0
        for sequence in sequences {
            for text in [sequence, prefix + sequence] {
                let expected = String(validating: text, as: UTF8.self) != nil
                let offset = text.withUnsafeBufferPointer(TextCheck.firstInvalidOffset)
                if (offset == text.count) != expected || (!expected && offset < text.count - sequence.count) { disagreements += 1 }
            }
        }
        #expect(disagreements == 0)
        #expect(sequences.count == 256 + 65_536 + 16 * 256 * 11 + 6 * 256 * 16)
    }

    /// The check of a file that is not all ASCII passes over the ASCII between its other
    /// characters a word at a time, and reads the bytes in place: an ill-formed sequence anywhere
    /// after ASCII, after other characters, right after one of them, cut short at the end or at
    /// the very start is reported where our own walk says it starts, and a NUL anywhere wins.
    @Test func theTextCheckReportsAnIllFormedSequenceWhereTheWalkSaysItStarts() {
        let sequences: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2], [0xC2, 0x41], [0xC2, 0xC2, 0x80],
            [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xE1, 0x80], [0xE1, 0x80, 0x41], [0xE2, 0x82, 0xE2, 0x82, 0xAC],
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x9F, 0x99],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80], [0xFF],
        ]
        let beforeAll: [[UInt8]] = [
            [], Array("let a = 1".utf8), Array("let name = \"Zoë\" // ".utf8), Array("/* 사용자 */ let a = 1 // ".utf8),
            Array("é".utf8), Array("let face = \"🙂".utf8), Array("\(String(repeating: "x", count: 37))€".utf8),
        ]
        for before in beforeAll {
            for sequence in sequences {
                for after in [Array(" and more text after it, long enough for whole words\n".utf8), []] {
                    let text = before + sequence + after
                    let offset = text.withUnsafeBufferPointer(TextCheck.firstInvalidOffset)
                    #expect(offset == before.count, "\(before) \(sequence) \(after.count)")
                    text.withUnsafeBufferPointer { #expect(TextCheck.firstProblem(in: $0) == .invalidUTF8(at: offset), "\(before) \(sequence)") }
                    let withNul = text + [0x00]
                    withNul.withUnsafeBufferPointer { #expect(TextCheck.firstProblem(in: $0) == .nulByte(at: text.count), "\(before) \(sequence)") }
                }
            }
            let valid = before + Array("let face = \"🙂\"\n".utf8)
            valid.withUnsafeBufferPointer { #expect(TextCheck.firstProblem(in: $0) == nil) }
            // A NUL right after a character beyond ASCII, and far after it.
            for gap in [0, 1, 7, 8, 40] {
                let text = before + Array("ü".utf8) + [UInt8](repeating: 0x61, count: gap) + [0x00] + Array("more".utf8)
                text.withUnsafeBufferPointer { #expect(TextCheck.firstProblem(in: $0) == .nulByte(at: before.count + 2 + gap), "\(before) \(gap)") }
            }
        }
        // Every offset of a two-byte character cut short at the end, after any run of ASCII.
        for length in 0...40 {
            let text = [UInt8](repeating: 0x61, count: length) + Array("ß".utf8) + [UInt8](repeating: 0x62, count: length) + [0xC3]
            text.withUnsafeBufferPointer { #expect(TextCheck.firstProblem(in: $0) == .invalidUTF8(at: 2 * length + 2), "\(length)") }
        }
    }

    @Test func aWarmRunOverUnchangedFilesKeepsTheCacheAsItIs() throws {
        let root = NSTemporaryDirectory() + "archlint-fastpath-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "protocol LoginView: AnyObject {}\nfinal class LoginPresenter {\n    weak var view: LoginView?\n}\n"
            .write(toFile: root + "/Login.swift", atomically: true, encoding: .utf8)
        try "import UIKit\n\nfinal class LoginViewController: UIViewController, LoginView {\n    var presenter: LoginPresenter?\n}\n"
            .write(toFile: root + "/LoginViewController.swift", atomically: true, encoding: .utf8)
        let cachePath = root + "/.facts-cache"
        let files = try SourceDiscovery.swiftFiles(under: [root])

        let cold = ParallelScan.scan(files, cache: FactsCache.load(from: cachePath, salt: "test"))
        #expect(!cold.isUnchanged)
        try cold.cache.save(to: cachePath)
        let warm = ParallelScan.scan(files, cache: FactsCache.load(from: cachePath, salt: "test"))
        #expect(warm.isUnchanged)
        #expect(warm.reused == files.count)

        // One file fewer: the cache has an entry too many and must be written again.
        #expect(!ParallelScan.scan(Array(files.dropLast()), cache: FactsCache.load(from: cachePath, salt: "test")).isUnchanged)
        // A touched file: its entry gets the new time.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: root + "/Login.swift")
        let touched = ParallelScan.scan(files, cache: FactsCache.load(from: cachePath, salt: "test"))
        #expect(touched.reused == files.count)
        #expect(!touched.isUnchanged)
    }
}
