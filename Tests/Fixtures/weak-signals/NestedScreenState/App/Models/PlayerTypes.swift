extension PlayerViewController {
    enum PlayType {
        case once
        case loop

        var isRepeating: Bool { self == .loop }
    }
}
