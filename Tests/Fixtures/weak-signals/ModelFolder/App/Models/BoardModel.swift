import Foundation

final class BoardModel {
    var board: BoardViewController?

    func reload() {
        board?.refresh()
    }
}
