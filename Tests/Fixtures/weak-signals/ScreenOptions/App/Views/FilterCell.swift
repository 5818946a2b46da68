import UIKit

final class FilterCell: UICollectionViewCell {
    var model: FilterCellModel?
}
