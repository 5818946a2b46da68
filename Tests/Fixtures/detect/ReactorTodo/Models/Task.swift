struct Task: Equatable {
    var id: String
    var title: String
    var isDone: Bool
}
