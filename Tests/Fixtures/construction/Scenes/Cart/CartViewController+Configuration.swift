/// Clean Swift's configurator, written as the view controller's own method: it builds the
/// presenter (which a ViewController may not use) only to wire it.
extension CartViewController {
    func assembleScene() {
        let interactor = CartInteractor()
        let presenter = CartPresenter()
        let router = CartRouter()
        presenter.viewController = self
        interactor.presenter = presenter
        router.viewController = self
        self.interactor = interactor
        self.router = router
    }
}
