import Foundation

enum ArticlesRouter: URLRequestConvertible {
    case list
    case detail(Int)
}

final class ArticlesService {
    func load() -> [Article] {
        _ = ArticlesRouter.list
        return []
    }
}
