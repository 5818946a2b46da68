struct NameFormatter {
    func format(_ name: String) -> String { name }
}
