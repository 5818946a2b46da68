struct CommentsViewModel {
    let comments: [String]
}

protocol CommentsView: AnyObject {
    func display(_ viewModel: CommentsViewModel)
}

final class CommentsPresenter {
    private weak var view: CommentsView?

    init(view: CommentsView) {
        self.view = view
    }

    func didRequestComments() {
        view?.display(CommentsViewModel(comments: ["Nice"]))
    }
}
