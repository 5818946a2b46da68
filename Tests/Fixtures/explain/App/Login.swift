import UIKit

protocol LoginDisplaying: AnyObject {}

final class LoginViewControllerImpl: UIResponder, LoginDisplaying {}

final class LoginHandler: LoginDisplaying {
    weak var display: LoginDisplaying?
}

final class Loginpresenter {}
