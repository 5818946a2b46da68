struct Article: Codable, Equatable {
    let id: Int
    let title: String
    var isLong: Bool { title.count > 80 }
}

enum ArticleKind: String, Codable {
    case news, review
}

// Planted: data that holds a Presenter.
struct HomeSnapshot: Equatable {
    let articles: [Article]
    let presenter: HomePresenter
}

// Not data: it does something.
struct ArticleFormatter: Equatable {
    let locale: String
    func format(_ article: Article) -> String { article.title }
}
