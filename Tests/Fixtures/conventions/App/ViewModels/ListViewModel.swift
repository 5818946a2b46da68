class ListViewModel: BaseViewModel {}

final class DetailViewModel: ListViewModel {}
