import UIKit

final class PickerViewController: UIViewController {
    private let picker = PickerView()

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.configuration = PickerConfiguration()
        view.addSubview(picker)
    }
}
