class Base {
    func reload() {}
}
