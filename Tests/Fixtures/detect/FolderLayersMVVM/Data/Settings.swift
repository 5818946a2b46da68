import Foundation

final class Settings {
    var userName: String {
        get { UserDefaults.standard.string(forKey: "user") ?? "" }
        set { UserDefaults.standard.set(newValue, forKey: "user") }
    }
}
