import UIKit

final class TagsViewController: BaseCollectionViewController {
    let viewModel = TagsViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}
