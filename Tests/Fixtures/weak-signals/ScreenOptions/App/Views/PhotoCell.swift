import UIKit

final class PhotoCell: UICollectionViewCell {
    var photo: Photo?
    var sticker: Sticker?
    var source = PhotoSource.library
}
