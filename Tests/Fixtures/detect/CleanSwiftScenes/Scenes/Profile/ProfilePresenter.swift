protocol ProfilePresenterProtocol: AnyObject {
    func present(_ response: Profile.Load.Response)
}

final class ProfilePresenter: ProfilePresenterProtocol {
    weak var view: ProfileViewProtocol?

    func present(_ response: Profile.Load.Response) {
        view?.display(Profile.Load.ViewModel(lines: response.items.map { "• " + $0 }))
    }
}
