import Foundation

protocol ListService {}
final class ListServiceImpl: ListService {}

final class ListPresenter {
    // One dependency, named twice on its line: one error.
    let service: ListService = ListServiceImpl()
    // Another declaration, on its own line: an error of its own.
    let backup: ListServiceImpl

    init(backup: ListServiceImpl) {
        self.backup = backup
    }
}
