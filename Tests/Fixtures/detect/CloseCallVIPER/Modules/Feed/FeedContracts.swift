import UIKit

// The Feed module's contracts, named in the plural: what each side takes in and gives out.

protocol FeedViewInputs: AnyObject {
    func show(_ users: [User])
}

protocol FeedPresenterInputs: AnyObject {
    func viewDidLoad()
    func didSelect(_ user: User)
}

protocol FeedInteractorInputs: AnyObject {
    func load()
}

protocol FeedInteractorOutputs: AnyObject {
    func loaded(_ users: [User])
}

protocol FeedRouterInputs: AnyObject {
    func open(_ user: User)
}
