final class ProfileViewModel {
    private let helper: ProfileHelper

    init(helper: ProfileHelper) {
        self.helper = helper
    }

    func load() {
        helper.show()
    }
}
