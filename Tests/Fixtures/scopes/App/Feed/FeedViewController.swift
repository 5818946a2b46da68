import UIKit

final class FeedViewController: UIViewController {
    private let header = Header()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.controller = self
        view.addSubview(header)
    }
}

/// The feed's header: a view that reaches back into its controller.
private final class Header: UIView {
    weak var controller: FeedViewController?
}
