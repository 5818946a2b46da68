import UIKit

final class CropViewController: UIViewController {
    private let picker = RatioPickerView()
    private var ratio: CropRatio = .square

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(picker)
        title = ratio.title
    }
}
