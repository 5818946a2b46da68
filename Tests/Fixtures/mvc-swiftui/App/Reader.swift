import SwiftUI
import UIKit

final class ReaderViewController: UIViewController {
    var pageCount = 0

    func showShelf(_ book: Book) -> UIViewController {
        UIHostingController(rootView: BookRowView(book: book))
    }
}

/// A SwiftUI view wrapping the controller: it makes and updates it, it hosts it.
struct ReaderView: UIViewControllerRepresentable {
    var onOpen: ((ReaderViewController) -> Void)?

    func makeUIViewController(context: Context) -> ReaderViewController {
        ReaderViewController()
    }

    func updateUIViewController(_ controller: ReaderViewController, context: Context) {}
}

/// Named like a controller, but a SwiftUI view (a representable): a View.
struct ShareSheetController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: [], applicationActivities: nil)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}

struct ReaderScreen: View {
    var body: some View {
        ReaderView().sheet(isPresented: .constant(false)) { ShareSheetController() }
    }
}

/// A SwiftUI view that holds a controller without wrapping it: a use.
struct ReaderPagesView: View {
    let reader: ReaderViewController

    var body: some View {
        Text("\(reader.pageCount)")
    }
}

/// A UIKit view holding the controller: a use, as in any Cocoa app.
final class ReaderFooterView: UIView {
    weak var reader: ReaderViewController?
}
