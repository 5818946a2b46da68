final class ProfileHelper {
    func show() {}
}
