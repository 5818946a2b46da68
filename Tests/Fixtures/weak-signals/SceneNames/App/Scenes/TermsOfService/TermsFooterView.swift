import UIKit

/// Loading the terms itself is the break.
final class TermsFooterView: UIView {
    func reload() {
        _ = TermsService().currentTerms()
    }
}
