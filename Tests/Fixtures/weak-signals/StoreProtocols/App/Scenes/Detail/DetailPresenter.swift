protocol DetailPresentationLogic {
    func present(response: Detail.Load.Response)
}

final class DetailPresenter: DetailPresentationLogic {
    weak var viewController: DetailViewController?

    func present(response: Detail.Load.Response) {
        viewController?.display(viewModel: Detail.Load.ViewModel(title: response.name))
    }
}
