import UIKit

final class ProfileViewController: BaseViewController {
    let viewModel = ProfileViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}
