import XCTest

final class HomePresenterTests: XCTestCase {
    func testLoadedShowsArticles() {
        let pane = HomePaneSpy()
        let interactor = HomeInteractor()
        interactor.pane = pane
    }
}

final class HomePaneSpy: HomePaneContract {
    var presenter: HomePresenter?
    func showLoading() {}
    func show(_ articles: [Article]) {}
}

final class FakeInteractor {
    let pane = HomePane()
}
