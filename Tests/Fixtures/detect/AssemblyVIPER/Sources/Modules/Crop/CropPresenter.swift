final class CropPresenter {
    weak var view: CropViewInput? {
        didSet { setUpView() }
    }
    private let interactor: CropInteractor
    private let router: CropRouter

    init(interactor: CropInteractor, router: CropRouter) {
        self.interactor = interactor
        self.router = router
    }

    private func setUpView() {
        interactor.items { [weak self] titles in self?.view?.setTitles(titles) }
        view?.onTap = { [weak self] _ in self?.router.close() }
    }
}
