import ArchLintKit
import Foundation
import Testing

/// `ArchLint.lint` with rules written in code, as an architecture test calls it: exact violations
/// at absolute places, and a mistake in the rules thrown at its line (Tests/Fixtures/conventions).
@Suite struct LintFacadeTests {
    private let fixture: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.path + "/Fixtures/conventions"
    }()

    private let rules = """
        roles Presenter, Service, View
        Presenter is named *Presenter
        Service is named *Service
        View is named *View
        Presenter must be final
        View must not store Service
        Service should be final
        """

    private func lines(_ violations: [Violation]) -> [String] {
        violations.map { "\($0.file):\($0.location): \($0.severity): \($0.message) [\($0.rule)]" }
    }

    @Test func rulesInCodeFindTheViolationsAtTheDeclarations() throws {
        let app = fixture + "/App"
        let result = try ArchLint.lint(paths: [app], rules: rules)
        #expect(lines(result.violations) == [
            "\(app)/Presenters/CartPresenter.swift:1:7: error: Presenter 'CartPresenter' must be final [role-convention]",
            "\(app)/Services/ProfileService.swift:1:7: warning: Service 'ProfileService' should be final [role-convention]",
            "\(app)/Views/ListView.swift:5:26: error: View 'ListView' must not store Service 'ProfileService' (property 'service') [role-convention]",
            "\(app)/Views/ListView.swift:6:18: error: View 'ListView' must not store Service 'ProfileService' (property 'cache') [role-convention]",
        ])
        // The fixture's own .archlint.rules, above the folder, is not read: it would add others.
        #expect(lines(result.suppressed) == [
            "\(app)/Services/LegacyService.swift:2:7: warning: Service 'LegacyService' should be final [role-convention]",
            "\(app)/Views/CartView.swift:6:18: error: View 'CartView' must not store Service 'ProfileService' (property 'service') [role-convention]",
        ])
    }

    @Test func rulesInCodeAddToARulesFile() throws {
        let result = try ArchLint.lint(paths: [fixture], rules: "View must be annotated @MainActor", rulesFile: fixture + "/.archlint.rules")
        let app = fixture + "/App"
        #expect(lines(result.violations).filter { $0.contains(": View '") } == [
            "\(app)/Views/CartView.swift:3:8: error: View 'CartView' must be annotated @MainActor [role-convention]",
            "\(app)/Views/ListView.swift:3:13: error: View 'ListView' must be annotated @MainActor [role-convention]",
            "\(app)/Views/ListView.swift:5:26: error: View 'ListView' must not store Service 'ProfileService' (property 'service') [role-convention]",
            "\(app)/Views/ListView.swift:6:18: error: View 'ListView' must not store Service 'ProfileService' (property 'cache') [role-convention]",
        ])
        // The rules file's findings stay as `archlint lint` reports them (ConventionTests).
        #expect(result.violations.count == 20)
    }

    @Test func aCustomCheckReadsTheTypesOfARoleTheirShapeAndReferences() throws {
        let app = fixture + "/App"
        let result = try ArchLint.lint(paths: [app], rules: rules)
        #expect(result.types(role: "Presenter").map { "\($0.name) \($0.kind) final: \($0.isFinal) \($0.attributes)" } == [
            "CartPresenter class final: false []",
            "DetailPresenter class final: true []",
            "ListPresenter class final: true [\"MainActor\"]",
        ])
        let view = try #require(result.types.first { $0.name == "ListView" })
        #expect("\(view.file):\(view.location) \(view.kind) \(view.role ?? "-") \(view.conformances)"
            == "\(app)/Views/ListView.swift:3:13 class View [\"UIView\"]")
        // Every place its code names a type, with that type's role: the stored service (5:26),
        // the collection (6:18), the computed property (7:14, 7:31), the initializer's
        // parameters, the local one; a framework's type has none.
        #expect(view.references.map { "\($0.file.dropFirst(app.count + 1)):\($0.location) \($0.name) \($0.role ?? "-")" } == [
            "Views/ListView.swift:3:23 UIView -",
            "Views/ListView.swift:4:20 ListPresenter Presenter",
            "Views/ListView.swift:5:26 ProfileService Service",
            "Views/ListView.swift:6:18 ProfileService Service",
            "Views/ListView.swift:7:14 ProfileService Service",
            "Views/ListView.swift:7:31 ProfileService Service",
            "Views/ListView.swift:9:21 ListPresenter Presenter",
            "Views/ListView.swift:9:45 ProfileService Service",
            "Views/ListView.swift:16:21 ProfileService Service",
        ])
        #expect(result.types.count == 28)
    }

    @Test func rulesInCodeThatContradictTheRulesFileNameItsLine() {
        do {
            _ = try ArchLint.lint(paths: [fixture], rules: "Entity should be final", rulesFile: fixture + "/.archlint.rules")
            Issue.record("no error")
        } catch {
            #expect(error.message == """
                rules:1:8: error: 'Entity should be final' contradicts line 14: 'Entity must be a struct or enum' \
                (\(fixture)/.archlint.rules)
                """)
        }
    }

    @Test func aMistakeInTheRulesIsThrownAtItsLine() {
        do {
            _ = try ArchLint.lint(paths: [fixture], rules: "roles Presenter\nPresenter must be finl")
            Issue.record("no error")
        } catch {
            #expect(error.message.hasPrefix("rules:2:11: error: unknown rule 'Presenter must be finl'; did you mean 'must be final'? "))
        }
    }
}
