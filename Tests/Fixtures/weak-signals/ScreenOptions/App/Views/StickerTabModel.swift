import UIKit

/// A sticker tab strip's title item, named like a model.
struct StickerTabModel {
    let title: String
    let icon: UIImage?
}
