import Foundation

final class ListViewController {}

final class ListInteractor {
    // The same type as the annotation and the value: one error.
    let view: ListViewController = ListViewController()
}
