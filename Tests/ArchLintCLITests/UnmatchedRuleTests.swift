import Testing

/// A rule that matches nothing checks nothing: the run says so, at the pattern, instead of
/// passing in silence.
@Suite struct UnmatchedRuleTests {
    /// A two-feature app; the Catalog interactor holds its view controller.
    func app(rules: String) throws -> String {
        let root = try makeTemporaryFolder()
        try writeFile(root + "/.archlint.rules", rules)
        try writeFile(root + "/Sources/Catalog/CatalogInteractor.swift", """
            final class CatalogInteractor {
                var view: CatalogViewController?
            }
            final class CatalogViewController {}

            """)
        try writeFile(root + "/Sources/Cart/CartPresenter.swift", "final class CartPresenter {}\n")
        return root
    }

    static let mistakes = """
        use viper in Sources/Nope/**
        use mvvm in Sources/Cart/**
        ignore **/Generated/**
        Presenter is named *Presentr, Catalog*
        View inherits from UIViewControlr
        ViewModel conforms to @Observable
        module Domian must not import UIKit
        Presenter includes Foo
        Entity is in Sources/Entities/**
        Router functions are named make*Route
        composition roots *Assembly
        ViewModel must not use types Catalog*, *Formattr
        Interactor must not import UIKit, UIKt
        module Catalog must not use module Crat

        """

    @Test func eachPatternThatMatchesNothingIsAWarningAtIt() throws {
        let root = try app(rules: Self.mistakes)
        defer { removeTemporary(root) }
        let rules = root + "/.archlint.rules"
        #expect(archlint("lint", root) == RunResult(status: 0, out: """
            \(rules):1:14: warning: scope 'Sources/Nope/**' matches no file [unmatched-pattern]
            \(rules):3:8: warning: ignore pattern '**/Generated/**' matches no file [unmatched-pattern]
            \(rules):4:20: warning: pattern '*Presentr' matches no type [unmatched-pattern]
            \(rules):5:20: warning: pattern 'UIViewControlr' matches no supertype of any type [unmatched-pattern]
            \(rules):6:23: warning: attribute '@Observable' marks no type [unmatched-pattern]
            \(rules):7:8: warning: pattern 'Domian' matches no module [unmatched-pattern]
            \(rules):8:20: warning: pattern 'Foo' matches no type [unmatched-pattern]
            \(rules):9:14: warning: pattern 'Sources/Entities/**' matches no file [unmatched-pattern]
            \(rules):10:28: warning: pattern 'make*Route' matches no top-level function [unmatched-pattern]
            \(rules):11:19: warning: pattern '*Assembly' matches no type [unmatched-pattern]
            \(rules):12:40: warning: pattern '*Formattr' matches no type the project declares or uses [unmatched-pattern]
            \(rules):13:35: warning: pattern 'UIKt' matches no module a file imports or the platform has [unmatched-pattern]
            \(rules):14:36: warning: pattern 'Crat' matches no module [unmatched-pattern]

            """, err: ""))
        // They fail a strict run, and other commands show them too.
        #expect(archlint("lint", "--strict", "--quiet", root).status == 1)
        let roles = archlint("roles", root)
        #expect(roles.err.hasPrefix("\(rules):1:14: warning: scope 'Sources/Nope/**' matches no file [unmatched-pattern]\n"))
    }

    @Test func aPresetsOwnPatternsMatchingNothingAreNotReported() throws {
        // viper's patterns (`*Router`, `*Interactor`, `**/Entities/**`, …) mostly match nothing here.
        let root = try app(rules: "use viper\n")
        defer { removeTemporary(root) }
        #expect(archlint("lint", root) == RunResult(status: 1, out: """
            \(root)/Sources/Catalog/CatalogInteractor.swift:2:15: error: Interactor 'CatalogInteractor' must not use View 'CatalogViewController'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]

            """, err: ""))
    }

    @Test func aRunOverSomeTargetsChecksOnlyThatAPathsFoldersExist() throws {
        // The plugins pass the targets asked for: what the others hold is unknown, so only a
        // folder that is not there at all is reported.
        let root = try app(rules: Self.mistakes)
        defer { removeTemporary(root) }
        let rules = root + "/.archlint.rules"
        #expect(archlint("lint", "--module", "Cart=\(root)/Sources/Cart") == RunResult(status: 0, out: """
            \(rules):1:14: warning: scope 'Sources/Nope/**' matches no file [unmatched-pattern]
            \(rules):9:14: warning: pattern 'Sources/Entities/**' matches no file [unmatched-pattern]

            """, err: ""))
    }

    @Test func anIgnoreThatLeavesNoFileIsAnError() throws {
        let root = try app(rules: "use viper\nignore **/Generated/**, Sources/**\n")
        defer { removeTemporary(root) }
        #expect(archlint("lint", root) == RunResult(status: 2, out: "", err: """
            \(root)/.archlint.rules:2:25: error: 'ignore Sources/**' leaves no file to lint (the ignore patterns take all 2 Swift files found)

            """))
    }
}
