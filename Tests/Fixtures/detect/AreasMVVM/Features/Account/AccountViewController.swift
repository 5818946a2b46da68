import UIKit

final class AccountViewController: BaseViewController {
    let viewModel = AccountViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}
