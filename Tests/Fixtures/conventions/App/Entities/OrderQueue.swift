actor OrderQueue {
    var pending: [Order] = []
}
