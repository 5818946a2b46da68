enum Detail {
    enum Load {
        struct Request {}
        struct Response { let name: String }
        struct ViewModel { let title: String }
    }
}
