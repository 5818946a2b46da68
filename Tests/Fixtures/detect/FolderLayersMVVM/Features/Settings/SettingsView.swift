import SwiftUI

struct SettingsView: View {
    @State var store = SettingsStore()

    var body: some View {
        TextField("Last.fm user", text: $store.userName)
            .onAppear { store.load() }
            .onSubmit { store.save() }
    }
}
