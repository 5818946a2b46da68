final class PickerPresenter {
    weak var view: PickerViewInput? {
        didSet { setUpView() }
    }
    private let interactor: PickerInteractor
    private let router: PickerRouter

    init(interactor: PickerInteractor, router: PickerRouter) {
        self.interactor = interactor
        self.router = router
    }

    private func setUpView() {
        interactor.items { [weak self] titles in self?.view?.setTitles(titles) }
        view?.onTap = { [weak self] _ in self?.router.close() }
    }
}
