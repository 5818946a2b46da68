import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = NavigationController()
        coordinator = AppCoordinator(navigationController: navigationController)
        coordinator?.start()
        window?.rootViewController = navigationController
        return true
    }
}
