import UIKit

final class PhotoCell: UICollectionViewCell {
    var photo: Photo?
}
