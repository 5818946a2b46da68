import UIKit

final class GalleryViewController: BaseCollectionViewController {
    let viewModel = GalleryViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}
