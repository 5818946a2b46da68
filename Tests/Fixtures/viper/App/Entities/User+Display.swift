extension User {
    /// "LoginPresenter" shows this name; an Entity only knows Entities.
    var displayName: String { name.isEmpty ? "User #\(id)" : name }
}
