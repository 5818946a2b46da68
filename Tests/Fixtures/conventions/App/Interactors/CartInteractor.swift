final class CartInteractor {
    func total() -> Int { 0 }
}
