import SwiftUI
import UIKit

struct ImageShape: Codable {
    let width: Double
    let height: Double
}

struct PageControlView: UIViewRepresentable {
    let pages: Int

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UIPageControl { UIPageControl() }

    func updateUIView(_ control: UIPageControl, context: Context) {
        control.numberOfPages = pages
    }
}

extension PageControlView {
    final class Coordinator: NSObject {
        var parent: PageControlView

        init(_ parent: PageControlView) {
            self.parent = parent
        }
    }
}
