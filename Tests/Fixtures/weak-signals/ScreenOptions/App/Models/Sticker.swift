import UIKit

/// A sticker the library keeps, image and all.
struct Sticker {
    let image: UIImage
}
