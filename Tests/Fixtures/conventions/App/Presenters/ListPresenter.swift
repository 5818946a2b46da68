@MainActor
final class ListPresenter {
    func present() {}
}
