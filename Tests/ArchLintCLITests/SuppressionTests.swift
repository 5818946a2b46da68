import Foundation
import Testing

/// `// archlint:ignore RULE -- reason` and `// archlint:ignore-file RULE -- reason`.
@Suite struct SuppressionTests {
    /// Lints one Interactor file (with the VIPER preset) that holds a view controller.
    func lint(_ interactor: String, _ extra: String...) throws -> (result: RunResult, file: String, remove: () -> Void) {
        let folder = try makeTemporaryFolder()
        let file = folder + "/ListInteractor.swift"
        try writeFile(file, interactor)
        try writeFile(folder + "/ListViewController.swift", "final class ListViewController {}\n")
        return (archlint(["lint", folder, "--preset", "viper"] + extra), file, { removeTemporary(folder) })
    }

    static let message = "Interactor 'ListInteractor' must not use View 'ListViewController'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]"

    @Test func anIgnoreCommentSuppressesTheNextLine() throws {
        let run = try lint("""
            final class ListInteractor {
                // archlint:ignore forbidden-dependency -- the spinner moves to the presenter in LIST-12
                weak var screen: ListViewController?
            }

            """)
        defer { run.remove() }
        #expect(run.result == RunResult(status: 0, out: "", err: ""))
    }

    @Test func anIgnoreCommentSuppressesItsOwnLine() throws {
        let run = try lint("""
            final class ListInteractor {
                weak var screen: ListViewController? // archlint:ignore forbidden-dependency -- LIST-12
            }

            """)
        defer { run.remove() }
        #expect(run.result == RunResult(status: 0, out: "", err: ""))
    }

    @Test func aCommentAfterCodeCoversOnlyItsOwnLine() throws {
        let run = try lint("""
            final class ListInteractor {
                weak var screen: ListViewController? // archlint:ignore forbidden-dependency -- LIST-12
                weak var spare: ListViewController?
            }

            """)
        defer { run.remove() }
        #expect(run.result == RunResult(status: 1, out: "\(run.file):3:21: error: \(Self.message)\n", err: ""))
    }

