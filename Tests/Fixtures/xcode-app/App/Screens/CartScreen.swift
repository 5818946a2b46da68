import UIKit
import CatalogUI

final class CartScreen: UIViewController {
    let productView = ProductView()
    let price = PriceFormatter()
}
