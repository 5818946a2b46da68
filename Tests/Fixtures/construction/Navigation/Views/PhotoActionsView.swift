import UIKit

/// An actions bar that builds the photo screen and shows it through the app's navigation
/// helpers: navigating, as a `pushViewController` of its own would be. Handing a built
/// screen to its owner to decide is not.
final class PhotoActionsView: UIView {
    weak var owner: UIViewController?
    var onPrepared: ((UIViewController) -> Void)?

    func open(_ photo: String) {
        owner?.route_push(to: PhotoViewController(photo: photo))
    }

    func openModally(_ photo: String) {
        owner?.route_present(to: PhotoViewController(photo: photo))
    }

    func prepare(_ photo: String) {
        onPrepared?(PhotoViewController(photo: photo))
    }
}