    @Test func aMisspelledDirectiveIsAWarning() throws {
        let run = try lint("""
            final class ListInteractor {
                // archlint:ignore-next-line forbidden-dependency -- LIST-12
                weak var screen: ListViewController?
            }

            """)
        defer { run.remove() }
        #expect(run.result.out == """
            \(run.file):2:8: warning: unknown directive 'archlint:ignore-next-line'; did you mean 'archlint:ignore'? (known: \(Self.forms)) [invalid-suppression]
            \(run.file):3:22: error: \(Self.message)

            """)
    }

    static let forms = "'archlint:ignore RULE -- reason', 'archlint:ignore-file RULE -- reason', 'archlint:role ROLE'"

    @Test func swiftLintsDialectAndMisspeltCommentsAreWarningsNamingTheKnownForms() throws {
        let run = try lint("""
            // archlint:disable-file forbidden-dependency -- SwiftLint's words
            final class ListInteractor {
                // archlint:disable forbidden-dependency -- SwiftLint's words
                weak var screen: ListViewController?
                // archlint:ignor forbidden-dependency -- a typo
                weak var second: ListViewController?
                // archlint: ignore forbidden-dependency -- a space too many
                weak var third: ListViewController?
                // archlint:rol Interactor
                // archlint:enable forbidden-dependency
                // archlint:
            }

            """)
        defer { run.remove() }
        #expect(run.result == RunResult(status: 1, out: """
            \(run.file):1:4: warning: unknown directive 'archlint:disable-file'; did you mean 'archlint:ignore-file'? (known: \(Self.forms)) [invalid-suppression]
            \(run.file):3:8: warning: unknown directive 'archlint:disable'; did you mean 'archlint:ignore'? (known: \(Self.forms)) [invalid-suppression]
            \(run.file):4:22: error: \(Self.message)
            \(run.file):5:8: warning: unknown directive 'archlint:ignor'; did you mean 'archlint:ignore'? (known: \(Self.forms)) [invalid-suppression]
            \(run.file):6:22: error: \(Self.message)
            \(run.file):7:8: warning: 'archlint: ignore' has a space after 'archlint:', so it is not read; write 'archlint:ignore' (known: \(Self.forms)) [invalid-suppression]
            \(run.file):8:21: error: \(Self.message)
            \(run.file):9:8: warning: unknown directive 'archlint:rol'; did you mean 'archlint:role'? (known: \(Self.forms)) [invalid-suppression]
            \(run.file):10:8: warning: unknown directive 'archlint:enable' (known: \(Self.forms)) [invalid-suppression]
            \(run.file):11:8: warning: 'archlint:' names no directive (known: \(Self.forms)) [invalid-suppression]

            """, err: ""))
    }

    @Test func stackedIgnoreCommentsAllReachTheFirstCodeLine() throws {
        let run = try lint("""
            import UIKit

            final class ListInteractor {
                // archlint:ignore forbidden-dependency -- LIST-12
                // archlint:ignore forbidden-import -- LIST-13
                weak var screen: ListViewController?
            }

            """)
        defer { run.remove() }
        // The import on line 1 is not suppressed by a comment on line 5, and that comment is unused.
        #expect(run.result == RunResult(status: 1, out: """
            \(run.file):1:1: error: Interactor 'ListInteractor' must not import UIKit [forbidden-import]
            \(run.file):5:8: warning: 'archlint:ignore forbidden-import' suppresses no violation on this line or the next; remove it [unused-suppression]

            """, err: ""))
    }

    @Test func anIgnoreCommentTwoLinesAboveSuppressesNothing() throws {
        let run = try lint("""
            final class ListInteractor {
                // archlint:ignore forbidden-dependency -- LIST-12

                weak var screen: ListViewController?
            }

            """)
        defer { run.remove() }
        #expect(run.result == RunResult(status: 1, out: """
            \(run.file):2:8: warning: 'archlint:ignore forbidden-dependency' suppresses no violation on this line or the next; remove it [unused-suppression]
            \(run.file):4:22: error: \(Self.message)

            """, err: ""))
    }

    @Test func anIgnoreFileCommentSuppressesTheRuleInTheWholeFile() throws {
        let run = try lint("""
            // archlint:ignore-file forbidden-dependency -- legacy screen, rewritten in LIST-20
            final class ListInteractor {
                weak var screen: ListViewController?
                func make() -> ListViewController { ListViewController() }
            }

            """)
        defer { run.remove() }
        #expect(run.result == RunResult(status: 0, out: "", err: ""))
    }

    @Test func anIgnoreCommentOnlyCoversTheRulesItNames() throws {
        let run = try lint("""
            final class ListInteractor {
                // archlint:ignore forbidden-import -- wrong rule
                weak var screen: ListViewController?
            }

            """)
        defer { run.remove() }
        #expect(run.result.out == """
            \(run.file):2:8: warning: 'archlint:ignore forbidden-import' suppresses no violation on this line or the next; remove it [unused-suppression]
            \(run.file):3:22: error: \(Self.message)

            """)
    }

    @Test func aSuppressionWithoutAReasonIsAWarningAndSuppressesNothing() throws {
        let run = try lint("""
            final class ListInteractor {
                // archlint:ignore forbidden-dependency
                weak var screen: ListViewController?
            }

            """)
        defer { run.remove() }
        #expect(run.result == RunResult(status: 1, out: """
            \(run.file):2:8: warning: 'archlint:ignore forbidden-dependency' needs a reason and suppresses nothing; write '// archlint:ignore forbidden-dependency -- reason' [invalid-suppression]
            \(run.file):3:22: error: \(Self.message)

            """, err: ""))
    }

    @Test func anEmptyReasonIsNoReason() throws {
        let run = try lint("final class ListInteractor {\n    weak var screen: ListViewController? // archlint:ignore forbidden-dependency --   \n}\n")
        defer { run.remove() }
        #expect(run.result.out.contains("\(run.file):2:45: warning: 'archlint:ignore forbidden-dependency' needs a reason"))
        #expect(run.result.status == 1)
    }

    @Test func anUnknownRuleIsAWarningThatNamesTheRules() throws {
        let run = try lint("""
            final class ListInteractor {
                // archlint:ignore forbiden-dependency -- typo
                weak var screen: ListViewController?
            }

            """)
        defer { run.remove() }
        #expect(run.result.out.hasPrefix("""
            \(run.file):2:8: warning: 'archlint:ignore' names unknown rule 'forbiden-dependency' (rules: forbidden-dependency, forbidden-import, forbidden-module-dependency, dependency-cycle, role-convention) [invalid-suppression]

            """))
    }

    @Test func anUnusedSuppressionFailsUnderStrict() throws {
        let run = try lint("final class ListInteractor {} // archlint:ignore forbidden-dependency -- gone\n", "--strict")
        defer { run.remove() }
        #expect(run.result == RunResult(status: 1, out: """
            \(run.file):1:34: warning: 'archlint:ignore forbidden-dependency' suppresses no violation on this line; remove it [unused-suppression]

            """, err: ""))
    }

    @Test func suppressedViolationsKeepTheirReasonInJSONAndSARIF() throws {
        let run = try lint("""
            final class ListInteractor {
                // archlint:ignore forbidden-dependency -- the spinner moves to the presenter in LIST-12
                weak var screen: ListViewController?
            }

            """, "--format", "json")
        defer { run.remove() }
        #expect(run.result.out.contains("""
              "suppressed": [
                {
                  "rule": "forbidden-dependency",
                  "severity": "error",
                  "file": "\(run.file)",
                  "line": 3,
                  "column": 22,
                  "message": "\(Self.message.replacingOccurrences(of: " [forbidden-dependency]", with: ""))",
                  "source": {
                    "type": "ListInteractor",
                    "role": "Interactor",
                    "strength": "strong"
                  },
                  "target": {
                    "type": "ListViewController",
                    "role": "View",
                    "strength": "strong"
                  },
                  "suppression": {
                    "kind": "inSource",
                    "justification": "the spinner moves to the presenter in LIST-12"
                  }
                }
              ],
            """))
        #expect(run.result.out.hasSuffix("""
              "summary": {
                "files": 2,
                "types": 2,
                "errors": 0,
                "warnings": 0,
                "suppressed": 1
              }
            }

            """))

        let sarif = archlint("lint", URL(fileURLWithPath: run.file).deletingLastPathComponent().path, "--preset", "viper", "--format", "sarif").out
        #expect(sarif.contains("""
                      "suppressions": [
                        {
                          "kind": "inSource",
                          "status": "accepted",
                          "justification": "the spinner moves to the presenter in LIST-12"
                        }
                      ]
            """))
    }
}
