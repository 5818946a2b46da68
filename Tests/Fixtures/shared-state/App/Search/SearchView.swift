import SwiftUI

struct SearchView: View {
    @EnvironmentObject private var state: AppState

    var body: some View {
        Text(state.userName ?? "")
    }
}
