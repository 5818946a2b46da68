import Combine
import Foundation

final class ProfileViewModel: ObservableObject {
    @Published var title = ""
    @Published var profile: Profile?
    private let service: ProfileServiceProtocol

    init(service: ProfileServiceProtocol) {
        self.service = service
    }

    func load() {
        service.fetchProfile { [weak self] profile in
            self?.profile = profile
            self?.title = profile.name
        }
    }
}
