import UIKit

/// The scene's module: it holds the app router and the scene's router, passes itself on as the
/// data the scene starts with, and asks the router to build and show the scene. It assembles
/// the scene; conforming to the scene's data store does not make it the Interactor.
final class SettingsModule: SettingsDataStore {
    let appRouter: AppRouter
    private var router: SettingsRouter
    var userName: String?

    init(appRouter: AppRouter) {
        self.appRouter = appRouter
        router = SettingsRouter(appRouter: appRouter)
    }

    func presentView() {
        router.dataStore = self
        appRouter.show(router.create())
    }
}
