import UIKit

final class FeedViewController: UIViewController, FeedViewInputs {
    var presenter: FeedPresenterInputs?
    private var users: [User] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    func show(_ users: [User]) {
        self.users = users
    }
}
