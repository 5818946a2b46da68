enum RepoShow {
    struct Response {
        let repo: Repo
    }

    struct ViewModel {
        let title: String
    }
}
