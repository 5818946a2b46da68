final class StatusViewModel {
    private weak var coordinator: AppCoordinator?
    let title = "All good"

    init(coordinator: AppCoordinator) {
        self.coordinator = coordinator
    }

    func aboutTapped() { coordinator?.showAbout() }
}
