import UIKit

final class InboxViewController: BaseTableViewController {
    let viewModel = InboxViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}
