import UIKit

/// A crop tool strip whose ratio options are named `*Model`.
final class CropToolView: UIView {
    struct RatioModel {
        let title: String
        let ratio: Double
    }

    private var ratios: [RatioModel] = []

    func show(_ ratios: [RatioModel]) {
        self.ratios = ratios
    }
}
