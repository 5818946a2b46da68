import UIKit

/// The cloud storage settings screen: a namespace of its view controller and view model.
enum CloudStorage {
    static let title = "Cloud storage"

    final class ViewModel {
        func isOn() -> Bool { true }
    }

    final class ViewController: UIViewController {
        let viewModel = ViewModel()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = CloudStorage.title
        }
    }
}
