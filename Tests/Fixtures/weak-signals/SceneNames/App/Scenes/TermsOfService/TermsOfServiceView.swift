import UIKit

final class TermsOfServiceView: UIView {
    private let label = UILabel()

    func show(_ text: String) {
        label.text = text
    }
}
