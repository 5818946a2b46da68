class CartPresenter {
    func present() {}
}
