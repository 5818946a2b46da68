import Foundation
import Testing

/// Projects whose `.xcodeproj` a generator writes and nobody checks in: XcodeGen's `project.yml`
/// and Tuist's `Project.swift` are read as the build descriptions they are, so the modules are
/// the generator's targets, with their sources, exclusions and dependencies.
@Suite struct ProjectGeneratorTests {
    static let fixtures = "Tests/Fixtures/project-generators"

    /// Targets by `type`, sources as paths and `{path, excludes}`, a file two targets share, a
    /// module renamed by `PRODUCT_MODULE_NAME`, dependencies as a list and in flow style, and a
    /// model that happens to be named `Project.swift`. Only the schemes of the generated project
    /// are checked in: that is no project to read, and no warning.
    @Test func anXcodeGenSpecListsItsTargetsAsModules() {
        let spec = "\(Self.fixtures)/xcodegen/project.yml"
        #expect(archlint("modules", "\(Self.fixtures)/xcodegen") == RunResult(status: 0, out: """
            Notes: app, 3 files, declared at \(spec):6
              depends on Core (imported)
            Core (target 'NotesCore'): framework, 3 files, declared at \(spec):17
            NotesWidget: extension, 2 files, declared at \(spec):24
              depends on Core (imported)
            NotesTests: test, 1 file, declared at \(spec):32
              depends on Notes (imported)
            not in any target: 1 file
              \(Self.fixtures)/xcodegen/App/Preview Content/PreviewNotes.swift

            """, err: ""))
    }

    /// Targets made from `targetTemplates` (a template of a template, `${target_name}` in a
    /// path, lists appended, the target's own keys last) and a build setting for one SDK
    /// (`ENABLE_HARDENED_RUNTIME[sdk=macosx*]`), which made the whole spec unreadable.
    @Test func anXcodeGenSpecsTemplatesMakeItsTargets() {
        let spec = "\(Self.fixtures)/xcodegen-templates/project.yml"
        #expect(archlint("modules", "\(Self.fixtures)/xcodegen-templates") == RunResult(status: 0, out: """
            PantryKit: framework, 1 file, declared at \(spec):19
            Shelves: framework, 1 file, declared at \(spec):23
              depends on PantryKit (imported)
            Recipes: framework, 2 files, declared at \(spec):25
              depends on PantryKit (imported), Logging (imported)
            Pantry: app, 1 file, declared at \(spec):30
              depends on Shelves (imported), Recipes (imported)

            """, err: ""))
    }

    /// A helper that makes its targets under conditions and loops, as Tuist runs it:
    /// `if parts.contains(.tests)` and `parts.contains(.demo) ? […] : […]` over the parts the
    /// call lists (or the default), `else` taken where a part is left out; `for item in
    /// projects` and `projects.map` over the list given; lists built with `append` and used as
    /// `dependencies:`; Tuist 4's `buildableFolders:`; a label on its own line. A method of a
    /// value (`vendor.dependencies()`, a `switch self`) is not guessed at. Before, every
    /// framework had 0 files, every part was made and no project depended on another.
    @Test func aTuistHelperWithConditionsAndLoopsMakesWhatTuistWould() {
        let folder = "\(Self.fixtures)/tuist-conditions"
        let basket = "\(folder)/Basket/Project.swift", catalog = "\(folder)/Catalog/Project.swift"
        #expect(archlint("modules", folder) == RunResult(status: 0, out: """
            Basket: framework, 1 file, declared at \(basket):4
              depends on Catalog (imported)
            BasketTests: test, 1 file, declared at \(basket):4
              depends on Basket (imported), Catalog
            BasketPreview: app, 1 file, declared at \(basket):4
              depends on Basket (imported)
            Catalog: framework, 1 file, declared at \(catalog):4
            CatalogTests: test, 1 file, declared at \(catalog):4
              depends on Catalog (imported)
            CatalogDemo: app, 1 file, declared at \(catalog):4
              depends on Catalog (imported), CatalogTests

            """, err: ""))
    }

    /// A package whose targets are in `Source/`, one of the folders SwiftPM looks in when
    /// `Sources/` is missing: its files were in no target, the target of none.
    @Test func aPackageTargetIsFoundInSwiftPMsOtherSourceFolders() {
        let manifest = "Tests/Fixtures/package-folders/Package.swift"
        #expect(archlint("modules", "Tests/Fixtures/package-folders") == RunResult(status: 0, out: """
            Browser: package, 1 file, declared at \(manifest):9
            BrowserTests: test, 1 file, declared at \(manifest):10
              depends on Browser (imported)

            """, err: ""))
    }

    /// `.target(…)` calls with literal names, globs and `excluding:`, a commented-out
    /// dependency (no dependency), the accessors Tuist writes into Derived/Sources, and the
    /// manifests and Tuist/ helpers left out of the code.
    @Test func aTuistProjectListsItsTargetsAsModules() {
        let manifest = "\(Self.fixtures)/tuist/Project.swift"
        #expect(archlint("modules", "\(Self.fixtures)/tuist") == RunResult(status: 0, out: """
            Recipes_App (target 'Recipes-App'): app, 3 files, declared at \(manifest):7
              depends on RecipeKit (imported), Kingfisher
            RecipeKit: framework, 1 file, declared at \(manifest):19
            RecipesTests: test, 1 file, declared at \(manifest):27
              depends on Recipes_App (imported)
            not in any target: 1 file
              \(Self.fixtures)/tuist/Kit/Sources/Legacy/OldRecipe.swift

            """, err: ""))
    }

    /// A Tuist project made by a helper the project does not have (no Tuist/ folder here)
    /// cannot be read without running Tuist: a warning at the line that calls it, naming it,
    /// and its files keep the layout rule.
    @Test func aTuistProjectMadeByAnUnknownHelperIsAWarningAtItsCall() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/Project.swift", "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.framework(name: \"Core\")\n")
        try writeFile(folder + "/Sources/Core.swift", "struct Core {}\n")
        try writeFile(folder + "/.archlint.rules", "use mvvm\n")
        let result = archlint("modules", folder)
        #expect(result.status == 0)
        #expect(result.err == "\(folder)/Project.swift:4:1: warning: the project is made by 'Project.framework(…)', code Tuist must run "
            + "to know the targets (no helper of Tuist/ProjectDescriptionHelpers read here makes it), so the files keep the "
            + "Sources/<Module>/ layout [project]\n")
    }

    /// `Project.app(name:additionalTargets:)` of the project's own Tuist/ProjectDescriptionHelpers
    /// is read as Tuist runs it: the app and its tests, and for each additional target (a
    /// `flatMap` over the list) a framework and its tests, each at the call's line, with the
    /// paths and dependencies the helper builds from its parameters.
    @Test func aTuistProjectMadeByItsHelpersListsTheTargetsTheyMake() {
        let folder = "\(Self.fixtures)/tuist-helpers"
        let manifest = "\(folder)/Project.swift"
        #expect(archlint("modules", folder) == RunResult(status: 0, out: """
            Bakery: app, 1 file, declared at \(manifest):5
              depends on BakeryKit (imported), BakeryUI (imported)
            BakeryTests: test, 1 file, declared at \(manifest):5
              depends on Bakery (imported)
            BakeryKit: framework, 1 file, declared at \(manifest):5
            BakeryKitTests: test, 1 file, declared at \(manifest):5
              depends on BakeryKit (imported)
            BakeryUI: framework, 1 file, declared at \(manifest):5
            BakeryUITests: test, 0 files, declared at \(manifest):5
              depends on BakeryUI

            """, err: ""))
        // The helpers' modules are the ones the rules speak of.
        #expect(archlint("lint", folder) == RunResult(status: 1, out: """
            \(folder)/Targets/BakeryKit/Sources/Oven.swift:1:1: error: module 'BakeryKit' must not import SwiftUI [forbidden-import]

            """, err: ""))
    }

    /// A helper that builds a target's name from more than its arguments (an enum case's raw
    /// value) cannot be read: a warning at the call's line naming the helper; the project's
    /// folder keeps the layout rule, and the readable project beside it is read all the same.
    @Test func aHelperWhoseTargetNameNeedsTuistToRunIsAWarningAtItsCall() throws {
        let app = try copyOfRepositoryFolder("\(Self.fixtures)/tuist-helpers")
        defer { removeTemporary(URL(fileURLWithPath: app).deletingLastPathComponent().path) }
        try writeFile(app + "/Modules/Legacy/Project.swift", "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.module(.legacy)\n")
        try writeFile(app + "/Modules/Legacy/Sources/Recipe.swift", "struct Recipe {}\n")
        let result = archlint("modules", app)
        #expect(result.status == 0)
        #expect(result.err == "\(app)/Modules/Legacy/Project.swift:4:1: warning: a target's name is not a literal ('module(…)' of "
            + "Tuist/ProjectDescriptionHelpers makes it from more than its arguments); Tuist must run to know the targets, so the "
            + "files keep the Sources/<Module>/ layout [project]\n")
        #expect(result.out.hasPrefix("Bakery: app, 1 file, declared at \(app)/Project.swift:5\n"))
        #expect(result.out.hasSuffix("not read (their files keep the Sources/<Module>/ layout):\n  \(app)/Modules/Legacy/Project.swift\n"))
    }
}
