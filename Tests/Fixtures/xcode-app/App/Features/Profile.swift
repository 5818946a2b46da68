import UIKit

final class ProfileScreen: UIViewController {}
