import Testing

/// A weak signal (a name word, a type's plain-data shape) decides no role against the type's
/// own structure (Tests/Fixtures/weak-signals): a list-diffing model is its cell's view model
/// whatever `*Model` says. Where the name word is right, the break stays an error.
@Suite struct WeakSignalTests {
    /// Under mvc, a cell bound to its `ListDiffable` model uses a ViewModel (no break); a cell
    /// that saves the app's `NoteModel` still breaks `View must not use Model`.
    @Test func aListDiffableModelIsItsCellsViewModel() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/ListDiffing", "--preset", "mvc", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/ListDiffing/App/Notes/NoteCell.swift:4:31: error: View 'NoteCell' must not use Model 'NoteModel' [forbidden-dependency]

            """, err: ""))
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/ListDiffing", "--preset", "mvc")
        #expect(roles.out.split(separator: "\n").map(String.init) == [
            "TYPE              KIND   ROLE       DECLARED AT                                                                  REASON",
            "IssueCommitCell   class  View       Tests/Fixtures/weak-signals/ListDiffing/App/Issues/IssueCommitCell.swift:4   inherits from UICollectionViewCell (matches 'UI*Cell')",
            "IssueCommitModel  class  ViewModel  Tests/Fixtures/weak-signals/ListDiffing/App/Issues/IssueCommitModel.swift:4  inherits from ListDiffable",
            "NoteCell          class  View       Tests/Fixtures/weak-signals/ListDiffing/App/Notes/NoteCell.swift:3           inherits from UITableViewCell (matches 'UI*Cell')",
            "NoteModel         class  Model      Tests/Fixtures/weak-signals/ListDiffing/App/Notes/NoteModel.swift:4          name matches '*Model'",
        ])
    }
}
