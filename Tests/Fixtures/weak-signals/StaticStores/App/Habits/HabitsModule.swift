import UIKit

protocol HabitsViewProtocol: AnyObject {
    func show(names: [String])
}

final class HabitsViewController: UIViewController, HabitsViewProtocol {
    var presenter: HabitsPresenter?

    func show(names: [String]) {
        title = names.first
    }
}

final class HabitsInteractor {
    func loadHabits() -> [Habit] {
        HabitService.fetchHabits()
    }

    func add(_ habit: Habit) {
        HabitService.add(habit)
    }
}

/// Deletes through the store itself instead of its interactor: a Presenter may not.
final class HabitsPresenter {
    weak var view: HabitsViewProtocol?
    var interactor: HabitsInteractor?

    func viewDidLoad() {
        view?.show(names: interactor?.loadHabits().map(\.name) ?? [])
    }

    func resetTapped() {
        HabitService.deleteAll()
    }
}
