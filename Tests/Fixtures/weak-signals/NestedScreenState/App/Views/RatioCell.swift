import UIKit

final class RatioCell: UICollectionViewCell {
    var ratio: CropToolView.RatioModel?
}
