import Foundation

protocol ProfileServiceProtocol {
    func fetchProfile(_ completion: @escaping (Profile) -> Void)
}

final class ProfileService: ProfileServiceProtocol {
    func fetchProfile(_ completion: @escaping (Profile) -> Void) {
        let url = URL(string: "https://example.com/profile")!
        URLSession.shared.dataTask(with: url) { data, _, _ in
            if let data, let profile = try? JSONDecoder().decode(Profile.self, from: data) {
                completion(profile)
            }
        }.resume()
    }
}

#if DEBUG
final class PreviewProfileService: ProfileServiceProtocol {
    func fetchProfile(_ completion: @escaping (Profile) -> Void) {
        completion(Profile(name: "Preview", bio: "Shown by ProfileViewModel"))
    }
}
#endif

final class SettingsRepository {
    var notificationsEnabled: Bool {
        get { UserDefaults.standard.bool(forKey: "notifications") }
        set { UserDefaults.standard.set(newValue, forKey: "notifications") }
    }
}
