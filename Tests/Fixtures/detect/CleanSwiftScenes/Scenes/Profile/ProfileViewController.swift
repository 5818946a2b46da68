import UIKit

protocol ProfileViewProtocol: AnyObject {
    func display(_ viewModel: Profile.Load.ViewModel)
}

// The scene's view controller sends every request to its interactor and navigates through its
// router; it never names the presenter, which answers it through ProfileViewProtocol.
final class ProfileViewController: UIViewController, ProfileViewProtocol {
    var interactor: ProfileInteractorProtocol?
    var router: ProfileRouterProtocol?
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.load(Profile.Load.Request())
    }

    func display(_ viewModel: Profile.Load.ViewModel) {
        lines = viewModel.lines
    }
}
