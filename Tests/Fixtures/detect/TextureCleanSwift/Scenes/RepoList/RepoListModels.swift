enum RepoList {
    enum Fetch {
        struct Request {
            let page: Int
        }

        struct Response {
            let repos: [Repo]
        }

        struct ViewModel {
            let titles: [String]
        }
    }
}
