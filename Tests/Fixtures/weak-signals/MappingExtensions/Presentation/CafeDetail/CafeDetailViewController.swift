import UIKit

final class CafeDetailViewController: UIViewController {
    var viewModel: CafeDetailViewModel?
}
