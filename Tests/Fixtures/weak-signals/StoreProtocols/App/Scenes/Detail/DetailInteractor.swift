protocol DetailBusinessLogic {
    func load(request: Detail.Load.Request)
}

/// What the router passes on: the Interactor's data store, under a name a Worker's store
/// protocol has too.
protocol DetailStoreProtocol {
    var selectedName: String? { get }
}

final class DetailInteractor: DetailBusinessLogic, DetailStoreProtocol {
    var presenter: DetailPresentationLogic?
    var worker = ProductsWorker()
    var selectedName: String?

    func load(request: Detail.Load.Request) {
        selectedName = worker.names().first
        presenter?.present(response: Detail.Load.Response(name: selectedName ?? ""))
    }
}
