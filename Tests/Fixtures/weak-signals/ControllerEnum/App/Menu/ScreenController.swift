/// The screens a menu can open: an enum of navigation targets, not a controller.
enum ScreenController {
    case settings
    case profile

    var title: String {
        switch self {
        case .settings: return "Settings"
        case .profile: return "Profile"
        }
    }
}
