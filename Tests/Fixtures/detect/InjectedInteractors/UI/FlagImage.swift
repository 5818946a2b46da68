import SwiftUI

struct FlagImage: View {
    let url: URL
    @Environment(\.injected) private var injected: DIContainer
    @State private var data: Data?

    var body: some View {
        Group {
            if let data, let image = UIImage(data: data) { Image(uiImage: image) } else { ProgressView() }
        }
        .task { data = try? await injected.interactors.images.image(at: url) }
    }
}
