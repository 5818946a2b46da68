import ReactorKit
import RxSwift
import UIKit

// ReactorKit: the view binds its actions to the reactor and renders the reactor's state.
final class TaskListViewController: UIViewController, View {
    var disposeBag = DisposeBag()

    func bind(reactor: TaskListViewReactor) {
        reactor.state.map { $0.tasks.count }
            .subscribe(onNext: { [weak self] count in self?.title = "\(count) tasks" })
            .disposed(by: disposeBag)
    }
}
