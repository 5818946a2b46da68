/// The list of notes. It draws in the terminal, so the app runs anywhere.
public final class NoteListView {
    private let viewModel: NoteListViewModel

    public init(viewModel: NoteListViewModel) {
        self.viewModel = viewModel
    }

    public func show() {
        viewModel.load()
        for title in viewModel.titles { print("• \(title)") }
    }
}
