import UIKit

protocol GoalsViewProtocol: AnyObject {
    func show(titles: [String])
}

final class GoalsViewController: UIViewController, GoalsViewProtocol {
    var presenter: GoalsPresenter?

    func show(titles: [String]) {
        title = titles.first
    }
}

final class GoalsInteractor {
    func loadGoals() -> [Goal] {
        GoalService.fetchGoals()
    }
}

/// Asks the store itself instead of its interactor: a Presenter may not fetch.
final class GoalsPresenter {
    weak var view: GoalsViewProtocol?
    var interactor: GoalsInteractor?

    func viewDidLoad() {
        view?.show(titles: interactor?.loadGoals().map(\.title) ?? [])
    }

    func clearTapped() {
        GoalService.deleteAll()
    }
}
