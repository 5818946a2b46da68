// Data without a value protocol: it holds only data.
struct ArticleDraft {
    let title: String
    let kind: ArticleKind
}

// Not data: it holds a Service, so it bundles dependencies (and declares no value protocol).
struct ArticlesDependencies {
    let service: ArticlesService
    let draft: ArticleDraft
}
