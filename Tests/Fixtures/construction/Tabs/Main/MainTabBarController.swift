import UIKit

/// The app's tab bar: it builds each tab's scene through the scene's router and installs it.
/// Assembling its children is construction, not a View using Routers.
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = FeedRouter.createModule()
        feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
        let search = UINavigationController(rootViewController: SearchRouter.build(query: ""))
        setViewControllers([feed, search, ProfileRouter.createModule()], animated: false)
    }

    /// Calling a router's function for what it does is use.
    @objc private func logOutTapped() {
        ProfileRouter.logOut()
    }
}

/// The same tabs, set through the property.
final class CompactTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [FeedRouter.createModule(), ProfileRouter.createModule()]
    }
}
