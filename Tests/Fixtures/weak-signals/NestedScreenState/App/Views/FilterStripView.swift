import UIKit

/// A filter strip whose filter options the photo model applies too.
final class FilterStripView: UIView {
    enum FilterModel {
        case mono
        case vivid
    }

    private var selected: FilterModel = .mono
}
