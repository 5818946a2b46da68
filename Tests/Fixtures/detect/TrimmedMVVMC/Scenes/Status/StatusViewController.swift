import UIKit

final class StatusViewController: GenericViewController<StatusView, StatusViewModel> {
    override func viewDidLoad() {
        super.viewDidLoad()
        sceneView.title = viewModel.title
    }
}

final class StatusView: UIView {
    var title = ""
}
