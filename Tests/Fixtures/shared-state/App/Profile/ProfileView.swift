import SwiftUI

struct ProfileView: View {
    @EnvironmentObject private var state: AppState

    var body: some View {
        Text(state.userName ?? "")
    }
}
