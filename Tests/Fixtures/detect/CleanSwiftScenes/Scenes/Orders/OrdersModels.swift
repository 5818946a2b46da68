enum Orders {
    enum Load {
        struct Request {}
        struct Response { let items: [String] }
        struct ViewModel { let lines: [String] }
    }
}
