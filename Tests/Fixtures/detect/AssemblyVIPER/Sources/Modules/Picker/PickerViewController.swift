import UIKit

// A passive view: it holds no presenter; the presenter sets its closures.
final class PickerViewController: UIViewController, PickerViewInput {
    var onTap: ((Int) -> Void)?
    private var titles: [String] = []

    func setTitles(_ titles: [String]) { self.titles = titles }
}
