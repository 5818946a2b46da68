import Feature

final class Cache {
    var names: [String] = []
    let formatter = NameFormatter()

    func clear() { names = names.map { formatter.format($0) } }
}
