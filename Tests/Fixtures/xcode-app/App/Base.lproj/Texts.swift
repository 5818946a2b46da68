enum Texts {
    static let title = "Shop"
}
