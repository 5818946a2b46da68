import UIKit

/// A cell that pushes the photo screen it builds, and shows another straight from the call.
final class AvatarCell: UITableViewCell {
    weak var owner: UIViewController?
    var photo = ""

    @objc private func avatarTapped() {
        owner?.navigationController?.pushViewController(PhotoViewController(photo: photo), animated: true)
    }

    @objc private func avatarPressed() {
        owner?.show(PhotoViewController(photo: photo), sender: self)
    }
}
