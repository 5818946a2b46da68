import UIKit
import SceneBase

/// The terms of service screen: named after its topic, built on the screen base of the app's
/// UI package (`Scene<ContentView: UIView>`, a view controller showing its content view).
final class TermsOfService: Scene<TermsOfServiceView> {
    let viewModel: TermsOfServiceViewModel

    init(viewModel: TermsOfServiceViewModel) {
        self.viewModel = viewModel
        super.init(contentView: TermsOfServiceView())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        contentView.show(viewModel.text())
    }
}
