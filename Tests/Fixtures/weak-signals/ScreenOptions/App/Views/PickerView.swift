import UIKit

final class PickerView: UIView {
    var configuration = PickerConfiguration()
    var tapAction: SelectionTapAction = .select
    var media: MediaOptions = .photo
    var tabs: [StickerTabModel] = []
}
