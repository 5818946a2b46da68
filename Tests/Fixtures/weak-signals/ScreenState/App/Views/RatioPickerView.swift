import UIKit

final class RatioPickerView: UIView {
    var selected = CropRatio.square
}
