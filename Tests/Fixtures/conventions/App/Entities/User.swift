struct User {
    let name: String
}

enum Membership {
    case free, paid
}
