import SwiftUI

enum Route: Hashable {
    case profile(id: String)
    case settings
}

extension Route {
    @ViewBuilder
    var destination: some View {
        switch self {
        case .profile(let id): ProfileView(id: id)
        case .settings: SettingsView()
        }
    }
}
