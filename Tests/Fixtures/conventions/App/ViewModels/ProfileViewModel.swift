final class ProfileViewModel: BaseViewModel {
    override func load() {}
}
