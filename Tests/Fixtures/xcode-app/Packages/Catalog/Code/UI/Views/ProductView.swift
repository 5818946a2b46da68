import Catalog
import UIKit

public final class ProductView: UIView {
    public var product: Product?
}
