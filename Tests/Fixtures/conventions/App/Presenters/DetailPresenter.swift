@MainActor
class PresentingBase {}

final class DetailPresenter: PresentingBase {
    func present() {}
}
