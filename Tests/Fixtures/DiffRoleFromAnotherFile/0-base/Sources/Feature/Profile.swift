final class Profile: Base {
    let interactor = ProfileInteractor()

    override func reload() {
        interactor.refresh()
    }
}
