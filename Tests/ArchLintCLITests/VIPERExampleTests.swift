import Foundation
import Testing

/// The walking skeleton's contract, end to end on the seed VIPER app (`Examples/VIPERUsers`).
@Suite struct VIPERExampleTests {
    static let interactorRule = "Interactor may use Presenter, Entity, DataManager, Service"

    /// A copy of the example's sources and rules in a temporary folder, to edit freely.
    struct ExampleCopy {
        let root: String
        var interactor: String { root + "/Sources/VIPERUsers/Interactor.swift" }

        init() throws {
            root = try makeTemporaryFolder() + "/VIPERUsers"
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            let example = repositoryRoot + "/Examples/VIPERUsers"
            try FileManager.default.copyItem(atPath: example + "/Sources", toPath: root + "/Sources")
            try FileManager.default.copyItem(atPath: example + "/.archlint.rules", toPath: root + "/.archlint.rules")
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            try writeFile(path, change(try readFile(path)))
        }

        func remove() { removeTemporary(URL(fileURLWithPath: root).deletingLastPathComponent().path) }
    }

    @Test func interactorHoldingTheViewControllerIsTheOnlyError() {
        // The printed path is the one given plus the path below it.
        #expect(archlint("lint", "Examples/VIPERUsers") == RunResult(
            status: 1,
            out: "Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:14:15: error: Interactor 'UserInteractor' must not use View 'UserViewController'; \(Self.interactorRule) [forbidden-dependency]\n",
            err: ""))
    }

    @Test func interactorImportingUIKitAndHoldingTheViewIsExactlyTwoErrors() throws {
        let copy = try ExampleCopy()
        defer { copy.remove() }
        try copy.edit(copy.interactor) { "import UIKit\n" + $0 }

        let result = archlint("lint", copy.root, "--preset", "viper")
        #expect(result == RunResult(
            status: 1,
            out: """
                \(copy.interactor):1:1: error: Interactor 'UserInteractor' must not import UIKit [forbidden-import]
                \(copy.interactor):15:15: error: Interactor 'UserInteractor' must not use View 'UserViewController'; \(Self.interactorRule) [forbidden-dependency]

                """,
            err: ""))
    }

    @Test func seedAppWithoutTheViolationIsClean() throws {
        let copy = try ExampleCopy()
        defer { copy.remove() }
        try copy.edit(copy.interactor) { text in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("var view: UserViewController?") }
                .joined(separator: "\n")
        }

        #expect(archlint("lint", copy.root) == RunResult(status: 0, out: "", err: ""))
    }

    @Test func typeNamesInCommentsAndStringsAreNotReferences() throws {
        // Interactor.swift names UserViewController and UserPresenter in a comment and in a
        // string; only the property's type annotation is a reference.
        let result = archlint("scan", "Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let declarations = try #require(files.first?["declarations"] as? [[String: Any]])
        let interactor = try #require(declarations.first { $0["name"] as? String == "UserInteractor" })
        let references = (interactor["references"] as? [[String: Any]] ?? []).map {
            "\($0["name"]!)@\($0["line"]!):\($0["column"]!)"
        }
        #expect(references == [
            "AnyInteractor@9:23", "AnyPresenter@10:20", "UserViewController@14:15", "URL@18:25",
            "URLSession@19:20", "FetchError@21:73", "JSONDecoder@26:36", "User@26:58",
        ])
    }

    @Test func jsonReportHasTheDocumentedShape() {
        let result = archlint("lint", "Examples/VIPERUsers", "--format", "json")
        #expect(result.status == 1)
        #expect(result.out == """
            {
              "version": 1,
              "violations": [
                {
                  "rule": "forbidden-dependency",
                  "severity": "error",
                  "file": "Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift",
                  "line": 14,
                  "column": 15,
                  "message": "Interactor 'UserInteractor' must not use View 'UserViewController'; \(Self.interactorRule)",
                  "source": {
                    "type": "UserInteractor",
                    "role": "Interactor",
                    "strength": "strong"
                  },
                  "target": {
                    "type": "UserViewController",
                    "role": "View",
                    "strength": "strong"
                  }
                }
              ],
              "summary": {
                "files": 6,
                "types": 12,
                "errors": 1,
                "warnings": 0
              }
            }
            """ + "\n")
    }

    @Test func rolesExplainEveryVIPERType() {
        let result = archlint("roles", "Examples/VIPERUsers/Sources/VIPERUsers/Presenter.swift", "Examples/VIPERUsers/Sources/VIPERUsers/Router.swift", "--preset", "viper")
        #expect(result == RunResult(status: 0, out: """
            TYPE           KIND       ROLE       DECLARED AT                                                REASON
            FetchError     enum       -          Examples/VIPERUsers/Sources/VIPERUsers/Presenter.swift:3   no rule matches
            AnyPresenter   protocol   Presenter  Examples/VIPERUsers/Sources/VIPERUsers/Presenter.swift:7   name matches '*Presenter'
            UserPresenter  class      Presenter  Examples/VIPERUsers/Sources/VIPERUsers/Presenter.swift:15  conforms to AnyPresenter (Presenter)
            EntryPoint     typealias  -          Examples/VIPERUsers/Sources/VIPERUsers/Router.swift:3      no rule matches
            AnyRouter      protocol   Router     Examples/VIPERUsers/Sources/VIPERUsers/Router.swift:5      name matches '*Router'
            UserRouter     class      Router     Examples/VIPERUsers/Sources/VIPERUsers/Router.swift:11     conforms to AnyRouter (Router)

            """, err: ""))
    }

    @Test func graphHoldsEveryVIPERType() throws {
        let result = archlint("graph", "Examples/VIPERUsers")
        #expect(result.status == 0)
        let expected = try readFile(repositoryRoot + "/Tests/ArchLintCLITests/Expected/VIPERUsers.dot")
        #expect(result.out == expected)
    }

    @Test func graphWritesTheRequestedFile() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let output = folder + "/architecture.dot"
        let result = archlint("graph", "Examples/VIPERUsers", "--output", output)
        #expect(result == RunResult(status: 0, out: "", err: ""))
        #expect(try readFile(output) == archlint("graph", "Examples/VIPERUsers").out)
    }
}

