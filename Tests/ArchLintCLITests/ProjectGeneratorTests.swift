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

    /// A Tuist project whose targets a helper makes cannot be read without running Tuist: a
    /// warning at the manifest, and its files keep the layout rule.
    @Test func aTuistProjectMadeByHelpersIsAWarning() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/Project.swift", "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.framework(name: \"Core\")\n")
        try writeFile(folder + "/Sources/Core.swift", "struct Core {}\n")
        try writeFile(folder + "/.archlint.rules", "use mvvm\n")
        let result = archlint("modules", folder)
        #expect(result.status == 0)
        #expect(result.err == "\(folder)/Project.swift:1:1: warning: no target with a literal name; Tuist must run to know the targets (helpers make them), so the files keep the Sources/<Module>/ layout [project]\n")
    }
}
