enum Orders {
    enum Fetch {
        struct Request {}
        struct Response { let count: Int }
        struct ViewModel { let title: String }
    }
}
