import SwiftUI

/// Binds to ProfileViewModel; "ProfileService" is never called from here.
struct ProfileView: View {
    @StateObject var viewModel: ProfileViewModel

    var body: some View {
        VStack {
            Text(viewModel.title)
            if let profile = viewModel.profile {
                Text(profile.bio)
            }
        }
        .onAppear { viewModel.load() }
    }
}

#if DEBUG
struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView(viewModel: ProfileViewModel(service: PreviewProfileService()))
    }
}
#endif
