import SwiftUI
import UIKit

/// SwiftUI composes views: the screen builds the photo screen in a navigation link and hosts
/// the UIKit editor through a representable. Neither is navigation done by hand.
struct ProfileScreen: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Photo") { PhotoScreen(photo: "avatar") }
                .sheet(isPresented: .constant(false)) { EditorHost(controller: EditProfileViewController()) }
        }
    }
}

struct PhotoScreen: View {
    let photo: String

    var body: some View {
        Text(photo)
    }
}

struct EditorHost: UIViewControllerRepresentable {
    let controller: UIViewController

    func makeUIViewController(context: Context) -> UIViewController { controller }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
