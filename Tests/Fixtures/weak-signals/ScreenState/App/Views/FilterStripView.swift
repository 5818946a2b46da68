import UIKit

final class FilterStripView: UIView {
    var items: [FilterItem] = []
}
