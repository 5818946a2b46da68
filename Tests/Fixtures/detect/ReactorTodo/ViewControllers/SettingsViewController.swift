import ReactorKit
import RxSwift
import UIKit

final class SettingsViewController: UIViewController, View {
    var disposeBag = DisposeBag()
    private let toggle = UISwitch()

    func bind(reactor: SettingsViewReactor) {
        reactor.state.map { $0.showsDone }
            .subscribe(onNext: { [weak self] on in self?.toggle.isOn = on })
            .disposed(by: disposeBag)
    }
}
