import ReactorKit
import RxSwift
import UIKit

final class TaskEditViewController: UIViewController, View {
    typealias Reactor = TaskEditViewReactor

    var disposeBag = DisposeBag()
    private let titleField = UITextField()

    func bind(reactor: Reactor) {
        reactor.state.map { $0.title }
            .subscribe(onNext: { [weak self] title in self?.titleField.text = title })
            .disposed(by: disposeBag)
    }
}
