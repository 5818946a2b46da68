import CartFeature
import Domain

/// Builds the catalog module and navigates away from it.
final class CatalogRouter: CatalogRouterProtocol {
    private let cart: CartStore
    /// Presents a screen; the app passes its navigation controller's push.
    private let present: (AnyObject) -> Void

    init(cart: CartStore, present: @escaping (AnyObject) -> Void) {
        self.cart = cart
        self.present = present
    }

    func showCart() {
        // The catalog builds the cart screen itself: a feature reaching into another feature.
        // The app should hand the catalog a way to show the cart instead.
        let cartScreen = CartBuilder.build(store: cart)
        present(cartScreen)
    }
}
