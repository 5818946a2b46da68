import UIKit

/// Builds its service as a parameter's default, keeps it and calls it: a View using a Service.
final class AvatarViewController: UIViewController {
    private let service: AvatarLoading

    init(
        service: AvatarLoading = AvatarService()
    ) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        service.load()
    }
}
