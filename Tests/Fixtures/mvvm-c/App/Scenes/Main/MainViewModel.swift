import Foundation

final class MainViewModel {
    var failErrorHandler: ((String) -> Void)?
    var coinsHandler: (([Coin]) -> Void)?
    weak var coordinator: MainCoordinating?
    private let service: NetworkServiceProtocol

    init(service: NetworkServiceProtocol) {
        self.service = service
    }

    func load() {
        service.fetchCoins { [weak self] result in
            switch result {
            case .success(let coins): self?.coinsHandler?(coins)
            case .failure(let error): self?.failErrorHandler?(error.localizedDescription)
            }
        }
    }

    func restart() {
        // Casting to the concrete coordinator ties the ViewModel to navigation.
        (coordinator as? MainCoordinator)?.start()
    }
}
