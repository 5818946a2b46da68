protocol ProfileInteractorProtocol: AnyObject {
    func load(_ request: Profile.Load.Request)
}

final class ProfileInteractor: ProfileInteractorProtocol {
    var presenter: ProfilePresenterProtocol?
    let worker = OrdersWorker()

    func load(_ request: Profile.Load.Request) {
        worker.fetch { [weak self] items in self?.presenter?.present(Profile.Load.Response(items: items)) }
    }
}
