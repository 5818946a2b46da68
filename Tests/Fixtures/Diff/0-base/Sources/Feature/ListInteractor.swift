final class ListInteractor {
    let view = ListViewController()

    func load() {
        view.show()
    }
}
