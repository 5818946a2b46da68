import UIKit

final class FilterCell: UICollectionViewCell {
    var filter: FilterStripView.FilterModel = .mono
}
