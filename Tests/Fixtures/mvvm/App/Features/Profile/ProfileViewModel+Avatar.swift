import Foundation

extension ProfileViewModel {
    /// A ViewModel that hands out images cannot be tested without UIKit.
    func avatar() -> UIImage? {
        profile.map { _ in nil } ?? nil
    }

    func joined(_ date: Date) -> String {
        "Member of ProfileView since \(date)"
    }
}
