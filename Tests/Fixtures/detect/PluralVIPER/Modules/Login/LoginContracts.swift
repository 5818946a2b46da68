import UIKit

// The Login module's contracts, named in the plural: what each side takes in and gives out.

protocol LoginViewInputs: AnyObject {
    func show(_ users: [User])
}

protocol LoginPresenterInputs: AnyObject {
    func viewDidLoad()
    func didSelect(_ user: User)
}

protocol LoginInteractorInputs: AnyObject {
    func load()
}

protocol LoginInteractorOutputs: AnyObject {
    func loaded(_ users: [User])
}

protocol LoginRouterInputs: AnyObject {
    func open(_ user: User)
}
