import Catalog

final class BasketViewModel {
    var products: [Product] = []
}
