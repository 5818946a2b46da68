import UIKit

/// Every screen's base: it shows its scene view and keeps its view model.
open class GenericViewController<SceneView: UIView, ViewModel>: UIViewController {
    let sceneView: SceneView
    let viewModel: ViewModel

    init(sceneView: SceneView, viewModel: ViewModel) {
        self.sceneView = sceneView
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required public init?(coder: NSCoder) { nil }

    override open func loadView() { view = sceneView }
}
