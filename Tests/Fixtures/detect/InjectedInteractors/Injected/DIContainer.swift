import SwiftUI

// The views reach the business logic through one injected container.
struct DIContainer {
    let appState: AppState
    let interactors: Interactors

    static let live = DIContainer(appState: AppState(), interactors: .live)
}

struct Interactors {
    let countries: CountriesInteractor
    let images: ImagesInteractor

    static let live = Interactors(
        countries: RealCountriesInteractor(repository: RealCountriesWebRepository()),
        images: RealImagesInteractor(repository: RealImagesWebRepository()))
}

private struct DIContainerKey: EnvironmentKey {
    static let defaultValue = DIContainer.live
}

extension EnvironmentValues {
    var injected: DIContainer {
        get { self[DIContainerKey.self] }
        set { self[DIContainerKey.self] = newValue }
    }
}
