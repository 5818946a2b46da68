final class Cache {
    var names: [String] = []
    func clear() { names = [] }
}
