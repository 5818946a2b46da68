import SwiftUI

protocol HomeRouting {
    func openArticle(_ article: Article)
}

// One thing, not a View using a Router: its own conformance is no dependency.
struct RouterView: View, HomeRouting {
    var body: some View { EmptyView() }
    func openArticle(_ article: Article) {}
}
