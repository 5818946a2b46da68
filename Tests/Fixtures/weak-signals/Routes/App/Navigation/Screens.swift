import SwiftUI

struct ProfileView: View {
    let id: String
    var body: some View { Text(id) }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
