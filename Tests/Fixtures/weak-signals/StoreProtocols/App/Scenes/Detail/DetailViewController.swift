import UIKit

final class DetailViewController: UIViewController {
    var interactor: DetailBusinessLogic?
    var router: DetailRouter?

    func display(viewModel: Detail.Load.ViewModel) {
        title = viewModel.title
    }
}
