import RxSwift

final class RepoListWorker {
    func repos(page: Int) -> Single<[Repo]> {
        .just([Repo(id: page, name: "Texture", stars: 8000)])
    }
}
