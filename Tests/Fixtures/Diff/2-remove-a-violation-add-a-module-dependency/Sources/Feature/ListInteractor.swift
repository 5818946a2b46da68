import Core

final class ListInteractor {
    var users: [UserEntity] = []

    func load() {
        users = []
    }
}
