final class ProfileInteractor {
    func refresh() {}
}
