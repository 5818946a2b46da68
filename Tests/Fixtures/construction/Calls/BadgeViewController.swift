import UIKit

/// Keeps the service it builds, hands it to its header, and refreshes it from a closure that
/// holds the controller weakly: a View using a Service.
final class BadgeViewController: UIViewController {
    private let service = BadgeService()
    private let header = BadgeHeader()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.service = service
        DispatchQueue.main.async { [weak self] in
            self?.service.refresh()
        }
    }
}

final class BadgeHeader {
    var service: BadgeService?
}
