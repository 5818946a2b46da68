import UIKit

/// Builds a service into its property and calls it under another name; builds another only
/// to hand it to its view model, which calls it.
final class PhotosViewController: UIViewController {
    private var loader: PhotoLoading?
    private lazy var viewModel = PhotosViewModel(service: PhotoService())

    override func viewDidLoad() {
        super.viewDidLoad()
        loader = PhotoService()
        reload()
    }

    private func reload() {
        guard let photos = self.loader else { return }
        photos.fetch()
        viewModel.refresh()
    }
}

final class PhotosViewModel {
    private let service: PhotoService

    init(service: PhotoService) {
        self.service = service
    }

    func refresh() {
        service.fetch()
    }
}
