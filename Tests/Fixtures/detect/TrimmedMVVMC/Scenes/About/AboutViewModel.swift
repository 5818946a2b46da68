final class AboutViewModel {
    let version = "1.0"
}
