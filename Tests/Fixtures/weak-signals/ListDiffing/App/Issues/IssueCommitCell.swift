import IGListKit
import UIKit

final class IssueCommitCell: UICollectionViewCell, ListBindable {
    private let label = UILabel()

    func bindViewModel(_ viewModel: Any) {
        guard let model = viewModel as? IssueCommitModel else { return }
        label.text = model.message
    }
}
