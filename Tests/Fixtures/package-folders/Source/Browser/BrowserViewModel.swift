final class BrowserViewModel {
    var address = ""
}
