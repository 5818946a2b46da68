import UIKit

final class ListView: UIView {
    let presenter: ListPresenter
    private let service: ProfileService
    var cache = [ProfileService]()
    var api: ProfileService { ProfileService() }

    init(presenter: ListPresenter, service: ProfileService) {
        self.presenter = presenter
        self.service = service
        super.init(frame: .zero)
    }

    func reload() {
        let fresh = ProfileService()
        fresh.fetch()
    }
}
